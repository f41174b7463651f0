import { and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { DealSocketEvent, DealState, TaskFilter } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import {
  goods,
  goodsSkus,
  groupDealParticipants,
  groupDeals,
  ledgerTransfers,
  orders,
  stores,
  users,
} from '#server/db/schema/index.js';

export type DealRow = typeof groupDeals.$inferSelect;
export type ParticipantRow = typeof groupDealParticipants.$inferSelect;
export type DealProductRow = {
  goodsId: number;
  skuId: number;
  title: string;
  skuName: string;
  image: string;
  listPrice: number;
  storeId: number;
  storeName: string;
};
export type DealWithProduct = { deal: DealRow; product: DealProductRow };

const productCols = {
  goodsId: goods.id,
  skuId: goodsSkus.id,
  title: goods.title,
  skuName: goodsSkus.name,
  image: sql<string>`coalesce(${goods.images}->>0, '')`,
  listPrice: goodsSkus.price,
  storeId: stores.id,
  storeName: stores.name,
};

/** Whether PostgreSQL gave up waiting for a row lock (SQLSTATE 55P03, `lock_timeout`), however wrapped. */
export function isLockTimeout(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '55P03') return true;
  }
  return false;
}

function withProduct(tx: Tx) {
  return tx
    .select({ deal: groupDeals, product: productCols })
    .from(groupDeals)
    .innerJoin(goodsSkus, eq(goodsSkus.id, groupDeals.skuId))
    .innerJoin(goods, eq(goods.id, groupDeals.goodsId))
    .innerJoin(stores, eq(stores.id, goods.storeId));
}

