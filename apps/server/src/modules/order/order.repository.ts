import type { OrderFilter, OrderStatus, RecordLine } from '@app/contract';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { isAnsweredBefore, isPaymentDeclined, shortStockOf, type Tx } from '#server/db/client.js';
import { prepared, preparedSql } from '#server/db/prepared.js';
import {
  comments,
  goods,
  goodsSkus,
  orderDiscounts,
  orderEvents,
  orderLines,
  orders,
  stores,
  users,
  groupDealParticipants,
  groupDeals,
} from '#server/db/schema/index.js';
import { likePattern } from '#server/db/paginate.js';
import type { KeptAnswerRow } from '#server/platform/idempotency/idempotency.js';
import { clock } from '#server/lib/clock.js';

export type OrderGroupRow = { dealId: number; joined: number; targetCount: number; deadline: Date };

export interface SummaryParts {
  lines: {
    id: number;
    orderId: number;
    goodsId: number;
    skuId: number;
    title: string;
    image: string;
    skuName: string;
    price: number;
    quantity: number;
    commented: boolean;
  }[];
  stores: { id: number; name: string; logo: string }[];
  discounts: {
    orderId: number;
    source: (typeof orderDiscounts.$inferSelect)['source'];
    amount: number;
    status: (typeof orderDiscounts.$inferSelect)['status'];
    holdTransferId: number | null;
    store: string | null;
  }[];
}

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

/** Spec §4 filters over the order states. */
const FILTER_STATUSES: Record<OrderFilter, OrderStatus[] | undefined> = {
  all: undefined,
  unpaid: ['unpaid'],
  to_purchase: ['to_purchase'],
  pending: ['pending'],
  shipped: ['shipped'],
  completed: ['completed'],
  refunded: ['refunding', 'refunded'],
};

/** A checkout's orders by its key (every checkout asks, for a retry: built once, decision 68). */
const checkoutOrders = prepared('orders_of_checkout', (tx) =>
  tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, sql.placeholder('userId')),
        eq(orders.checkoutKey, sql.placeholder('checkoutKey')),
      ),
    )
    .orderBy(asc(orders.id)),
);

/** Serialises one buyer's checkouts, to the end of the transaction (built once, decision 68). */
const buyerLock = preparedSql(
  'orders_buyer_lock',
  sql`select pg_advisory_xact_lock(7002, ${sql.placeholder('userId')}::int)`,
);

/** Units off a specification's stock while enough are left (every checkout: built once, decision 68). */
const takeStock = prepared('orders_take_stock', (tx) =>
  tx
    .update(goodsSkus)
    .set({ stock: sql`${goodsSkus.stock} - ${sql.placeholder('quantity')}::int` })
    .where(
      and(
        eq(goodsSkus.id, sql.placeholder('skuId')),
        sql`${goodsSkus.stock} >= ${sql.placeholder('quantity')}::int`,
      ),
    )
    .returning({ id: goodsSkus.id }),
);

/** An unpaid order paid (every payment: built once, decision 68). */
const paidOrder = prepared('orders_mark_paid', (tx) =>
  tx
    .update(orders)
    .set({
      status: sql`${sql.placeholder('status')}::text`,
      escrowTransferId: sql`${sql.placeholder('escrowTransferId')}::bigint`,
      paidAt: sql`${sql.placeholder('paidAt')}::timestamptz`,
      expiresAt: null,
    })
    .where(eq(orders.id, sql.placeholder('id')))
    .returning(),
);

/** What follows a payment: the database function `orders_after_payment` (migration 0036). */
const afterPaid = preparedSql(
  'orders_after_payment',
  sql`select orders_after_payment(${sql.placeholder('ids')}::bigint[], ${sql.placeholder('at')}::timestamptz)`,
);

/** Orders this transaction placed, paid in one call of `pay_placed_orders` (migration 0036). */
const placedPaid = preparedSql<{ holds: number[] }>(
  'orders_pay_placed',
  sql`select pay_placed_orders(
        ${sql.placeholder('debitCode')}::text, ${sql.placeholder('ids')}::bigint[],
        ${sql.placeholder('transferIds')}::text[], ${sql.placeholder('dues')}::bigint[],
        ${sql.placeholder('statuses')}::text[], ${sql.placeholder('escrowCodes')}::text[],
        ${sql.placeholder('escrowKinds')}::text[], ${sql.placeholder('memos')}::text[],
        ${sql.placeholder('lines')}::jsonb[], ${sql.placeholder('paidAt')}::timestamptz,
        ${sql.placeholder('at')}::timestamptz, ${sql.placeholder('skuIds')}::bigint[],
        ${sql.placeholder('quantities')}::int[], ${sql.placeholder('userId')}::bigint,
        ${sql.placeholder('key')}::text, ${sql.placeholder('path')}::text,
        ${sql.placeholder('requestHash')}::text, ${sql.placeholder('response')}::text) as holds`,
);

