import type { OrderFilter, OrderStatus } from '@app/contract';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
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

/** `afterPayment`'s first statement: the events, the products locked in id order, the notices. */
const paidLocked = preparedSql(
  'orders_paid_events',
  sql`
    with events as (
      insert into order_events (order_id, type, note, created_at)
      select id, 'paid', '', coalesce(${sql.placeholder('at')}::timestamptz, now())
      from unnest(${sql.placeholder('ids')}::bigint[]) as id
    ),
    locked as (
      select g.id from goods g
      where g.id in (select goods_id from order_lines where order_id = any(${sql.placeholder('ids')}::bigint[]))
      order by g.id for no key update
    )
    -- "locked" is read below so that it runs: a CTE that only selects runs when it is read.
    select pg_notify('chat', json_build_object(
      'type', 'store_order', 'userId', o.user_id, 'ownerId', s.owner_id, 'storeId', o.store_id,
      'orderId', o.id, 'orderNo', o.order_no, 'total', o.total, 'status', o.status)::text),
      (select count(*) from locked) as locked
    from orders o join stores s on s.id = o.store_id where o.id = any(${sql.placeholder('ids')}::bigint[])`,
);

/** `afterPayment`'s second statement: the sold counts of the products the first one locked. */
const soldCounted = preparedSql(
  'orders_paid_sold',
  sql`
    update goods g set sold = greatest(g.sold + bought.n, 0)
    from (
      select goods_id, sum(quantity)::int as n from order_lines
      where order_id = any(${sql.placeholder('ids')}::bigint[]) group by goods_id
    ) bought
    where g.id = bought.goods_id`,
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

  /** A placed order's lines and its `placed` event, in one statement (issue 18). */
  async insertLines(tx: Tx, orderId: number, values: Omit<typeof orderLines.$inferInsert, 'orderId'>[]) {
    const lines = tx.$with('lines').as(
      tx
        .insert(orderLines)
        .values(values.map((v) => ({ ...v, orderId })))
        .returning({ id: orderLines.id }),
    );
    await tx
      .with(lines)
      .insert(orderEvents)
      .values({ orderId, type: 'placed', note: '', staffId: null, createdAt: clock.stamp() });
  },

  /**
   * What follows a payment, in two statements (built once, decision 68): each order's `paid` event,
   * its products' rows locked in id order (the one order every checkout takes, and last, so a
   * popular product's row is held only until the commit a moment later), and the stores' owners told
   * on the live channel (`chat`, as ChatNotice `store_order`; NOTIFY delivers at commit, so a
   * rolled-back payment says nothing); then the locked products' sold counts. Not one statement: a
   * statement that locks a row and then updates it again sees the row as of its start, and when
   * another payment changed it meanwhile, two such statements can deadlock on its versions (seen
   * under load, 1 in about 1,500 payments).
   */
  async afterPayment(tx: Tx, ids: number[]) {
    if (!ids.length) return;
    await paidLocked(tx, { ids, at: clock.stamp() ?? null });
    await soldCounted(tx, { ids });
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
