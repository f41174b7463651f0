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
import { staff, users } from './accounts.js';
import { goods, goodsSkus, orders } from './mall.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'number' }).notNull();
const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * A group-buy deal (issue 17 part 1, decision 54): one product specification at a deal price (the
 * spec's "order amount", shipping included), a target participant count, cashback per participant
 * (the "extra benefit", paid from the marketing account when the count is reached) and a deadline.
 * Effect immediate or timed (`starts_at`). `open` until the count is reached (`settled`) or the
 * deadline passes without it (`failed`: every participant refunded once).
 */
export const groupDeals = pgTable(
  'group_deals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    goodsId: ref('goods_id')
      .notNull()
      .references(() => goods.id),
    skuId: ref('sku_id')
      .notNull()
      .references(() => goodsSkus.id),
    price: minor('price'),
    /** `product`: the specification's price when created (fixed then); `amount`: a set amount below it. */
    priceMode: text('price_mode', { enum: ['product', 'amount'] })
      .notNull()
      .default('amount'),
    targetCount: integer('target_count').notNull(),
    cashback: minor('cashback'),
    effect: text('effect', { enum: ['immediate', 'timed'] }).notNull(),
    startsAt: ts('starts_at').notNull(),
    deadline: ts('deadline').notNull(),
    status: text('status', { enum: ['open', 'settled', 'failed', 'cancelled'] })
      .notNull()
      .default('open'),
    joined: integer('joined').notNull().default(0),
    settledAt: ts('settled_at'),
    failedAt: ts('failed_at'),
    /** Cancelled by staff (every participant refunded), with the reason shown to buyers. */
    cancelledAt: ts('cancelled_at'),
    cancelReason: text('cancel_reason'),
    /** When staff last extended the deadline (shown to buyers). */
    deadlineExtendedAt: ts('deadline_extended_at'),
    createdBy: ref('created_by').references(() => staff.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('group_deals_due_idx').on(t.status, t.deadline)],
);

/** One buyer's place in a deal: the quick-grab order that paid for it, and what became of it. */
export const groupDealParticipants = pgTable(
  'group_deal_participants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    dealId: ref('deal_id')
      .notNull()
      .references(() => groupDeals.id),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id),
    joinedAt: ts('joined_at').notNull(),
    /** The cashback transfer (settled deals with cashback). */
    cashbackTransferId: ref('cashback_transfer_id'),
    refundedAt: ts('refunded_at'),
  },
  (t) => [
    uniqueIndex('group_deal_participants_user_key').on(t.dealId, t.userId),
    uniqueIndex('group_deal_participants_order_key').on(t.orderId),
    index('group_deal_participants_user_idx').on(t.userId, t.id),
  ],
);
