import type { GoodsSort } from '@app/contract';
import { and, asc, desc, eq, ilike, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import {
  categories,
  comments,
  goods,
  goodsSkus,
  orderLines,
  orders,
  storeFollows,
  storeLevels,
  storeVisits,
  stores,
  userAuths,
  users,
  wishes,
} from '#server/db/schema/index.js';
import { likePattern } from '#server/db/paginate.js';
import { clock } from '#server/lib/clock.js';

export type GoodsRow = typeof goods.$inferSelect;
export type GoodsValues = Omit<typeof goods.$inferInsert, 'id'>;
export type SkuValues = Pick<
  typeof goodsSkus.$inferInsert,
  'name' | 'price' | 'originalPrice' | 'stock' | 'wholesaleCost' | 'sort' | 'warehouseSkuId'
>;

export type GoodsCardRow = {
  id: number;
  title: string;
  image: string;
  price: number;
  originalPrice: number;
  sold: number;
  freeShipping: boolean;
  rating: number;
  storeId: number;
  storeName: string;
  sponsored: boolean;
};

export interface GoodsFilter {
  keyword?: string;
  categoryIds?: number[];
  storeId?: number;
  minPrice?: number;
  maxPrice?: number;
  freeShipping?: boolean;
  ids?: number[];
}

/** Products buyers see (`goodsBuyable` in the rules): on sale, live after review, not deleted; alias `g`. */
export const BUYABLE_GOODS = sql`g.on_sale and g.review = 'live' and g.deleted_at is null`;

/** Stores whose products may be bought and listed (frozen or disabled stores are restricted, spec §6). */
export const SELLING_STORE = sql`s.status in ('normal', 'exception')`;

const ORDER_BY: Record<GoodsSort, SQL> = {
  // Ranked by sales, recency and active traffic packages (DESIGN §2).
  recommended: sql`(ln(1 + g.sold) + 3 * exp(-extract(epoch from now() - g.created_at) / 2592000.0)
    + case when tp.store_id is not null then 2 else 0 end) desc, g.id desc`,
  sales: sql`g.sold desc, g.id desc`,
  newest: sql`g.created_at desc, g.id desc`,
  price_asc: sql`g.price asc, g.id asc`,
  price_desc: sql`g.price desc, g.id desc`,
};

function goodsWhere(f: GoodsFilter): SQL {
  const parts: SQL[] = [BUYABLE_GOODS, SELLING_STORE];
  if (f.keyword) {
    const words = f.keyword.split(/\s+/).filter(Boolean).slice(0, 5);
    for (const w of words) parts.push(sql`g.title ilike ${likePattern(w)}`);
  }
  if (f.categoryIds) parts.push(sql`g.category_id = any(${sql.param(f.categoryIds)})`);
  if (f.storeId) parts.push(sql`g.store_id = ${f.storeId}`);
  if (f.minPrice !== undefined) parts.push(sql`g.price >= ${f.minPrice}`);
  if (f.maxPrice !== undefined) parts.push(sql`g.price <= ${f.maxPrice}`);
  if (f.freeShipping) parts.push(sql`g.shipping_fee = 0`);
  if (f.ids) parts.push(sql`g.id = any(${sql.param(f.ids)})`);
  return sql.join(parts, sql` and `);
}

const CARD_COLUMNS = sql`g.id, g.title, g.images->>0 as image, g.price, g.original_price as "originalPrice",
  g.sold, g.shipping_fee = 0 as "freeShipping",
  case when g.rating_count > 0 then round(g.rating_sum::numeric / g.rating_count, 1)::float8 else 0 end as rating,
  s.id as "storeId", s.name as "storeName", tp.store_id is not null as sponsored`;

const ACTIVE_PACKAGES = sql`(select distinct store_id from traffic_packages
  where now() >= starts_at and now() < ends_at)`;

export const catalogRepository = {
  /** The store a user owns (one at most), whatever its status. */
  async storeOfOwner(tx: Tx, ownerId: number) {
    const [row] = await tx.select().from(stores).where(eq(stores.ownerId, ownerId)).limit(1);
    return row;
  },

  /**
   * Opens a user's store (seller registration or "open a store"): answers undefined when the user
   * already has one (one store per owner, kept by the unique index even under concurrent calls).
   */
  async openStore(tx: Tx, input: { ownerId: number; name: string; address: string; logo: string }) {
    const [row] = await tx
      .insert(stores)
      .values(input)
      .onConflictDoNothing({ target: stores.ownerId })
      .returning();
    return row;
  },

  /** The store owner's real-name status: the store's authentication status follows it (spec §4). */
  async ownerAuthStatus(tx: Tx, ownerId: number) {
    const [row] = await tx
      .select({ status: userAuths.status })
      .from(userAuths)
      .where(eq(userAuths.userId, ownerId))
      .limit(1);
    return row?.status ?? ('unauthenticated' as const);
  },

  async categories(tx: Tx) {
    return tx.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  },

  async goodsPage(tx: Tx, f: GoodsFilter, sort: GoodsSort, q: { page: number; pageSize: number }) {
    const result = await tx.execute<GoodsCardRow & { total: number }>(sql`
      select ${CARD_COLUMNS}, count(*) over() as total
      from goods g join stores s on s.id = g.store_id
      left join ${ACTIVE_PACKAGES} tp on tp.store_id = g.store_id
      where ${goodsWhere(f)}
      order by ${f.storeId && sort === 'recommended' ? sql`g.pinned_at desc nulls last, ` : sql``}${ORDER_BY[sort]}
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
    const rows = result.rows;
    let total = rows[0]?.total ?? 0;
    if (!rows.length && q.page > 1) {
      const counted = await tx.execute<{ n: number }>(sql`
        select count(*)::int as n from goods g join stores s on s.id = g.store_id where ${goodsWhere(f)}`);
      total = counted.rows[0]?.n ?? 0;
    }
    return { rows: rows.map(({ total: _t, ...card }) => card as GoodsCardRow), total: Number(total) };
  },

  /** Cards of the given products in the given order (sections, wish list). */
  async cardsByIds(tx: Tx, ids: number[]): Promise<GoodsCardRow[]> {
    if (!ids.length) return [];
    const result = await tx.execute<GoodsCardRow>(sql`
      select ${CARD_COLUMNS}
      from goods g join stores s on s.id = g.store_id
      left join ${ACTIVE_PACKAGES} tp on tp.store_id = g.store_id
      where ${goodsWhere({ ids })}`);
    const byId = new Map(result.rows.map((r) => [r.id, r]));
    return ids.map((id) => byId.get(id)).filter((r): r is GoodsCardRow => !!r);
  },

  async findGoods(tx: Tx, id: number) {
    const [row] = await tx.select().from(goods).where(eq(goods.id, id));
    return row;
  },

  async skusOf(tx: Tx, goodsId: number) {
    return tx
      .select()
      .from(goodsSkus)
      .where(eq(goodsSkus.goodsId, goodsId))
      .orderBy(asc(goodsSkus.sort), asc(goodsSkus.id));
  },

  /** Every category with how many products are filed directly under it, for the console. */
  async categoriesWithCounts(tx: Tx) {
    return tx
      .select({
        category: categories,
        goodsCount: sql<number>`(select count(*)::int from goods g where g.category_id = categories.id)`,
      })
      .from(categories)
      .orderBy(asc(categories.sort), asc(categories.id));
  },

  async insertCategory(tx: Tx, values: Omit<typeof categories.$inferInsert, 'id'>) {
    const [row] = await tx.insert(categories).values(values).returning();
    return row!;
  },

  async updateCategory(tx: Tx, id: number, values: Partial<Omit<typeof categories.$inferInsert, 'id'>>) {
    const [row] = await tx.update(categories).set(values).where(eq(categories.id, id)).returning();
    return row;
  },

  /** Deletes a category unless products or other categories are filed under it (then answers nothing). */
  async deleteEmptyCategory(tx: Tx, id: number) {
    const [row] = await tx
      .delete(categories)
      .where(
        and(
          eq(categories.id, id),
          sql`not exists (select 1 from ${goods} g where g.category_id = ${id})`,
          sql`not exists (select 1 from ${categories} c where c.parent_id = ${id})`,
        ),
      )
      .returning();
    return row;
  },

  async findCategory(tx: Tx, id: number) {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id));
    return row;
  },

  async findStore(tx: Tx, id: number) {
    const [row] = await tx.select().from(stores).where(eq(stores.id, id));
    return row;
  },

  /** Products on sale and units sold per store (a store's sales are the sum over its products). */
  async storeStats(tx: Tx, storeIds: number[]) {
    const stats = new Map<number, { goodsCount: number; sales: number }>();
    if (!storeIds.length) return stats;
    const rows = await tx
      .select({
        storeId: goods.storeId,
        goodsCount: sql<number>`(count(*) filter (where ${goods.onSale} and ${goods.review} = 'live' and ${goods.deletedAt} is null))::int`,
        sales: sql<number>`coalesce(sum(${goods.sold}), 0)::int`,
      })
      .from(goods)
      .where(inArray(goods.storeId, storeIds))
      .groupBy(goods.storeId);
    for (const r of rows) stats.set(r.storeId, { goodsCount: r.goodsCount, sales: r.sales });
    return stats;
  },

  async storeRating(tx: Tx, storeId: number) {
    const [row] = await tx
      .select({
        sum: sql<number>`coalesce(sum(${goods.ratingSum}), 0)::int`,
        n: sql<number>`coalesce(sum(${goods.ratingCount}), 0)::int`,
      })
      .from(goods)
      .where(eq(goods.storeId, storeId));
    return row && row.n > 0 ? Math.round((row.sum / row.n) * 10) / 10 : 0;
  },

  async ratingStars(tx: Tx, goodsId: number) {
    const rows = await tx
      .select({
        score: comments.score,
        n: sql<number>`count(*)::int`,
        withImages: sql<number>`count(*) filter (where jsonb_array_length(${comments.images}) > 0)::int`,
      })
      .from(comments)
      .where(eq(comments.goodsId, goodsId))
      .groupBy(comments.score);
    return rows;
  },

  async commentPage(tx: Tx, goodsId: number, withImages: boolean, q: { page: number; pageSize: number }) {
    const where = and(
      eq(comments.goodsId, goodsId),
      withImages ? sql`jsonb_array_length(${comments.images}) > 0` : undefined,
    );
    const [rows, [total]] = await Promise.all([
      tx
        .select({ comment: comments, nickname: users.nickname })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .where(where)
        .orderBy(desc(comments.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(comments)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async isWished(tx: Tx, userId: number, goodsId: number) {
    const [row] = await tx
      .select({ x: sql`1` })
      .from(wishes)
      .where(and(eq(wishes.userId, userId), eq(wishes.goodsId, goodsId)));
    return !!row;
  },

  async isFollowed(tx: Tx, userId: number, storeId: number) {
    const [row] = await tx
      .select({ x: sql`1` })
      .from(storeFollows)
      .where(and(eq(storeFollows.userId, userId), eq(storeFollows.storeId, storeId)));
    return !!row;
  },

  /** Units of a product this buyer has ordered (unpaid reservations included; cancelled and refunded not). */
  async boughtBy(tx: Tx, userId: number, goodsIds: number[]) {
    if (!goodsIds.length) return new Map<number, number>();
    const rows = await tx
      .select({ goodsId: orderLines.goodsId, n: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int` })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(
        and(
          eq(orders.userId, userId),
          inArray(orderLines.goodsId, goodsIds),
          sql`${orders.status} not in ('cancelled', 'refunded')`,
        ),
      )
      .groupBy(orderLines.goodsId);
    return new Map(rows.map((r) => [r.goodsId, r.n]));
  },

  /** Stores that sell, by units sold (the sum over their products, as their cards show), then oldest first. */
  async homeStores(tx: Tx) {
    return tx
      .select()
      .from(stores)
      .where(sql`${stores.status} in ('normal', 'exception')`)
      .orderBy(
        desc(
          sql`(select coalesce(sum(${goods.sold}), 0) from ${goods} where ${goods.storeId} = ${stores.id})`,
        ),
        asc(stores.id),
      );
  },

  /** Categories the buyer showed interest in: wish list, cart and orders. */
  async interestCategories(tx: Tx, userId: number) {
    const result = await tx.execute<{ category_id: number }>(sql`
      select g.category_id from (
        select goods_id from wishes where user_id = ${userId}
        union all select k.goods_id from cart_items c join goods_skus k on k.id = c.sku_id where c.user_id = ${userId}
        union all select l.goods_id from order_lines l join orders o on o.id = l.order_id where o.user_id = ${userId}
      ) x join goods g on g.id = x.goods_id group by g.category_id order by count(*) desc limit 5`);
    return result.rows.map((r) => Number(r.category_id));
  },

  async setWish(tx: Tx, userId: number, goodsId: number, wished: boolean) {
    if (wished)
      await tx.insert(wishes).values({ userId, goodsId, createdAt: clock.stamp() }).onConflictDoNothing();
    else await tx.delete(wishes).where(and(eq(wishes.userId, userId), eq(wishes.goodsId, goodsId)));
  },

  async wishPage(tx: Tx, userId: number, q: { page: number; pageSize: number }) {
    const where = eq(wishes.userId, userId);
    const [rows, [total]] = await Promise.all([
      tx
        .select({ goodsId: wishes.goodsId })
        .from(wishes)
        .where(where)
        .orderBy(desc(wishes.createdAt))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(wishes)
        .where(where),
    ]);
    return { ids: rows.map((r) => r.goodsId), total: total?.n ?? 0 };
  },

  /** Follows or unfollows; the store's follower count moves only when the relation changed. */
  async setFollow(tx: Tx, userId: number, storeId: number, followed: boolean) {
    const changed = followed
      ? await tx
          .insert(storeFollows)
          .values({ userId, storeId, createdAt: clock.stamp() })
          .onConflictDoNothing()
          .returning()
      : await tx
          .delete(storeFollows)
          .where(and(eq(storeFollows.userId, userId), eq(storeFollows.storeId, storeId)))
          .returning();
    const delta = changed.length ? (followed ? 1 : -1) : 0;
    const [row] = await tx
      .update(stores)
      .set({ followers: sql`greatest(${stores.followers} + ${delta}, 0)` })
      .where(eq(stores.id, storeId))
      .returning({ followers: stores.followers });
    return row?.followers ?? 0;
  },

  async followPage(tx: Tx, userId: number, q: { page: number; pageSize: number }) {
    const where = eq(storeFollows.userId, userId);
    const [rows, [total]] = await Promise.all([
      tx
        .select({ store: stores })
        .from(storeFollows)
        .innerJoin(stores, eq(stores.id, storeFollows.storeId))
        .where(where)
        .orderBy(desc(storeFollows.createdAt))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(storeFollows)
        .where(where),
    ]);
    return { rows: rows.map((r) => r.store), total: total?.n ?? 0 };
  },

  /**
   * Adds a batch of impressions (store → count) to each store's running traffic package and to its
   * UTC day (`traffic_impressions`, the seller's chart), in one statement. `at` is the moment they
   * were shown (the demo history's simulated days, decision 26; else now).
   */
  async countImpressions(tx: Tx, counts: Map<number, number>, at: Date = clock.now()) {
    if (!counts.size) return;
    const storeIds = [...counts.keys()];
    const ns = [...counts.values()];
    await tx.execute(sql`
      with batch as (
        select * from unnest(${sql.param(storeIds)}::bigint[], ${sql.param(ns)}::bigint[]) as b(store_id, n)
      ), running as (
        select tp.id, b.n from traffic_packages tp join batch b on b.store_id = tp.store_id
        where ${at} >= tp.starts_at and ${at} < tp.ends_at
      ), totals as (
        update traffic_packages tp set impressions = tp.impressions + r.n from running r where tp.id = r.id
      )
      insert into traffic_impressions (package_id, day, count)
      select id, (${at}::timestamptz at time zone 'utc')::date, n from running
      on conflict (package_id, day) do update set count = traffic_impressions.count + excluded.count`);
  },

  /** Adds page views per store, UTC day and visitor (one statement for a batch). */
  async countVisits(tx: Tx, rows: { storeId: number; day: string; visitor: string; views: number }[]) {
    if (!rows.length) return;
    await tx
      .insert(storeVisits)
      .values(rows)
      .onConflictDoUpdate({
        target: [storeVisits.storeId, storeVisits.day, storeVisits.visitor],
        set: { views: sql`${storeVisits.views} + excluded.views` },
      });
  },

  async bumpVisits(tx: Tx, storeId: number) {
    await tx
      .update(stores)
      .set({ visits: sql`${stores.visits} + 1` })
      .where(eq(stores.id, storeId));
  },

  // ---------- the console ----------

  /** Stores with their owner's email, newest first, by a keyword in the name. */
  async staffStorePage(tx: Tx, q: { page: number; pageSize: number; keyword?: string }) {
    const where = q.keyword ? ilike(stores.name, likePattern(q.keyword)) : undefined;
    const [rows, [total]] = await Promise.all([
      tx
        .select({ store: stores, ownerEmail: users.email })
        .from(stores)
        .leftJoin(users, eq(users.id, stores.ownerId))
        .where(where)
        .orderBy(desc(stores.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(stores)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async updateStore(
    tx: Tx,
    id: number,
    set: Partial<
      Pick<
        typeof stores.$inferInsert,
        | 'level'
        | 'status'
        | 'statusReason'
        | 'statusChangedAt'
        | 'name'
        | 'logo'
        | 'address'
        | 'phone'
        | 'whatsapp'
        | 'notifyOrders'
      >
    >,
  ) {
    const [row] = await tx.update(stores).set(set).where(eq(stores.id, id)).returning();
    return row;
  },

  /** The store row locked for the rest of the transaction (status changes and level rises queue on it). */
  async lockStore(tx: Tx, id: number) {
    const [row] = await tx.select().from(stores).where(eq(stores.id, id)).for('update');
    return row;
  },

  /** Cumulative completed sales of a store: the totals of its completed orders (what its level rises by). */
  async completedSales(tx: Tx, storeId: number) {
    const [row] = await tx
      .select({ total: sql<string>`coalesce(sum(${orders.total}), 0)` })
      .from(orders)
      .where(and(eq(orders.storeId, storeId), eq(orders.status, 'completed')));
    return Number(row?.total ?? 0);
  },

  /** Completed sales of every store (the seed's and a level table change's recomputation). */
  async completedSalesByStore(tx: Tx) {
    const rows = await tx
      .select({ storeId: orders.storeId, total: sql<string>`sum(${orders.total})` })
      .from(orders)
      .where(eq(orders.status, 'completed'))
      .groupBy(orders.storeId);
    return new Map(rows.map((r) => [r.storeId, Number(r.total)]));
  },

  async storeLevels(tx: Tx) {
    return tx.select().from(storeLevels).orderBy(asc(storeLevels.level));
  },

  async replaceStoreLevels(
    tx: Tx,
    rows: { level: number; minSales: number; productLimit: number; marginBps: number }[],
  ) {
    await tx.delete(storeLevels);
    await tx.insert(storeLevels).values(rows.map((r) => ({ ...r, updatedAt: clock.now() })));
  },

  async allStores(tx: Tx) {
    return tx.select().from(stores).orderBy(asc(stores.id));
  },

  /** Where a store's mails go: its owner's address and language. */
  async owner(tx: Tx, ownerId: number) {
    const [row] = await tx
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, ownerId));
    return row;
  },

  async ownerEmail(tx: Tx, ownerId: number) {
    const [row] = await tx.select({ email: users.email }).from(users).where(eq(users.id, ownerId));
    return row?.email ?? null;
  },

  /** Products of any store and state, newest first, by a keyword in the title and a store. */
  async staffGoodsPage(tx: Tx, q: { page: number; pageSize: number; keyword?: string; storeId?: number }) {
    const where = and(
      q.keyword ? ilike(goods.title, likePattern(q.keyword)) : undefined,
      q.storeId ? eq(goods.storeId, q.storeId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(goods)
        .where(where)
        .orderBy(desc(goods.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(goods)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** The specifications of several products, in their display order. */
  async skusOfMany(tx: Tx, goodsIds: number[]) {
    return tx
      .select()
      .from(goodsSkus)
      .where(inArray(goodsSkus.goodsId, goodsIds))
      .orderBy(goodsSkus.sort, goodsSkus.id);
  },

  async storeNames(tx: Tx, storeIds: number[]) {
    const rows = await tx
      .select({ id: stores.id, name: stores.name })
      .from(stores)
      .where(inArray(stores.id, storeIds));
    return new Map(rows.map((s) => [s.id, s.name]));
  },

  async insertGoods(tx: Tx, values: GoodsValues) {
    const [row] = await tx.insert(goods).values(values).returning();
    return row!;
  },

  async updateGoods(tx: Tx, id: number, values: GoodsValues) {
    const [row] = await tx.update(goods).set(values).where(eq(goods.id, id)).returning();
    return row;
  },

  async skuIdsOf(tx: Tx, goodsId: number) {
    const rows = await tx.select({ id: goodsSkus.id }).from(goodsSkus).where(eq(goodsSkus.goodsId, goodsId));
    return rows.map((r) => r.id);
  },

  /** Empties the stock of a product's specifications other than `keep` (kept, never deleted). */
  async emptySkusExcept(tx: Tx, goodsId: number, keep: number[]) {
    await tx
      .update(goodsSkus)
      .set({ stock: 0 })
      .where(and(eq(goodsSkus.goodsId, goodsId), keep.length ? notInArray(goodsSkus.id, keep) : undefined));
  },

  async updateSku(tx: Tx, id: number, values: SkuValues) {
    await tx.update(goodsSkus).set(values).where(eq(goodsSkus.id, id));
  },

  async insertSku(tx: Tx, values: SkuValues & { goodsId: number }) {
    await tx.insert(goodsSkus).values(values);
  },
};
