import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staff, users } from './accounts.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'number' }).notNull();
const ref = (name: string) => bigint(name, { mode: 'number' });

/** A drama (the spec's "video"). */
export const videos = pgTable(
  'videos',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    description: text('description').notNull().default(''),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    freeEpisodes: integer('free_episodes').notNull().default(3),
    featured: boolean('featured').notNull().default(false),
    rankWeight: integer('rank_weight').notNull().default(0),
    stars: integer('stars').notNull().default(0),
    collects: integer('collects').notNull().default(0),
    views: integer('views').notNull().default(0),
    published: boolean('published').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('videos_rank_idx').on(t.rankWeight, t.id)],
);

/** An episode (the spec's "item"). */
export const videoItems = pgTable(
  'video_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    videoId: ref('video_id')
      .notNull()
      .references(() => videos.id),
    index: integer('index').notNull(),
    title: text('title').notNull(),
    durationSeconds: integer('duration_seconds').notNull().default(0),
    /** Unlock price in wallet minor units; episodes within the drama's free count cost nothing. */
    price: minor('price').default(0),
    status: text('status', { enum: ['pending', 'processing', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    /** What to transcode: a file under `<DATA_DIR>/sources/`, or `demo:<seconds>` for a generated clip. */
    source: text('source'),
    /** When a worker took it (a crashed worker's claim is taken over after a while). */
    claimedAt: ts('claimed_at'),
    failure: text('failure'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('video_items_video_index_key').on(t.videoId, t.index)],
);

/** One row per episode a viewer paid for: an unlocked episode stays unlocked. */
export const videoUnlocks = pgTable(
  'video_unlocks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    itemId: ref('item_id')
      .notNull()
      .references(() => videoItems.id),
    videoId: ref('video_id')
      .notNull()
      .references(() => videos.id),
    price: minor('price'),
    transferId: text('transfer_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('video_unlocks_user_item_key').on(t.userId, t.itemId),
    index('video_unlocks_user_idx').on(t.userId, t.videoId),
    // The revenue report and the daily settlement read a day's unlocks.
    index('video_unlocks_created_idx').on(t.createdAt),
  ],
);

export const vipPlans = pgTable('vip_plans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  period: text('period', { enum: ['month', 'quarter', 'year'] }).notNull(),
  days: integer('days').notNull(),
  price: minor('price'),
  enabled: boolean('enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  /** A sale: this price (below `price`) is charged from `discount_starts_at` until `discount_ends_at`. */
  discountPrice: bigint('discount_price', { mode: 'number' }),
  discountStartsAt: ts('discount_starts_at'),
  discountEndsAt: ts('discount_ends_at'),
});

export const vipMemberships = pgTable('vip_memberships', {
  userId: ref('user_id')
    .primaryKey()
    .references(() => users.id),
  endsAt: ts('ends_at').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Every VIP purchase, with the period it added (renewal extends from the current end). */
export const vipOrders = pgTable(
  'vip_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    planId: ref('plan_id')
      .notNull()
      .references(() => vipPlans.id),
    /** What was charged (the sale price when one was in force). */
    price: minor('price'),
    /** The plan's list price at that moment (null on purchases from before sales existed). */
    listPrice: bigint('list_price', { mode: 'number' }),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    transferId: text('transfer_id').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vip_orders_transfer_key').on(t.transferId),
    index('vip_orders_user_idx').on(t.userId),
    // The revenue report and the daily settlement read a day's purchases.
    index('vip_orders_created_idx').on(t.createdAt),
  ],
);

export const videoStars = pgTable(
  'video_stars',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    videoId: ref('video_id')
      .notNull()
      .references(() => videos.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('video_stars_key').on(t.userId, t.videoId),
    index('video_stars_user_idx').on(t.userId, t.createdAt),
  ],
);

export const videoCollects = pgTable(
  'video_collects',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    videoId: ref('video_id')
      .notNull()
      .references(() => videos.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('video_collects_key').on(t.userId, t.videoId),
    index('video_collects_user_idx').on(t.userId, t.createdAt),
  ],
);

/** One row per viewer and drama: the episode and position watched last. */
export const watchHistory = pgTable(
  'watch_history',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    videoId: ref('video_id')
      .notNull()
      .references(() => videos.id),
    itemId: ref('item_id')
      .notNull()
      .references(() => videoItems.id),
    positionSeconds: integer('position_seconds').notNull().default(0),
    watchedAt: ts('watched_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('watch_history_key').on(t.userId, t.videoId),
    index('watch_history_user_idx').on(t.userId, t.watchedAt),
  ],
);

export const appVersions = pgTable('app_versions', {
  platform: text('platform', { enum: ['web', 'android', 'ios'] }).primaryKey(),
  version: text('version').notNull(),
  url: text('url').notNull().default(''),
  notes: text('notes').notNull().default(''),
  force: boolean('force').notNull().default(false),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const helpArticles = pgTable('help_articles', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  sort: integer('sort').notNull().default(0),
  published: boolean('published').notNull().default(true),
  /** Locale → its title and body for the 19 non-English languages (English stays in title/body). */
  translations: jsonb('translations')
    .$type<Partial<Record<string, { title: string; body: string }>>>()
    .notNull()
    .default({}),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    contact: text('contact').notNull(),
    description: text('description').notNull(),
    /** `new` until a staff member marks it handled (with an optional internal note). */
    status: text('status', { enum: ['new', 'handled'] })
      .notNull()
      .default('new'),
    handledBy: ref('handled_by').references(() => staff.id),
    handledAt: ts('handled_at'),
    note: text('note').notNull().default(''),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('feedback_created_idx').on(t.createdAt)],
);

/**
 * A staff upload of an episode's source video, sent in chunks so that it can resume after a
 * dropped connection. The bytes go to `<DATA_DIR>/sources/upload-<id>.part` and, once complete
 * and recognised as a video, become the episode's `source` (and the episode is queued again).
 */
export const videoUploads = pgTable(
  'video_uploads',
  {
    id: text('id').primaryKey(),
    itemId: ref('item_id')
      .notNull()
      .references(() => videoItems.id),
    staffId: ref('staff_id')
      .notNull()
      .references(() => staff.id),
    fileName: text('file_name').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    received: bigint('received', { mode: 'number' }).notNull().default(0),
    status: text('status', { enum: ['uploading', 'complete', 'failed'] })
      .notNull()
      .default('uploading'),
    failure: text('failure'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('video_uploads_item_idx').on(t.itemId)],
);