export const orderRepository = {
  /** Serialises one buyer's checkouts, so the per-buyer limit holds under concurrency. */
  async lockBuyer(tx: Tx, userId: number) {
    await buyerLock(tx, { userId });
  },

  /** Takes units off a specification's stock if there are enough; false when not (no overselling). */
  async reserveStock(tx: Tx, skuId: number, quantity: number) {
    const rows = await takeStock(tx, { skuId, quantity });
    return rows.length === 1;
  },

  async releaseStock(tx: Tx, lines: { skuId: number; quantity: number }[]) {
    for (const l of [...lines].sort((a, b) => a.skuId - b.skuId)) {
      await tx
        .update(goodsSkus)
        .set({ stock: sql`${goodsSkus.stock} + ${l.quantity}` })
        .where(eq(goodsSkus.id, l.skuId));
    }
  },

  /** Sold counts move with payments and refunds (a store's sales are the sum over its products). */
  async addSold(tx: Tx, lines: { goodsId: number; quantity: number }[], sign: 1 | -1) {
    for (const l of [...lines].sort((a, b) => a.goodsId - b.goodsId)) {
      await tx
        .update(goods)
        .set({ sold: sql`greatest(${goods.sold} + ${sign * l.quantity}, 0)` })
        .where(eq(goods.id, l.goodsId));
    }
  },

  async insertOrder(tx: Tx, values: typeof orders.$inferInsert) {
    const [row] = await tx.insert(orders).values(values).onConflictDoNothing().returning();
    return row;
  },

  /**
   * A placed order's lines and its `placed` event, in one statement (issue 18). Answers the lines'
   * ids, in the order of `values`.
   */
  async insertLines(
    tx: Tx,
    orderId: number,
    values: Omit<typeof orderLines.$inferInsert, 'orderId'>[],
  ): Promise<number[]> {
    const placed = tx
      .$with('placed')
      .as(
        tx
          .insert(orderEvents)
          .values({ orderId, type: 'placed', note: '', staffId: null, createdAt: clock.stamp() })
          .returning({ id: orderEvents.id }),
      );
    const rows = await tx
      .with(placed)
      .insert(orderLines)
      .values(values.map((v) => ({ ...v, orderId })))
      .returning({ id: orderLines.id });
    // The sequence gives the ids in the order of `values`: ascending, they match it.
    return rows.map((r) => r.id).sort((a, b) => a - b);
  },

  /**
   * What follows a payment, in one statement (decision 69): each order's `paid` event, its products'
   * rows locked in id order and then their sold counts, and the stores' owners told on the live
   * channel (the database function `orders_after_payment`, migration 0036, says how and why).
   */
  async afterPayment(tx: Tx, ids: number[]) {
    if (!ids.length) return;
    await afterPaid(tx, { ids, at: clock.stamp() ?? null });
  },

  /**
   * Orders placed in this transaction paid from the buyer's account in one statement: first the
   * checkout's `stock` taken (in specification id order, as `reserveStock` would), then each
   * order's due amount held into its escrow shard, the order marked paid with the hold, what
   * follows a payment (`afterPayment`), and the call's answer kept (`answer`; migration 0037).
   * Answers the holds' ids in the orders' order, or why nothing was done: a specification's stock
   * ran out, the balance does not cover them, or the key was answered before (the transaction must
   * then roll back).
   */
  async payPlaced(
    tx: Tx,
    debitCode: string,
    paid: {
      id: number;
      transferId: string;
      due: number;
      status: 'to_purchase' | 'pending';
      escrow: { code: string; kind: string };
      memo: string;
      line: RecordLine;
    }[],
    paidAt: Date,
    stock: { skuId: number; quantity: number }[],
    answer: KeptAnswerRow | undefined,
  ): Promise<
    { holds: number[] } | { declined: 'balance' | 'answered before' } | { declined: 'stock'; skuId: number }
  > {
    try {
      const { rows } = await placedPaid(tx, {
        debitCode,
        ids: paid.map((o) => o.id),
        transferIds: paid.map((o) => o.transferId),
        dues: paid.map((o) => o.due),
        statuses: paid.map((o) => o.status),
        escrowCodes: paid.map((o) => o.escrow.code),
        escrowKinds: paid.map((o) => o.escrow.kind),
        memos: paid.map((o) => o.memo),
        lines: paid.map((o) => JSON.stringify(o.line)),
        paidAt,
        at: clock.stamp() ?? null,
        skuIds: stock.map((r) => r.skuId),
        quantities: stock.map((r) => r.quantity),
        userId: answer?.userId ?? null,
        key: answer?.key ?? null,
        path: answer?.path ?? null,
        requestHash: answer?.requestHash ?? null,
        response: answer?.response ?? null,
      });
      return { holds: rows[0]!.holds.map(Number) };
    } catch (err) {
      if (isPaymentDeclined(err)) return { declined: 'balance' };
      if (isAnsweredBefore(err)) return { declined: 'answered before' };
      const skuId = shortStockOf(err);
      if (skuId !== null) return { declined: 'stock', skuId };
      throw err;
    }
  },

  async event(tx: Tx, orderId: number, type: string, note = '', staffId?: number) {
    await tx
      .insert(orderEvents)
      .values({ orderId, type, note, staffId: staffId ?? null, createdAt: clock.stamp() });
  },

  async byCheckout(tx: Tx, userId: number, checkoutKey: string) {
    return checkoutOrders(tx, { userId, checkoutKey });
  },

  /** Locks orders for a state change (in id order). */
  async lockOrders(tx: Tx, ids: number[]) {
    if (!ids.length) return [];
    return tx.select().from(orders).where(inArray(orders.id, ids)).orderBy(asc(orders.id)).for('update');
  },

  async find(tx: Tx, id: number) {
    const [row] = await tx.select().from(orders).where(eq(orders.id, id));
    return row;
  },

  /** An unpaid order paid: its next status, the escrow hold (none for a prize's), the time. */
  async markPaid(
    tx: Tx,
    id: number,
    paid: { status: 'to_purchase' | 'pending'; escrowTransferId: number | null; paidAt: Date },
  ) {
    const [row] = await paidOrder(tx, { id, ...paid });
    return row!;
  },

  async update(tx: Tx, id: number, set: Partial<typeof orders.$inferInsert>) {
    const [row] = await tx.update(orders).set(set).where(eq(orders.id, id)).returning();
    return row!;
  },

  async linesOf(tx: Tx, orderIds: number[]) {
    if (!orderIds.length) return [];
    return tx
      .select({ line: orderLines, commented: sql<boolean>`${comments.id} is not null` })
      .from(orderLines)
      .leftJoin(comments, eq(comments.orderLineId, orderLines.id))
      .where(inArray(orderLines.orderId, orderIds))
      .orderBy(asc(orderLines.id));
  },

  /**
   * What order lists show besides the orders, in one round trip (issue 18: fewer statements per
   * order): their lines with whether each was reviewed, their stores, and their discounts with the
   * store of a store voucher.
   */
  async summaryParts(tx: Tx, orderIds: number[], storeIds: number[]): Promise<SummaryParts> {
    if (!orderIds.length) return { lines: [], stores: [], discounts: [] };
    const ids = sql.param(orderIds);
    const { rows } = await tx.execute<{ parts: SummaryParts }>(sql`
      select json_build_object(
        'lines', coalesce((
          select json_agg(json_build_object(
            'id', l.id, 'orderId', l.order_id, 'goodsId', l.goods_id, 'skuId', l.sku_id, 'title', l.title,
            'image', l.image, 'skuName', l.sku_name, 'price', l.price, 'quantity', l.quantity,
            'commented', exists (select 1 from comments c where c.order_line_id = l.id)
          ) order by l.id)
          from order_lines l where l.order_id = any(${ids}::bigint[])), '[]'::json),
        'stores', coalesce((
          select json_agg(json_build_object('id', s.id, 'name', s.name, 'logo', s.logo))
          from stores s where s.id = any(${sql.param([...new Set(storeIds)])}::bigint[])), '[]'::json),
        'discounts', coalesce((
          select json_agg(json_build_object(
            'orderId', d.order_id, 'source', d.source, 'amount', d.amount, 'status', d.status,
            'holdTransferId', d.hold_transfer_id, 'store', vs.name
          ) order by d.id)
          from order_discounts d
          left join store_vouchers v on v.id = d.voucher_id
          left join stores vs on vs.id = v.store_id
          where d.order_id = any(${ids}::bigint[])), '[]'::json)
      ) as parts`);
    return rows[0]!.parts;
  },

  /**
   * Orders still waiting for their group-buy deal (decision 54): the deal's count, target and
   * deadline from the deal's rows, by order id.
   */
  async groupsOf(tx: Tx, orderIds: number[]) {
    if (!orderIds.length) return new Map<number, OrderGroupRow>();
    const rows = await tx
      .select({
        orderId: groupDealParticipants.orderId,
        dealId: groupDeals.id,
        joined: groupDeals.joined,
        targetCount: groupDeals.targetCount,
        deadline: groupDeals.deadline,
      })
      .from(groupDealParticipants)
      .innerJoin(groupDeals, eq(groupDeals.id, groupDealParticipants.dealId))
      .innerJoin(orders, eq(orders.id, groupDealParticipants.orderId))
      .where(and(inArray(groupDealParticipants.orderId, orderIds), eq(orders.awaitingGroup, true)));
    return new Map(rows.map((r) => [r.orderId, r]));
  },

  async storesOf(tx: Tx, storeIds: number[]) {
    if (!storeIds.length) return [];
    return tx
      .select({
        id: stores.id,
        name: stores.name,
        logo: stores.logo,
        ownerId: stores.ownerId,
        status: stores.status,
      })
      .from(stores)
      .where(inArray(stores.id, [...new Set(storeIds)]));
  },

  /** The events of several orders, newest first. */
  async eventsOf(tx: Tx, orderIds: number[]) {
    if (!orderIds.length) return [];
    return tx
      .select()
      .from(orderEvents)
      .where(inArray(orderEvents.orderId, orderIds))
      .orderBy(desc(orderEvents.id));
  },

  async page(
    tx: Tx,
    where: {
      userId?: number;
      storeId?: number;
      filter?: OrderFilter;
      status?: OrderStatus;
      statuses?: readonly OrderStatus[];
      /** An order number or a buyer's email (the console). */
      keyword?: string;
      /** An order number only (the seller center: sellers do not search buyers by email). */
      orderNo?: string;
    },
    q: { page: number; pageSize: number },
  ) {
    const parts: (SQL | undefined)[] = [];
    if (where.userId) parts.push(eq(orders.userId, where.userId));
    if (where.storeId) parts.push(eq(orders.storeId, where.storeId));
    const statuses = where.filter
      ? FILTER_STATUSES[where.filter]
      : where.status
        ? [where.status]
        : where.statuses
          ? [...where.statuses]
          : undefined;
    if (statuses) parts.push(inArray(orders.status, statuses));
    if (where.orderNo) parts.push(eq(orders.orderNo, where.orderNo));
    if (where.keyword) {
      parts.push(
        sql`(${orders.orderNo} = ${where.keyword} or ${orders.userId} in (select id from users where email ilike ${likePattern(where.keyword)}))`,
      );
    }
    const cond = and(...parts);
    const [rows, [total]] = await Promise.all([
      tx
        .select({ order: orders, email: users.email, nickname: users.nickname })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(cond)
        .orderBy(desc(orders.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(orders)
        .where(cond),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async counts(tx: Tx, userId: number) {
    return tx
      .select({ status: orders.status, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.userId, userId))
      .groupBy(orders.status);
  },

  async dueForExpiry(tx: Tx, limit: number) {
    return tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'unpaid'), sql`${orders.expiresAt} <= now()`))
      .limit(limit);
  },

  async dueForAutoConfirm(tx: Tx, limit: number) {
    return tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.status, 'shipped'), sql`${orders.autoConfirmAt} <= now()`))
      .limit(limit);
  },

  async findLine(tx: Tx, lineId: number) {
    const [row] = await tx
      .select({ line: orderLines, order: orders })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orderLines.id, lineId));
    return row;
  },

  async insertComment(tx: Tx, values: typeof comments.$inferInsert) {
    const [row] = await tx
      .insert(comments)
      .values({ createdAt: clock.stamp(), ...values })
      .onConflictDoNothing()
      .returning();
    if (row) {
      await tx
        .update(goods)
        .set({
          ratingSum: sql`${goods.ratingSum} + ${values.score}`,
          ratingCount: sql`${goods.ratingCount} + 1`,
        })
        .where(eq(goods.id, values.goodsId));
    }
    return row;
  },
};
