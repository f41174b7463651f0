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
 * A drama's copyright revenue share offered in units (issue 15, DESIGN §2 and §3): holders of `units`
 * of `units_issued` earn `share_bp` / 10,000 of the drama's recorded net revenue of each settlement
 * day, from the first whole day after they paid until `earns_until`. Never a promised return.
 */
export const shareOfferings = pgTable(
  'share_offerings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    videoId: ref('video_id')
      .notNull()
      .references(() => videos.id),
    unitsIssued: integer('units_issued').notNull(),
    /** Wallet minor units per unit. */
    unitPrice: minor('unit_price'),
    /** The published share of the drama's net revenue, in basis points (2,000 = 20 %). */
    shareBp: integer('share_bp').notNull(),
    /** The VIP level a viewer needs to snap up units (0: anyone signed in; decision 47). */
    vipLevel: integer('vip_level').notNull().default(0),
    /** Units one person may hold or have reserved in this offering. */
    perPersonLimit: integer('per_person_limit').notNull(),
    rushStartsAt: ts('rush_starts_at').notNull(),
    rushEndsAt: ts('rush_ends_at').notNull(),
    /** The share's deadline: no settlement day after it earns. */
    earnsUntil: ts('earns_until').notNull(),
    /** Units reserved or paid (what the rush has left is `units_issued - units_taken`). */
    unitsTaken: integer('units_taken').notNull().default(0),
    /** Units paid for (held). */
    unitsPaid: integer('units_paid').notNull().default(0),
    /** Staff paused the rush: nobody snaps up units until it is resumed (holdings keep earning). */
    paused: boolean('paused').notNull().default(false),
    createdBy: ref('created_by').references(() => staff.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('share_offerings_video_idx').on(t.videoId),
    check(
      'share_offerings_units',
      sql`${t.unitsIssued} > 0 AND ${t.unitsPaid} <= ${t.unitsTaken} AND ${t.unitsTaken} <= ${t.unitsIssued}`,
    ),
    check('share_offerings_share', sql`${t.shareBp} > 0 AND ${t.shareBp} <= 10000`),
  ],
);

/**
 * One snap-up in a rush: `reserved` until paid (`paid`: a holding) or, unpaid at `pay_by` (24 hours),
 * `abandoned` with its units returned to the offering.
 */
export const shareReservations = pgTable(
  'share_reservations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    offeringId: ref('offering_id')
      .notNull()
      .references(() => shareOfferings.id),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    units: integer('units').notNull(),
    /** units x unit price at the snap-up (what payInvest charges). */
    amount: minor('amount'),
    status: text('status', { enum: ['reserved', 'paid', 'abandoned'] })
      .notNull()
      .default('reserved'),
    reservedAt: ts('reserved_at').notNull().defaultNow(),
    payBy: ts('pay_by').notNull(),
    paidAt: ts('paid_at'),
    abandonedAt: ts('abandoned_at'),
    transferId: text('transfer_id'),
  },
  (t) => [
    index('share_reservations_offering_idx').on(t.offeringId, t.status),
    index('share_reservations_user_idx').on(t.userId, t.reservedAt),
    index('share_reservations_due_idx')
      .on(t.payBy)
      .where(sql`${t.status} = 'reserved'`),
    check('share_reservations_units', sql`${t.units} > 0`),
  ],
);

/** Seconds of episodes VIP members watched, per drama and settlement day: the key of VIP revenue's split. */
export const vipWatchDaily = pgTable(
  'vip_watch_daily',
  {
    videoId: ref('video_id')
      .notNull()
      .references(() => videos.id),
    /** The settlement day (REVENUE_SHARE_TZ) the seconds were watched in. */
    day: date('day', { mode: 'string' }).notNull(),
    seconds: bigint('seconds', { mode: 'number' }).notNull().default(0),
  },
  (t) => [uniqueIndex('vip_watch_daily_key').on(t.videoId, t.day)],
);

/**
 * One settlement of one drama for one day (unique: a rerun or a second node finds it and pays nothing).
 * Every input is kept so anyone can recompute the payouts:
 * net = unlock + vip_share + ad - deductions - adjustments - carried_in (never below zero; what is
 * left below zero is `carried_out` into the next day).
 */
