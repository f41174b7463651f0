import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { orders, stores } from './mall.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'number' }).notNull();
const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * A store's voucher: an amount off the store's orders whose items reach a minimum spend, inside a
 * window, paid from a budget its owner moved into the voucher's own ledger account
 * (`store:<store>:voucher:<id>`, flagged so it can never be overspent). Ending it returns what is left.
 */
export const storeVouchers = pgTable(
  'store_vouchers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: ref('store_id')
      .notNull()
      .references(() => stores.id),
    amountOff: minor('amount_off'),
    minSpend: minor('min_spend'),
    /** What the owner put in at creation; what is left is the ledger account's balance. */
    budget: minor('budget'),
    /** Uses per buyer (1: a buyer uses a voucher once unless that order is cancelled or refunded). */
    perBuyer: integer('per_buyer').notNull().default(1),
    startAt: ts('start_at').notNull(),
    endAt: ts('end_at').notNull(),
    status: text('status', { enum: ['active', 'ended'] })
      .notNull()
      .default('active'),
    /** Set when the owner ended it, or when its window closed and the rest of its budget went back. */
    endedAt: ts('ended_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('store_vouchers_store_idx').on(t.storeId, t.id)],
);

/**
 * A voucher of one buyer's own (decision 55: a lottery prize, `draw_id` the draw that won it): an
 * amount off an order whose items reach the minimum, until `expires_at`. `available` until an order
 * holds it (`held`, `order_id`), `used` when that order completes; a cancelled, expired or refunded
 * order makes it available again (usable while not expired). Expiry is read from `expires_at`.
 */
export const buyerVouchers = pgTable(
  'buyer_vouchers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    amount: minor('amount'),
    minSpend: minor('min_spend'),
    expiresAt: ts('expires_at').notNull(),
    status: text('status', { enum: ['available', 'held', 'used'] })
      .notNull()
      .default('available'),
    orderId: ref('order_id').references(() => orders.id),
    drawId: ref('draw_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('buyer_vouchers_user_idx').on(t.userId, t.id),
    uniqueIndex('buyer_vouchers_draw_key').on(t.drawId),
  ],
);

/**
 * What was taken off an order and who pays it: the platform's first-order coupon or a store's
 * voucher. Each row's amount is held from its payer's account into the order's escrow when the order
 * is placed (`hold_transfer_id`), posted when the order completes, voided when it is cancelled or
 * refunded (`released`: the coupon is usable again, the voucher's budget has the amount back).
 */
export const orderDiscounts = pgTable(
  'order_discounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    source: text('source', {
      enum: ['coupon', 'voucher', 'prizeVoucher', 'prizeGoods', 'groupDeal'],
    }).notNull(),
    voucherId: ref('voucher_id').references(() => storeVouchers.id),
    /** The buyer's own voucher (source `prizeVoucher`). */
    buyerVoucherId: ref('buyer_voucher_id').references(() => buyerVouchers.id),
    amount: minor('amount'),
    holdTransferId: ref('hold_transfer_id'),
    status: text('status', { enum: ['held', 'posted', 'released'] })
      .notNull()
      .default('held'),
    createdAt: ts('created_at').notNull().defaultNow(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    uniqueIndex('order_discounts_order_source_key').on(t.orderId, t.source),
    // Once per account: one coupon not released per user, whatever runs concurrently.
    uniqueIndex('order_discounts_coupon_once_key')
      .on(t.userId)
      .where(sql`${t.source} = 'coupon' and ${t.status} <> 'released'`),
    // A voucher once per buyer.
    uniqueIndex('order_discounts_voucher_once_key')
      .on(t.voucherId, t.userId)
      .where(sql`${t.source} = 'voucher' and ${t.status} <> 'released'`),
    index('order_discounts_voucher_idx').on(t.voucherId),
    // A buyer's own voucher on one running order at a time.
    uniqueIndex('order_discounts_buyer_voucher_once_key')
      .on(t.buyerVoucherId)
      .where(sql`${t.source} = 'prizeVoucher' and ${t.status} <> 'released'`),
  ],
);
