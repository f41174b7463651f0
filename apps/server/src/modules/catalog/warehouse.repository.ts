import { nameInReaderLanguage, type Locale } from '@app/contract';
import { and, asc, desc, eq, ilike, inArray, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { categories, goods, goodsSkus, warehouseGoods, warehouseSkus } from '#server/db/schema/index.js';
import { likePattern } from '#server/db/paginate.js';

export type WarehouseGoodsRow = typeof warehouseGoods.$inferSelect;
export type WarehouseSkuRow = typeof warehouseSkus.$inferSelect;
type WarehouseValues = Omit<typeof warehouseGoods.$inferInsert, 'id'>;
type WarehouseSkuValues = Pick<
  typeof warehouseSkus.$inferInsert,
  'name' | 'wholesaleCost' | 'originalPrice' | 'stock' | 'sort'
>;

/** The platform warehouse (DESIGN §2 dropshipping): products at a wholesale cost, and the stock listings take. */
export const warehouseRepository = {
  async page(
    tx: Tx,
    q: { page: number; pageSize: number; keyword?: string; categoryId?: number },
    onlyActive: boolean,
  ) {
    const where = and(
      onlyActive ? eq(warehouseGoods.active, true) : undefined,
      q.keyword ? ilike(warehouseGoods.title, likePattern(q.keyword)) : undefined,
      q.categoryId
        ? sql`(${warehouseGoods.categoryId} = ${q.categoryId} or ${warehouseGoods.categoryId} in
            (select c.id from categories c where c.parent_id = ${q.categoryId}))`
        : undefined,
    );
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(warehouseGoods)
        .where(where)
        .orderBy(desc(warehouseGoods.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(warehouseGoods)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async byIds(tx: Tx, ids: number[]) {
    if (!ids.length) return [];
    return tx.select().from(warehouseGoods).where(inArray(warehouseGoods.id, ids));
  },

  async skusOf(tx: Tx, ids: number[]) {
    if (!ids.length) return [];
    return tx
      .select()
      .from(warehouseSkus)
      .where(inArray(warehouseSkus.warehouseGoodsId, ids))
      .orderBy(asc(warehouseSkus.sort), asc(warehouseSkus.id));
  },

  async skusById(tx: Tx, ids: number[]) {
    if (!ids.length) return new Map<number, WarehouseSkuRow>();
    const rows = await tx.select().from(warehouseSkus).where(inArray(warehouseSkus.id, ids));
    return new Map(rows.map((r) => [r.id, r]));
  },

  /** Categories' names in `locale` (English where it has none). */
  async categoryNames(tx: Tx, ids: number[], locale: Locale) {
    if (!ids.length) return new Map<number, string>();
    const rows = await tx
      .select({ id: categories.id, name: categories.name, names: categories.names })
      .from(categories)
      .where(inArray(categories.id, ids));
    return new Map(
      rows.map((r) => [
        r.id,
        nameInReaderLanguage(r.names as Partial<Record<string, string>>, r.name, locale),
      ]),
    );
  },

  /** How many stores list each warehouse product, and the given store's listing of it. */
  async listings(tx: Tx, ids: number[], storeId: number | null) {
    const out = new Map<number, { listings: number; listedAs: number | null }>();
    if (!ids.length) return out;
    const rows = await tx
      .select({
        id: goods.warehouseGoodsId,
        listings: sql<number>`count(*)::int`,
        listedAs: storeId
          ? sql<number | null>`max(${goods.id}) filter (where ${goods.storeId} = ${storeId})`
          : sql<null>`null`,
      })
      .from(goods)
      .where(and(inArray(goods.warehouseGoodsId, ids), sql`${goods.deletedAt} is null`))
      .groupBy(goods.warehouseGoodsId);
    for (const r of rows) {
      out.set(r.id!, { listings: r.listings, listedAs: r.listedAs === null ? null : Number(r.listedAs) });
    }
    return out;
  },

  /**
   * Takes up to `want` units of each of a warehouse product's specifications for a new listing,
   * rows locked in id order (two sellers taking the same product queue, never deadlock), and
   * answers each specification with the units taken.
   */
  async take(tx: Tx, warehouseGoodsId: number, want: number) {
    const { rows } = await tx.execute<{ id: number; taken: number }>(sql`
      with w as (
        select id, stock from warehouse_skus where warehouse_goods_id = ${warehouseGoodsId}
        order by id for update
      )
      update warehouse_skus ws set stock = ws.stock - least(w.stock, ${want})
      from w where ws.id = w.id
      returning ws.id, least(w.stock, ${want})::int as taken`);
    return new Map(rows.map((r) => [Number(r.id), Number(r.taken)]));
  },

  /** Takes exactly `units` of one specification; false when the warehouse has fewer. */
  async takeExactly(tx: Tx, skuId: number, units: number) {
    const rows = await tx
      .update(warehouseSkus)
      .set({ stock: sql`${warehouseSkus.stock} - ${units}` })
      .where(and(eq(warehouseSkus.id, skuId), sql`${warehouseSkus.stock} >= ${units}`))
      .returning({ id: warehouseSkus.id });
    return rows.length > 0;
  },

  async giveBack(tx: Tx, skuId: number, units: number) {
    if (units <= 0) return;
    await tx
      .update(warehouseSkus)
      .set({ stock: sql`${warehouseSkus.stock} + ${units}` })
      .where(eq(warehouseSkus.id, skuId));
  },

  /** Returns what deleted listings still hold to the warehouse and empties them. */
  async returnStockOf(tx: Tx, goodsIds: number[]) {
    if (!goodsIds.length) return;
    await tx.execute(sql`
      with held as (
        select k.warehouse_sku_id as id, sum(k.stock)::int as units from goods_skus k
        where k.goods_id = any(${sql.param(goodsIds)}) and k.warehouse_sku_id is not null and k.stock > 0
        group by k.warehouse_sku_id
      )
      update warehouse_skus ws set stock = ws.stock + held.units from held where ws.id = held.id`);
    await tx.update(goodsSkus).set({ stock: 0 }).where(inArray(goodsSkus.goodsId, goodsIds));
  },

  async insert(tx: Tx, values: WarehouseValues) {
    const [row] = await tx.insert(warehouseGoods).values(values).returning();
    return row!;
  },

  async update(tx: Tx, id: number, values: WarehouseValues) {
    const [row] = await tx.update(warehouseGoods).set(values).where(eq(warehouseGoods.id, id)).returning();
    return row;
  },

  async skuIdsOf(tx: Tx, id: number) {
    const rows = await tx
      .select({ id: warehouseSkus.id })
      .from(warehouseSkus)
      .where(eq(warehouseSkus.warehouseGoodsId, id));
    return rows.map((r) => r.id);
  },

  /** Specifications left out of a save keep their rows (listings name them) with no stock. */
  async emptySkusExcept(tx: Tx, id: number, keep: number[]) {
    await tx
      .update(warehouseSkus)
      .set({ stock: 0 })
      .where(
        and(
          eq(warehouseSkus.warehouseGoodsId, id),
          keep.length ? notInArray(warehouseSkus.id, keep) : undefined,
        ),
      );
  },

  /** Saves a specification; a changed wholesale cost is what its listings pay from now on. */
  async updateSku(tx: Tx, id: number, values: WarehouseSkuValues) {
    await tx.update(warehouseSkus).set(values).where(eq(warehouseSkus.id, id));
    await tx
      .update(goodsSkus)
      .set({ wholesaleCost: values.wholesaleCost })
      .where(eq(goodsSkus.warehouseSkuId, id));
  },

  async insertSku(tx: Tx, values: WarehouseSkuValues & { warehouseGoodsId: number }) {
    await tx.insert(warehouseSkus).values(values);
  },
};