/** The only SQL of group-buy deals: deals, their participants and what the ledger paid them. */
export const taskRepository = {
  async count(tx: Tx) {
    const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(groupDeals);
    return row?.n ?? 0;
  },

  /** For the demo seed: specifications of on-sale products of normal stores with stock to spare. */
  async demoSkus(tx: Tx, n: number) {
    return tx
      .select({ skuId: goodsSkus.id, price: goodsSkus.price, title: goods.title })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .innerJoin(stores, eq(stores.id, goods.storeId))
      .where(
        and(
          eq(goods.onSale, true),
          eq(goods.review, 'live'),
          sql`${goods.deletedAt} is null`,
          eq(stores.status, 'normal'),
          sql`${goodsSkus.stock} >= 30`,
          sql`${goodsSkus.price} between 1000 and 20000`,
          eq(goods.maxPerCustomer, 0),
        ),
      )
      .orderBy(desc(goods.sold), asc(goodsSkus.id))
      .limit(n);
  },

  async find(tx: Tx, id: number): Promise<DealWithProduct | undefined> {
    const [row] = await withProduct(tx).where(eq(groupDeals.id, id));
    return row;
  },

  /** Deals by id in one read, in the order of `ids` (undefined where none has that id). */
  async findMany(tx: Tx, ids: number[]): Promise<(DealWithProduct | undefined)[]> {
    if (!ids.length) return [];
    const rows = await withProduct(tx).where(inArray(groupDeals.id, ids));
    const byId = new Map(rows.map((r) => [r.deal.id, r]));
    return ids.map((id) => byId.get(id));
  },

  /**
   * Locks a deal's row for joining, waiting at most `waitMs` for the others holding it; past that
   * PostgreSQL gives up (55P03, see `isLockTimeout`).
   */
  async lockForJoin(tx: Tx, id: number, waitMs: number) {
    await tx.execute(sql.raw(`set local lock_timeout = '${Math.max(1, Math.floor(waitMs))}ms'`));
    const [row] = await tx.select().from(groupDeals).where(eq(groupDeals.id, id)).for('update');
    await tx.execute(sql.raw(`set local lock_timeout = 0`));
    return row;
  },

  /** Locks a deal's row, waiting as long as it takes (the deadline job, settlement). */
  async lock(tx: Tx, id: number) {
    const [row] = await tx.select().from(groupDeals).where(eq(groupDeals.id, id)).for('update');
    return row;
  },

  async insert(tx: Tx, values: typeof groupDeals.$inferInsert) {
    const [row] = await tx.insert(groupDeals).values(values).returning();
    return row!;
  },

  async update(tx: Tx, id: number, set: Partial<typeof groupDeals.$inferInsert>) {
    const [row] = await tx.update(groupDeals).set(set).where(eq(groupDeals.id, id)).returning();
    return row!;
  },

  async participantOf(tx: Tx, dealId: number, userId: number) {
    const [row] = await tx
      .select()
      .from(groupDealParticipants)
      .where(and(eq(groupDealParticipants.dealId, dealId), eq(groupDealParticipants.userId, userId)));
    return row;
  },

  async insertParticipant(tx: Tx, values: typeof groupDealParticipants.$inferInsert) {
    const [row] = await tx.insert(groupDealParticipants).values(values).returning();
    return row!;
  },

  async participants(tx: Tx, dealId: number) {
    return tx
      .select()
      .from(groupDealParticipants)
      .where(eq(groupDealParticipants.dealId, dealId))
      .orderBy(asc(groupDealParticipants.id));
  },

  async updateParticipant(tx: Tx, id: number, set: Partial<typeof groupDealParticipants.$inferInsert>) {
    await tx.update(groupDealParticipants).set(set).where(eq(groupDealParticipants.id, id));
  },

  /**
   * Tells every server node's socket that a deal's count or state changed (sent when the
   * transaction commits; decision 54). Public: the id, the count, the state and the deadline.
   */
  async notify(tx: Tx, event: DealSocketEvent) {
    await tx.execute(sql`select pg_notify('group_deal', ${JSON.stringify(event)})`);
  },

  /** The deal's orders proceed to fulfilment (the count was reached). */
  async releaseOrders(tx: Tx, dealId: number) {
    await tx
      .update(orders)
      .set({ awaitingGroup: false })
      .where(
        inArray(
          orders.id,
          tx
            .select({ id: groupDealParticipants.orderId })
            .from(groupDealParticipants)
            .where(eq(groupDealParticipants.dealId, dealId)),
        ),
      );
  },

  /** Open deals whose deadline has passed (the deadline job's work). */
  async dueIds(tx: Tx, now: Date) {
    const rows = await tx
      .select({ id: groupDeals.id })
      .from(groupDeals)
      .where(and(eq(groupDeals.status, 'open'), lte(groupDeals.deadline, now)))
      .orderBy(asc(groupDeals.id));
    return rows.map((r) => r.id);
  },

  /** Deals for buyers by the spec's filters; the caller's own filters need `userId`. */
  async page(
    tx: Tx,
    q: { filter: TaskFilter; page: number; pageSize: number },
    userId: number | undefined,
    now: Date,
  ) {
    const mine = userId
      ? sql`exists (select 1 from ${groupDealParticipants} p where p.deal_id = ${groupDeals.id} and p.user_id = ${userId})`
      : sql`false`;
    const running = and(eq(groupDeals.status, 'open'), lte(groupDeals.startsAt, now));
    let where: SQL | undefined;
    switch (q.filter) {
      case 'participating':
        where = and(mine, eq(groupDeals.status, 'open'));
        break;
      case 'inProgress':
        where = eq(groupDeals.status, 'open');
        break;
      case 'completed':
        where = inArray(groupDeals.status, ['settled', 'failed', 'cancelled']);
        break;
      case 'toSettle':
        where = userId
          ? and(
              eq(groupDeals.status, 'settled'),
              sql`exists (select 1 from ${groupDealParticipants} p join ${orders} o on o.id = p.order_id
                where p.deal_id = ${groupDeals.id} and p.user_id = ${userId}
                and o.status in ('to_purchase', 'pending', 'shipped', 'refunding'))`,
            )
          : sql`false`;
        break;
      default:
        where = undefined;
    }
    const rank = sql`case when ${running} then 0 when ${groupDeals.status} = 'open' then 1 else 2 end`;
    const [rows, [total]] = await Promise.all([
      withProduct(tx)
        .where(where)
        .orderBy(rank, asc(groupDeals.deadline), desc(groupDeals.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(groupDeals)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** The caller's places in the given deals, with their orders and cashback. */
  async places(tx: Tx, userId: number, dealIds: number[]) {
    if (!dealIds.length) return [];
    return tx
      .select({
        participant: groupDealParticipants,
        orderNo: orders.orderNo,
        cashback: sql<number>`coalesce(${ledgerTransfers.amount}, 0)::bigint`.mapWith(Number),
      })
      .from(groupDealParticipants)
      .innerJoin(orders, eq(orders.id, groupDealParticipants.orderId))
      .leftJoin(ledgerTransfers, eq(ledgerTransfers.id, groupDealParticipants.cashbackTransferId))
      .where(and(eq(groupDealParticipants.userId, userId), inArray(groupDealParticipants.dealId, dealIds)));
  },

  /** Participants as others see them, first joined first. */
  async publicParticipants(tx: Tx, dealId: number, q: { page: number; pageSize: number }) {
    const where = eq(groupDealParticipants.dealId, dealId);
    const [rows, [total]] = await Promise.all([
      tx
        .select({
          nickname: users.nickname,
          email: users.email,
          avatar: users.avatar,
          joinedAt: groupDealParticipants.joinedAt,
        })
        .from(groupDealParticipants)
        .innerJoin(users, eq(users.id, groupDealParticipants.userId))
        .where(where)
        .orderBy(asc(groupDealParticipants.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(groupDealParticipants)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Deals for staff, newest first, with the cashback paid and the refunds recorded. */
  async adminPage(tx: Tx, q: { page: number; pageSize: number; state?: DealState }, now: Date) {
    let where: SQL | undefined;
    if (q.state === 'upcoming') where = and(eq(groupDeals.status, 'open'), gt(groupDeals.startsAt, now));
    else if (q.state === 'running') where = and(eq(groupDeals.status, 'open'), lte(groupDeals.startsAt, now));
    else if (q.state) where = eq(groupDeals.status, q.state);
    const [rows, [total]] = await Promise.all([
      withProduct(tx)
        .where(where)
        .orderBy(desc(groupDeals.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(groupDeals)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async outcomes(tx: Tx, dealIds: number[]) {
    if (!dealIds.length) return new Map<number, { cashbackPaid: number; refunded: number }>();
    const rows = await tx
      .select({
        dealId: groupDealParticipants.dealId,
        cashbackPaid: sql<number>`coalesce(sum(${ledgerTransfers.amount}), 0)::bigint`.mapWith(Number),
        refunded: sql<number>`count(${groupDealParticipants.refundedAt})::int`,
      })
      .from(groupDealParticipants)
      .leftJoin(ledgerTransfers, eq(ledgerTransfers.id, groupDealParticipants.cashbackTransferId))
      .where(inArray(groupDealParticipants.dealId, dealIds))
      .groupBy(groupDealParticipants.dealId);
    return new Map(rows.map((r) => [r.dealId, { cashbackPaid: r.cashbackPaid, refunded: r.refunded }]));
  },

  async adminParticipants(tx: Tx, dealId: number, q: { page: number; pageSize: number }) {
    const where = eq(groupDealParticipants.dealId, dealId);
    const [rows, [total]] = await Promise.all([
      tx
        .select({
          participant: groupDealParticipants,
          email: users.email,
          nickname: users.nickname,
          orderNo: orders.orderNo,
          orderStatus: orders.status,
          cashback: sql<number>`coalesce(${ledgerTransfers.amount}, 0)::bigint`.mapWith(Number),
        })
        .from(groupDealParticipants)
        .innerJoin(users, eq(users.id, groupDealParticipants.userId))
        .innerJoin(orders, eq(orders.id, groupDealParticipants.orderId))
        .leftJoin(ledgerTransfers, eq(ledgerTransfers.id, groupDealParticipants.cashbackTransferId))
        .where(where)
        .orderBy(asc(groupDealParticipants.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(groupDealParticipants)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
};
