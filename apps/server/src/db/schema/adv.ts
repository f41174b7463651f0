import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staff, users } from './accounts.js';
import { videos } from './drama.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'number' }).notNull();
const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * Ad slots on a drama (issue 15 part 4, decision 49): `stock` placements of `days` whole settlement
 * days from `first_day` (in `time_zone`, REVENUE_SHARE_TZ when the slot was made), each for `price`,
 * sold in a rush from `rush_starts_at` to `rush_ends_at`.
 */
export const adSlots = pgTable(
  'ad_slots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    videoId: ref('video_id')
      .notNull()
      .references(() => videos.id),
    /** The first settlement day the placements run (YYYY-MM-DD in `time_zone`). */
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    timeZone: text('time_zone').notNull(),
    /** The period's bounds: 00:00 of `first_day` to 00:00 after its last day. */
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    /** Wallet minor units per placement. */
    price: minor('price'),
    stock: integer('stock').notNull(),
    /** Placements reserved or paid (what the rush has left is `stock - taken`). */
    taken: integer('taken').notNull().default(0),
    rushStartsAt: ts('rush_starts_at').notNull(),
    rushEndsAt: ts('rush_ends_at').notNull(),
    createdBy: ref('created_by').references(() => staff.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('ad_slots_video_idx').on(t.videoId),
    check('ad_slots_stock', sql`${t.stock} > 0 AND ${t.taken} >= 0 AND ${t.taken} <= ${t.stock}`),
    check('ad_slots_days', sql`${t.days} > 0 AND ${t.price} > 0`),
  ],
);

/**
 * One placement snapped up in a slot's rush: `reserved` until paid (`paid`: it runs its period) or,
 * unpaid at `pay_by` (24 hours), `abandoned` with its place returned; staff may take a paid one down
 * (`taken_down`, with what was refunded and from where).
 */
export const adPlacements = pgTable(
  'ad_placements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    slotId: ref('slot_id')
      .notNull()
      .references(() => adSlots.id),
    videoId: ref('video_id')
      .notNull()
      .references(() => videos.id),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    /** The slot's period and price at the snap-up (what payAdv charges). */
    firstDay: date('first_day', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    timeZone: text('time_zone').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    price: minor('price'),
    /** The creative: given at the snap-up or before paying. */
    headline: text('headline'),
    image: text('image'),
    link: text('link'),
    status: text('status', { enum: ['reserved', 'paid', 'abandoned', 'taken_down'] })
      .notNull()
      .default('reserved'),
    reservedAt: ts('reserved_at').notNull().defaultNow(),
    payBy: ts('pay_by').notNull(),
    paidAt: ts('paid_at'),
    transferId: text('transfer_id'),
    abandonedAt: ts('abandoned_at'),
    takenDownAt: ts('taken_down_at'),
    takeDownReason: text('take_down_reason'),
    refundFull: boolean('refund_full').notNull().default(false),
    /** Days delivered before the take-down (their price was or will be recognised unless refunded in full). */
    deliveredDays: integer('delivered_days'),
    /** Refunded at the take-down: from deferred ad revenue, and from the drama's settled revenue. */
    refundedDeferred: bigint('refunded_deferred', { mode: 'number' }).notNull().default(0),
    refundedSettled: bigint('refunded_settled', { mode: 'number' }).notNull().default(0),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    taps: bigint('taps', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    index('ad_placements_slot_idx').on(t.slotId, t.status),
    index('ad_placements_user_idx').on(t.userId, t.reservedAt),
    index('ad_placements_running_idx')
      .on(t.videoId, t.endsAt)
      .where(sql`${t.status} = 'paid'`),
    index('ad_placements_due_idx')
      .on(t.payBy)
      .where(sql`${t.status} = 'reserved'`),
    /** One live placement per advertiser and slot. */
    uniqueIndex('ad_placements_one_per_user')
      .on(t.slotId, t.userId)
      .where(sql`${t.status} in ('reserved', 'paid')`),
    uniqueIndex('ad_placements_transfer').on(t.transferId),
  ],
);

/** Impressions and taps of a placement per settlement day (the advertiser's table). */
export const adEventsDaily = pgTable(
  'ad_events_daily',
  {
    placementId: ref('placement_id')
      .notNull()
      .references(() => adPlacements.id),
    day: date('day', { mode: 'string' }).notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    taps: bigint('taps', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.placementId, t.day] })],
);
