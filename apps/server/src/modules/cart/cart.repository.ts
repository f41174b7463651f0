import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { prepared } from '#server/db/prepared.js';
import { cartItems, goods, goodsSkus, stores } from '#server/db/schema/index.js';

export type SkuRow = Awaited<ReturnType<typeof cartRepository.skus>>[number];

/** Specifications with their product and store (every checkout prices with it: built once, decision 68). */
const skusWithGoods = prepared('cart_skus_with_goods', (tx) =>
  tx
    .select({ sku: goodsSkus, goods, store: stores })
    .from(goodsSkus)
    .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
    .innerJoin(stores, eq(stores.id, goods.storeId))
    .where(sql`${goodsSkus.id} = any(${sql.placeholder('ids')}::bigint[])`),
);

export const cartRepository = {
  /** Specifications with their product and store, for pricing lines. */
  async skus(tx: Tx, skuIds: number[]) {
    if (!skuIds.length) return [];
    return skusWithGoods(tx, { ids: skuIds });
  },

  async lines(tx: Tx, userId: number) {
    return tx.select().from(cartItems).where(eq(cartItems.userId, userId)).orderBy(asc(cartItems.id));
  },

  async countLines(tx: Tx, userId: number) {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(cartItems)
      .where(eq(cartItems.userId, userId));
    return row?.n ?? 0;
  },

  async findLine(tx: Tx, userId: number, id: number) {
    const [row] = await tx
      .select()
      .from(cartItems)
      .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
    return row;
  },

  /** Adds units to a line (creating it), never past `cap`. */
  async addUnits(tx: Tx, userId: number, skuId: number, quantity: number, cap: number) {
    await tx
      .insert(cartItems)
      .values({ userId, skuId, quantity: Math.min(quantity, cap) })
      .onConflictDoUpdate({
        target: [cartItems.userId, cartItems.skuId],
        set: { quantity: sql`least(${cartItems.quantity} + ${quantity}, ${cap})`, selected: true },
      });
  },

  async update(tx: Tx, userId: number, id: number, set: { quantity?: number; selected?: boolean }) {
    await tx
      .update(cartItems)
      .set(set)
      .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)));
  },

  /** Answers how many of the user's lines it touched. */
  async select(tx: Tx, userId: number, ids: number[] | undefined, selected: boolean): Promise<number> {
    const rows = await tx
      .update(cartItems)
      .set({ selected })
      .where(and(eq(cartItems.userId, userId), ids ? inArray(cartItems.id, ids) : undefined))
      .returning({ id: cartItems.id });
    return rows.length;
  },

  async remove(tx: Tx, userId: number, ids: number[]) {
    return tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, ids)))
      .returning({ id: cartItems.id });
  },

  async removeSkus(tx: Tx, userId: number, skuIds: number[]) {
    if (!skuIds.length) return;
    await tx.delete(cartItems).where(and(eq(cartItems.userId, userId), inArray(cartItems.skuId, skuIds)));
  },
};
