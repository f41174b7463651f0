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
import { users } from './accounts.js';
import { goodsSkus, orders } from './mall.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const PRIZE_KINDS = ['credit', 'points', 'voucher', 'goods'] as const;
const MILESTONE_KINDS = ['credit', 'points'] as const;

/**
 * The points lottery's prize table (issue 17, decision 55): each prize's published odds in basis
 * points and its stock (null: no limit); `won` counts the draws that won it, never above the stock.
 * A prize staff remove stays as a row (`active` false) so the draws that won it keep their prize.
 */
export const lotteryPrizes = pgTable(
  'lottery_prizes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: PRIZE_KINDS }).notNull(),
    /** Minor units of the wallet currency (credit) or points. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** A voucher prize's minimum spend (minor units, above `amount`) and its validity in days. */
    minSpend: bigint('min_spend', { mode: 'number' }),
    validDays: integer('valid_days'),
    /** A goods prize's specification (one unit; `amount` is 1). */
    skuId: bigint('sku_id', { mode: 'number' }).references(() => goodsSkus.id),
    oddsBp: integer('odds_bp').notNull(),
    stock: integer('stock'),
    won: integer('won').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('lottery_prizes_amount', sql`${t.amount} > 0`),
    check('lottery_prizes_odds', sql`${t.oddsBp} BETWEEN 0 AND 10000`),
    check('lottery_prizes_stock', sql`${t.stock} IS NULL OR ${t.won} <= ${t.stock}`),
  ],
);

/** A milestone prize: receivable once a buyer's participation count reaches `draws`. */
export const lotteryMilestones = pgTable('lottery_milestones', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  draws: integer('draws').notNull(),
  kind: text('kind', { enum: MILESTONE_KINDS }).notNull(),
  amount: bigint('amount', { mode: 'number' }).notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A milestone prize received (once per buyer and milestone). */
export const lotteryMilestoneClaims = pgTable(
  'lottery_milestone_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    milestoneId: bigint('milestone_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryMilestones.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('lottery_milestone_claims_once').on(t.milestoneId, t.userId)],
);

/** Every draw: the points it cost, the random value in [0, 10,000) and what it won (null: no prize). */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    cost: integer('cost').notNull(),
    roll: integer('roll').notNull(),
    prizeId: bigint('prize_id', { mode: 'number' }).references(() => lotteryPrizes.id),
    prizeKind: text('prize_kind', { enum: PRIZE_KINDS }),
    prizeAmount: bigint('prize_amount', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('lottery_draws_user').on(t.userId, t.id)],
);

/** The daily check-in: once per buyer and calendar day (in `CHECKIN_TZ`). */
export const pointsCheckins = pgTable(
  'points_checkins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    points: integer('points').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('points_checkins_once').on(t.userId, t.day)],
);

/**
 * A goods prize won (decision 55): one unit of the prize's specification, ordered to the winner's
 * default address at the draw, or waiting (`order_id` null) until they claim it with an address.
 * One per draw, so a prize is ordered once whatever runs concurrently.
 */
export const lotteryGoodsWins = pgTable(
  'lottery_goods_wins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    drawId: bigint('draw_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryDraws.id),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    prizeId: bigint('prize_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryPrizes.id),
    skuId: bigint('sku_id', { mode: 'number' })
      .notNull()
      .references(() => goodsSkus.id),
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    orderedAt: ts('ordered_at'),
  },
  (t) => [
    uniqueIndex('lottery_goods_wins_draw').on(t.drawId),
    index('lottery_goods_wins_user').on(t.userId, t.id),
  ],
);
