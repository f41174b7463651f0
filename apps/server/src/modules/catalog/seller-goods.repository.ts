import type { SellerGoodsFilter } from '@app/contract';
import { aliasedTable, and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import {
  categories,
  comments,
  goods,
  goodsSkus,
  platformSettings,
  stores,
  users,
} from '#server/db/schema/index.js';
import { likePattern } from '#server/db/paginate.js';
import { clock } from '#server/lib/clock.js';

export type SellerGoodsRow = typeof goods.$inferSelect & { stock: number };

/** The seller's product filters in SQL (alias `g`; `stock` is the sum over its specifications). */
const FILTER: Record<SellerGoodsFilter, SQL> = {
  all: sql`true`,
  on_sale: sql`g.on_sale and g.review = 'live'`,
  off_sale: sql`not g.on_sale and g.review = 'live'`,
  out_of_stock: sql`not exists (select 1 from goods_skus k where k.goods_id = g.id and k.stock > 0)`,
  reviewing: sql`g.review = 'reviewing'`,
  rejected: sql`g.review = 'rejected'`,
};

const g = aliasedTable(goods, 'g');
const STOCK = sql<number>`coalesce((select sum(k.stock) from goods_skus k where k.goods_id = g.id), 0)::int`;
/** A product (alias `g`) with its total stock, read in the same query. */
const COLUMNS = { row: g, stock: STOCK };
const withStock = (r: { row: typeof goods.$inferSelect; stock: number }): SellerGoodsRow => ({
  ...r.row,
  stock: Number(r.stock),
});

/** A store's products as its seller manages them (never another store's; deleted ones are gone). */
export const sellerGoodsRepository = {
  async page(
    tx: Tx,
    storeId: number,
    q: { page: number; pageSize: number; keyword?: string; filter: SellerGoodsFilter },
  ) {
    const where = sql.join(
      [
        sql`g.store_id = ${storeId}`,
        sql`g.deleted_at is null`,
        FILTER[q.filter],
        ...(q.keyword ? [sql`g.title ilike ${likePattern(q.keyword)}`] : []),
      ],
      sql` and `,
    );
    const found = await tx
      .select({ ...COLUMNS, total: sql<number>`count(*) over()`.mapWith(Number) })
      .from(g)
      .where(where)
      .orderBy(sql`g.pinned_at desc nulls last, g.id desc`)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const total = found.length
      ? found[0]!.total
      : ((await tx.execute<{ n: number }>(sql`select count(*)::int as n from goods g where ${where}`)).rows[0]
          ?.n ?? 0);
    return { rows: found.map(withStock), total };
  },

  /** The given products, each with its total stock (in no particular order). */
  async byIds(tx: Tx, ids: number[]): Promise<SellerGoodsRow[]> {
    if (!ids.length) return [];
    return (await tx.select(COLUMNS).from(g).where(inArray(g.id, ids))).map(withStock);
  },

  /** One of the store's products (not deleted), with its stock; undefined for anyone else's. */
  async own(tx: Tx, storeId: number, id: number, lock = false) {
    const query = tx
      .select(COLUMNS)
      .from(g)
      .where(sql`g.id = ${id} and g.store_id = ${storeId} and g.deleted_at is null`);
    const [found] = lock ? await query.for('update', { of: g }) : await query;
    return found && withStock(found);
  },

  /** How many of the store's products each filter holds, and how many it has in all. */
  async counts(tx: Tx, storeId: number) {
    const { rows } = await tx.execute<Record<SellerGoodsFilter, number>>(sql`
      select ${sql.join(
        (Object.keys(FILTER) as SellerGoodsFilter[]).map(
          (f) => sql`(count(*) filter (where ${FILTER[f]}))::int as ${sql.identifier(f)}`,
        ),
        sql`, `,
      )}
      from goods g where g.store_id = ${storeId} and g.deleted_at is null`);
    return rows[0]!;
  },

  async setOnSale(tx: Tx, storeId: number, ids: number[], onSale: boolean) {
    const rows = await tx
      .update(goods)
      .set({ onSale, updatedAt: clock.now() })
      .where(and(eq(goods.storeId, storeId), inArray(goods.id, ids), isNull(goods.deletedAt)))
      .returning({ id: goods.id });
    return rows.length;
  },

  /** Marks the store's products deleted (off sale, unpinned) and answers their ids. */
  async markDeleted(tx: Tx, storeId: number, ids: number[]) {
    const rows = await tx
      .update(goods)
      .set({ deletedAt: clock.now(), onSale: false, pinnedAt: null, updatedAt: clock.now() })
      .where(and(eq(goods.storeId, storeId), inArray(goods.id, ids), isNull(goods.deletedAt)))
      .returning({ id: goods.id });
    return rows.map((r) => r.id);
  },

  async setPinned(tx: Tx, storeId: number, id: number, pinned: boolean) {
    const [row] = await tx
      .update(goods)
      .set({ pinnedAt: pinned ? clock.now() : null })
      .where(and(eq(goods.storeId, storeId), eq(goods.id, id), isNull(goods.deletedAt)))
      .returning({ id: goods.id });
    return row;
  },

  /** The store's products that are not deleted (what the level's product limit counts). */
  async countLive(tx: Tx, storeId: number) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(goods)
      .where(and(eq(goods.storeId, storeId), isNull(goods.deletedAt)));
    return row?.n ?? 0;
  },

  /** A product's specifications locked for a stock change, in display order. */
  async lockSkus(tx: Tx, goodsId: number) {
    return tx
      .select()
      .from(goodsSkus)
      .where(eq(goodsSkus.goodsId, goodsId))
      .orderBy(asc(goodsSkus.id))
      .for('update');
  },

  async setReview(tx: Tx, id: number, review: 'live' | 'reviewing' | 'rejected', reason: string) {
    const [row] = await tx
      .update(goods)
      .set({ review, reviewReason: reason, updatedAt: clock.now() })
      .where(eq(goods.id, id))
      .returning();
    return row;
  },

  /** Products in a review state, the longest waiting first, with store and category names. */
  async reviewPage(tx: Tx, state: 'live' | 'reviewing' | 'rejected', q: { page: number; pageSize: number }) {
    const where = and(eq(goods.review, state), isNull(goods.deletedAt));
    const [rows, [total]] = await Promise.all([
      tx
        .select({
          id: goods.id,
          storeName: stores.name,
          categoryName: categories.name,
          categoryNames: categories.names,
        })
        .from(goods)
        .innerJoin(stores, eq(stores.id, goods.storeId))
        .innerJoin(categories, eq(categories.id, goods.categoryId))
        .where(where)
        .orderBy(state === 'live' ? sql`${goods.updatedAt} desc` : asc(goods.updatedAt), asc(goods.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(goods)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async names(tx: Tx, id: number) {
    const [row] = await tx
      .select({ storeName: stores.name, categoryName: categories.name, categoryNames: categories.names })
      .from(goods)
      .innerJoin(stores, eq(stores.id, goods.storeId))
      .innerJoin(categories, eq(categories.id, goods.categoryId))
      .where(eq(goods.id, id));
    return row;
  },

  // ---------- reviews of the store's products ----------

  async commentPage(
    tx: Tx,
    storeId: number,
    filter: 'all' | 'unreplied' | 'replied' | 'low',
    q: { page: number; pageSize: number },
  ) {
    const where = and(
      eq(goods.storeId, storeId),
      filter === 'unreplied' ? eq(comments.reply, '') : undefined,
      filter === 'replied' ? sql`${comments.reply} <> ''` : undefined,
      filter === 'low' ? sql`${comments.score} <= 2` : undefined,
    );
    const [rows, [total]] = await Promise.all([
      this.commentRows(tx)
        .where(where)
        .orderBy(sql`${comments.id} desc`)
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(comments)
        .innerJoin(goods, eq(goods.id, comments.goodsId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  commentRows(tx: Tx) {
    return tx
      .select({
        comment: comments,
        nickname: users.nickname,
        goodsTitle: goods.title,
        goodsImage: sql<string>`coalesce(${goods.images}->>0, '')`,
      })
      .from(comments)
      .innerJoin(goods, eq(goods.id, comments.goodsId))
      .innerJoin(users, eq(users.id, comments.userId))
      .$dynamic();
  },

  /** Sets the store's reply on a review of one of its products; undefined for anyone else's review. */
  async reply(tx: Tx, storeId: number, id: number, reply: string) {
    const [row] = await tx
      .update(comments)
      .set({ reply, repliedAt: clock.now() })
      .where(
        and(
          eq(comments.id, id),
          sql`exists (select 1 from goods g where g.id = ${comments.goodsId} and g.store_id = ${storeId})`,
        ),
      )
      .returning({ id: comments.id });
    if (!row) return undefined;
    const [found] = await this.commentRows(tx).where(eq(comments.id, id));
    return found;
  },

  // ---------- platform switches ----------

  /** Whether staff review new products before sale (DESIGN §2); off until staff turn it on. */
  async productReviewOn(tx: Tx) {
    const [row] = await tx
      .select({ value: platformSettings.value })
      .from(platformSettings)
      .where(eq(platformSettings.key, 'productReview'));
    return row?.value === true;
  },

  async setProductReview(tx: Tx, on: boolean) {
    await tx
      .insert(platformSettings)
      .values({ key: 'productReview', value: on })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value: on, updatedAt: clock.now() } });
  },
};
