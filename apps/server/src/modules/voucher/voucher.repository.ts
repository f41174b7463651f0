import { FIRST_ORDER_COUPON_DEFAULTS, type CouponSettings } from '@app/contract';
import { and, desc, eq, gt, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { prepared, preparedSql } from '#server/db/prepared.js';
import { clock } from '#server/lib/clock.js';
import {
  buyerVouchers,
  ledgerAccounts,
  orderDiscounts,
  orders,
  platformSettings,
  storeVouchers,
  stores,
} from '#server/db/schema/index.js';

/** The ledger's account flag, for the voucher accounts this module creates. */
export { DEBITS_MUST_NOT_EXCEED_CREDITS } from '#server/db/schema/index.js';

export type StoreVoucherRow = typeof storeVouchers.$inferSelect;
export type OrderDiscountRow = typeof orderDiscounts.$inferSelect;
export type BuyerVoucherRow = typeof buyerVouchers.$inferSelect;

const COUPON_KEY = 'firstOrderCoupon';
/** Orders that were paid and are not refunded or cancelled: a buyer with one has had a first order. */
const PAID_STATUSES = ['to_purchase', 'pending', 'shipped', 'completed', 'refunding'] as const;

/** A voucher's budget account (flagged: debits may never exceed credits, so it cannot be overspent). */
export const voucherAccountCode = (v: { storeId: number; id: number }) =>
  `store:${v.storeId}:voucher:${v.id}`;

/** What a voucher's account has left that no order holds: credits posted less debits posted and pending. */
const leftOf = sql<number>`coalesce((select a.credits_posted - a.debits_posted - a.debits_pending
  from ${ledgerAccounts} a where a.code = 'store:' || ${storeVouchers.storeId} || ':voucher:' || ${storeVouchers.id}), 0)`.mapWith(
  Number,
);

// The discount plan's reads, made by every checkout (built once, decision 68).
const couponSetting = prepared('voucher_coupon_setting', (tx) =>
  tx
    .select({ value: platformSettings.value })
    .from(platformSettings)
    .where(eq(platformSettings.key, COUPON_KEY)),
);
const couponOf = prepared('voucher_coupon_of', (tx) =>
  tx
    .select({ discount: orderDiscounts, orderNo: orders.orderNo })
    .from(orderDiscounts)
    .innerJoin(orders, eq(orders.id, orderDiscounts.orderId))
    .where(
      and(
        eq(orderDiscounts.userId, sql.placeholder('userId')),
        eq(orderDiscounts.source, 'coupon'),
        ne(orderDiscounts.status, 'released'),
      ),
    ),
);
const runningVouchers = prepared('voucher_running', (tx) =>
  tx
    .select({ voucher: storeVouchers, store: stores.name, left: leftOf })
    .from(storeVouchers)
    .innerJoin(stores, eq(stores.id, storeVouchers.storeId))
    .where(
      and(
        sql`${storeVouchers.storeId} = any(${sql.placeholder('storeIds')}::bigint[])`,
        eq(storeVouchers.status, 'active'),
        sql`${storeVouchers.startAt} <= ${sql.placeholder('now')}::timestamptz`,
        sql`${storeVouchers.endAt} > ${sql.placeholder('now')}::timestamptz`,
        sql`${leftOf} >= ${storeVouchers.amountOff}`,
      ),
    )
    .orderBy(desc(storeVouchers.amountOff), storeVouchers.endAt, storeVouchers.id),
);

/** What a checkout's discount plan reads (`planInputs`), as PostgreSQL answers it. */
export interface PlanInputs {
  /** The first-order coupon's setting as kept, or null for the defaults. */
  couponSetting: Partial<CouponSettings> | null;
  /** The buyer holds a coupon (not released) or has a paid order: no first-order coupon. */
  couponTaken: boolean;
  /** The stores' running vouchers with budget left, largest first (as `running`). */
  running: { id: number; storeId: number; amountOff: number; minSpend: number; store: string }[];
  /** Those the buyer has used (not released). */
  used: number[];
  /** The buyer's own usable vouchers, best first . */
  own: { id: number; amount: number; minSpend: number }[];
}

/**
 * Every read of a checkout's discount plan in one statement (issue 18: four to six round trips were
 * one each): the coupon's setting and whether the buyer may still have it, the stores' running
 * vouchers and which of them the buyer used, and the buyer's own vouchers. Built once (decision 68).
 */
const p = sql.placeholder;
const planInputsOf = preparedSql<{ inputs: PlanInputs }>(
  'voucher_plan_inputs',
  sql`
      with running as (
        select ${storeVouchers.id} as id, ${storeVouchers.storeId} as "storeId",
               ${storeVouchers.amountOff} as "amountOff", ${storeVouchers.minSpend} as "minSpend",
               ${stores.name} as store, ${storeVouchers.endAt} as end_at
        from ${storeVouchers} join ${stores} on ${stores.id} = ${storeVouchers.storeId}
        where ${storeVouchers.storeId} = any(${p('storeIds')}::bigint[])
          and ${storeVouchers.status} = 'active'
          and ${storeVouchers.startAt} <= ${p('now')}::timestamptz
          and ${storeVouchers.endAt} > ${p('now')}::timestamptz
          and ${leftOf} >= ${storeVouchers.amountOff}
      )
      select json_build_object(
        'couponSetting', (select value from ${platformSettings} where key = ${COUPON_KEY}),
        'couponTaken',
          exists (select 1 from ${orderDiscounts} d
                  where d.user_id = ${p('userId')}::bigint and d.source = 'coupon' and d.status <> 'released')
          or exists (select 1 from ${orders} o
                     where o.user_id = ${p('userId')}::bigint and o.status = any(${p('paidStatuses')}::text[])),
        'running', coalesce((
          select json_agg(json_build_object('id', r.id, 'storeId', r."storeId", 'amountOff', r."amountOff",
                                            'minSpend', r."minSpend", 'store', r.store)
                          order by r."amountOff" desc, r.end_at, r.id)
          from running r), '[]'::json),
        'used', coalesce((
          select json_agg(distinct d.voucher_id) from ${orderDiscounts} d
          where d.user_id = ${p('userId')}::bigint and d.voucher_id in (select id from running)
            and d.status <> 'released'), '[]'::json),
        'own', coalesce((
          select json_agg(json_build_object('id', b.id, 'amount', b.amount, 'minSpend', b.min_spend)
                          order by b.amount desc, b.expires_at, b.id)
          from ${buyerVouchers} b
          where b.user_id = ${p('userId')}::bigint and b.status = 'available' and b.expires_at > ${p('now')}::timestamptz
        ), '[]'::json)
      ) as inputs`,
);

export const voucherRepository = {
  /** Every read of a checkout's discount plan, in one round trip. */
  async planInputs(tx: Tx, userId: number, storeIds: number[], now: Date): Promise<PlanInputs> {
    const { rows } = await planInputsOf(tx, { userId, storeIds, now, paidStatuses: [...PAID_STATUSES] });
    return rows[0]!.inputs;
  },

  // ---------- the first-order coupon ----------

  async couponSettings(tx: Tx): Promise<CouponSettings> {
    const [row] = await couponSetting(tx, {});
    return { ...FIRST_ORDER_COUPON_DEFAULTS, ...((row?.value as Partial<CouponSettings> | undefined) ?? {}) };
  },

  async setCouponSettings(tx: Tx, value: CouponSettings) {
    await tx
      .insert(platformSettings)
      .values({ key: COUPON_KEY, value })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: clock.now() } });
  },

  /** The buyer's coupon row that is not released (held by an order, or used), if any. */
  async activeCoupon(tx: Tx, userId: number) {
    const [row] = await couponOf(tx, { userId });
    return row;
  },

  /** Whether the buyer has an order that was paid and not refunded or cancelled. */
  async hasPaidOrder(tx: Tx, userId: number) {
    const [row] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), inArray(orders.status, [...PAID_STATUSES])))
      .limit(1);
    return !!row;
  },

  async couponTotals(tx: Tx) {
    const rows = await tx
      .select({
        status: orderDiscounts.status,
        count: sql<number>`count(*)::int`,
        amount: sql<number>`coalesce(sum(${orderDiscounts.amount}), 0)::bigint`.mapWith(Number),
      })
      .from(orderDiscounts)
      .where(eq(orderDiscounts.source, 'coupon'))
      .groupBy(orderDiscounts.status);
    const of = (s: string) => rows.find((r) => r.status === s) ?? { count: 0, amount: 0 };
    return { held: of('held'), posted: of('posted') };
  },

  // ---------- store vouchers ----------

  async insertVoucher(tx: Tx, values: typeof storeVouchers.$inferInsert) {
    const [row] = await tx.insert(storeVouchers).values(values).returning();
    return row!;
  },

  async findVoucher(tx: Tx, id: number, lock = false) {
    const q = tx.select().from(storeVouchers).where(eq(storeVouchers.id, id));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async updateVoucher(tx: Tx, id: number, set: Partial<typeof storeVouchers.$inferInsert>) {
    const [row] = await tx.update(storeVouchers).set(set).where(eq(storeVouchers.id, id)).returning();
    return row!;
  },

  /** A store's vouchers, newest first, with what is used (held or posted) and what went back. */
  async storePage(tx: Tx, storeId: number, q: { page: number; pageSize: number }) {
    const where = eq(storeVouchers.storeId, storeId);
    const rows = await tx
      .select({
        voucher: storeVouchers,
        store: stores.name,
        left: leftOf,
        usedCount: sql<number>`(select count(*)::int from ${orderDiscounts} d
          where d.voucher_id = ${storeVouchers.id} and d.status <> 'released')`,
        usedAmount: sql<number>`(select coalesce(sum(d.amount), 0) from ${orderDiscounts} d
          where d.voucher_id = ${storeVouchers.id} and d.status <> 'released')`.mapWith(Number),
      })
      .from(storeVouchers)
      .innerJoin(stores, eq(stores.id, storeVouchers.storeId))
      .where(where)
      .orderBy(desc(storeVouchers.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(storeVouchers)
      .where(where);
    return { rows, total: count?.n ?? 0 };
  },

  async storeVoucherView(tx: Tx, id: number) {
    const [row] = await tx
      .select({
        voucher: storeVouchers,
        store: stores.name,
        left: leftOf,
        usedCount: sql<number>`(select count(*)::int from ${orderDiscounts} d
          where d.voucher_id = ${storeVouchers.id} and d.status <> 'released')`,
        usedAmount: sql<number>`(select coalesce(sum(d.amount), 0) from ${orderDiscounts} d
          where d.voucher_id = ${storeVouchers.id} and d.status <> 'released')`.mapWith(Number),
      })
      .from(storeVouchers)
      .innerJoin(stores, eq(stores.id, storeVouchers.storeId))
      .where(eq(storeVouchers.id, id));
    return row;
  },

  /**
   * The vouchers of these stores buyers can use at `now`: running, and with at least one more
   * use left in the budget; largest first.
   */
  async running(tx: Tx, storeIds: number[], now: Date) {
    if (!storeIds.length) return [];
    return runningVouchers(tx, { storeIds, now });
  },

  /** Vouchers whose window closed but that still count as active (their budget is still in them). */
  async dueToClose(tx: Tx, now: Date, limit: number) {
    return tx
      .select({ id: storeVouchers.id })
      .from(storeVouchers)
      .where(and(eq(storeVouchers.status, 'active'), lte(storeVouchers.endAt, now)))
      .orderBy(storeVouchers.id)
      .limit(limit);
  },

  async runningTotals(tx: Tx, now: Date) {
    const [row] = await tx
      .select({
        n: sql<number>`count(*)::int`,
        left: sql<number>`coalesce(sum(${leftOf}), 0)::bigint`.mapWith(Number),
      })
      .from(storeVouchers)
      .where(and(eq(storeVouchers.status, 'active'), gt(storeVouchers.endAt, now)));
    return { count: row?.n ?? 0, left: row?.left ?? 0 };
  },

  // ---------- an order's discounts ----------

  /** Records a discount; answers null when the once-per-account (or per-buyer) rule already holds one. */
  async insertDiscount(tx: Tx, values: typeof orderDiscounts.$inferInsert) {
    const [row] = await tx.insert(orderDiscounts).values(values).onConflictDoNothing().returning();
    return row ?? null;
  },

  async setDiscount(tx: Tx, id: number, set: Partial<typeof orderDiscounts.$inferInsert>) {
    await tx.update(orderDiscounts).set(set).where(eq(orderDiscounts.id, id));
  },

  async discountsOf(tx: Tx, orderIds: number[]) {
    if (!orderIds.length) return [];
    return tx
      .select({ discount: orderDiscounts, store: stores.name })
      .from(orderDiscounts)
      .leftJoin(storeVouchers, eq(storeVouchers.id, orderDiscounts.voucherId))
      .leftJoin(stores, eq(stores.id, storeVouchers.storeId))
      .where(inArray(orderDiscounts.orderId, orderIds))
      .orderBy(orderDiscounts.id);
  },

  /** The order's discounts still held, locked for posting or voiding. */
  async heldOf(tx: Tx, orderId: number) {
    return tx
      .select()
      .from(orderDiscounts)
      .where(and(eq(orderDiscounts.orderId, orderId), eq(orderDiscounts.status, 'held')))
      .orderBy(orderDiscounts.id)
      .for('update');
  },

  async setOrderDiscount(tx: Tx, orderId: number, discountTotal: number) {
    const [row] = await tx.update(orders).set({ discountTotal }).where(eq(orders.id, orderId)).returning();
    return row!;
  },

  async storeOwner(tx: Tx, storeId: number) {
    const [row] = await tx
      .select({ id: stores.id, name: stores.name, ownerId: stores.ownerId })
      .from(stores)
      .where(eq(stores.id, storeId));
    return row;
  },

  // ---------- a buyer's own vouchers (lottery prizes, decision 55) ----------

  async insertBuyerVoucher(tx: Tx, values: typeof buyerVouchers.$inferInsert) {
    const [row] = await tx.insert(buyerVouchers).values(values).onConflictDoNothing().returning();
    return row;
  },

  async lockBuyerVoucher(tx: Tx, id: number) {
    const [row] = await tx.select().from(buyerVouchers).where(eq(buyerVouchers.id, id)).for('update');
    return row;
  },

  async setBuyerVoucher(tx: Tx, id: number, set: Partial<typeof buyerVouchers.$inferInsert>) {
    await tx.update(buyerVouchers).set(set).where(eq(buyerVouchers.id, id));
  },

  /** The vouchers these draws gave, with the order holding or having used each. */
  buyerVouchersOfDraws(tx: Tx, drawIds: number[]) {
    if (!drawIds.length) return Promise.resolve([]);
    return tx
      .select({ voucher: buyerVouchers, orderNo: orders.orderNo })
      .from(buyerVouchers)
      .leftJoin(orders, eq(orders.id, buyerVouchers.orderId))
      .where(inArray(buyerVouchers.drawId, drawIds));
  },
};
