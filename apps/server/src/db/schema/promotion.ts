import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { goods, goodsSkus, stores } from './mall.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * A store's purchase of promotion points (decision 41): the money paid from the owner's wallet and
 * the points issued to the store, two ledger transfers whose ids derive from this row's id.
 */
export const pointsPurchases = pgTable(
  'points_purchases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: ref('store_id')
      .notNull()
      .references(() => stores.id),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    points: bigint('points', { mode: 'number' }).notNull(),
    /** What it cost, in the wallet currency's minor unit, at `pointsPerUnit` points per 1.00. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    pointsPerUnit: integer('points_per_unit').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('points_purchases_store_idx').on(t.storeId, t.id),
    check('points_purchases_positive', sql`${t.points} > 0 and ${t.amount} > 0`),
  ],
);

/**
 * A sponsored discount on one product of a store (spec §4 promotion center): the window
 * [starts_at, ends_at), the discount every specification's price gets in it, and its cost in points.
 * The state (promoting, scheduled, ended) is derived from the time, never stored.
 */
export const promotions = pgTable(
  'promotions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: ref('store_id')
      .notNull()
      .references(() => stores.id),
    goodsId: ref('goods_id')
      .notNull()
      .references(() => goods.id),
    discountPercent: integer('discount_percent').notNull(),
    effect: text('effect', { enum: ['immediate', 'scheduled'] }).notNull(),
    /** The duration chosen when added: day, week or month (1, 7 or 30 days). */
    duration: text('duration', { enum: ['day', 'week', 'month'] }).notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    /** Points spent on it so far (the addition and every renewal). */
    pointsSpent: bigint('points_spent', { mode: 'number' }).notNull(),
    renewals: integer('renewals').notNull().default(0),
    renewedAt: ts('renewed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('promotions_goods_idx').on(t.goodsId, t.endsAt),
    index('promotions_store_idx').on(t.storeId, t.endsAt),
    check('promotions_discount_range', sql`${t.discountPercent} between 1 and 99`),
    check('promotions_window', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

/** A specification's price raised by its seller (the 7-day rule of the promotion center). */
export const goodsPriceChanges = pgTable(
  'goods_price_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    skuId: ref('sku_id')
      .notNull()
      .references(() => goodsSkus.id),
    goodsId: ref('goods_id')
      .notNull()
      .references(() => goods.id),
    oldPrice: bigint('old_price', { mode: 'number' }).notNull(),
    newPrice: bigint('new_price', { mode: 'number' }).notNull(),
    changedAt: ts('changed_at').notNull().defaultNow(),
  },
  (t) => [index('goods_price_changes_goods_idx').on(t.goodsId, t.changedAt)],
);