export const revenueSettlements = pgTable(
  'revenue_settlements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    videoId: ref('video_id')
      .notNull()
      .references(() => videos.id),
    /** The settlement day (YYYY-MM-DD in `time_zone`) and its bounds. */
    day: date('day', { mode: 'string' }).notNull(),
    timeZone: text('time_zone').notNull(),
    dayStartsAt: ts('day_starts_at').notNull(),
    dayEndsAt: ts('day_ends_at').notNull(),
    /** Episode unlocks of this drama paid in the day. */
    unlockGross: minor('unlock_gross'),
    /** All VIP payments of the day, and the watch seconds that split them. */
    vipPool: minor('vip_pool'),
    vipSeconds: bigint('vip_seconds', { mode: 'number' }).notNull(),
    vipSecondsAll: bigint('vip_seconds_all', { mode: 'number' }).notNull(),
    /** floor(vip_pool x vip_seconds / vip_seconds_all); 0 when nobody with VIP watched. */
    vipShare: minor('vip_share'),
    /** Ad placements' price recognised for the day. */
    adGross: minor('ad_gross'),
    /** The disclosed deduction rate (basis points of the gross) and its amount. */
    deductionBp: integer('deduction_bp').notNull(),
    deductions: minor('deductions'),
    /** Refunds in the day of revenue settled on earlier days (shown as a negative adjustment). */
    adjustments: minor('adjustments'),
    /** A shortfall carried from the previous settlement (adjustments larger than a day's revenue). */
    carriedIn: minor('carried_in'),
    net: minor('net'),
    carriedOut: minor('carried_out'),
    /** What the holders were paid in all, and the rounding left with the platform. */
    paid: minor('paid'),
    leftover: minor('leftover'),
    /** `schedule` (the daily job) or `staff` (a console run). */
    trigger: text('trigger', { enum: ['schedule', 'staff'] }).notNull(),
    staffId: ref('staff_id').references(() => staff.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('revenue_settlements_key').on(t.videoId, t.day),
    index('revenue_settlements_day_idx').on(t.day),
  ],
);

/** Per offering earning in a settlement: its pool and how it was split. */
export const revenueSettlementShares = pgTable(
  'revenue_settlement_shares',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    settlementId: ref('settlement_id')
      .notNull()
      .references(() => revenueSettlements.id),
    offeringId: ref('offering_id')
      .notNull()
      .references(() => shareOfferings.id),
    shareBp: integer('share_bp').notNull(),
    unitsIssued: integer('units_issued').notNull(),
    /** Units whose holders earned this day. */
    unitsHeld: integer('units_held').notNull(),
    /** floor(net x share_bp / 10,000). */
    pool: minor('pool'),
    /** floor(pool x units / units_issued) per holding, summed. */
    paid: minor('paid'),
    /** The part of units nobody held that day: the platform's. */
    unheld: minor('unheld'),
    /** pool - paid - unheld: rounding kept by the platform. */
    leftover: minor('leftover'),
    /** What one unit earned: floor(pool / units_issued). */
    perUnit: minor('per_unit'),
  },
  (t) => [uniqueIndex('revenue_settlement_shares_key').on(t.settlementId, t.offeringId)],
);

/** One holder's payout of one settlement (a ledger transfer `revenue:<settlement>:<reservation>`). */
export const revenuePayouts = pgTable(
  'revenue_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    settlementId: ref('settlement_id')
      .notNull()
      .references(() => revenueSettlements.id),
    offeringId: ref('offering_id')
      .notNull()
      .references(() => shareOfferings.id),
    reservationId: ref('reservation_id')
      .notNull()
      .references(() => shareReservations.id),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    videoId: ref('video_id')
      .notNull()
      .references(() => videos.id),
    day: date('day', { mode: 'string' }).notNull(),
    units: integer('units').notNull(),
    amount: minor('amount'),
    transferId: text('transfer_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('revenue_payouts_key').on(t.settlementId, t.reservationId),
    index('revenue_payouts_user_idx').on(t.userId, t.day),
  ],
);
