import type { PromotionSettings, PromotionState } from '@app/contract';
import { and, asc, desc, eq, gt, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { prepared } from '#server/db/prepared.js';
import {
  goods,
  goodsPriceChanges,
  goodsSkus,
  platformSettings,
  pointsPurchases,
  promotions,
} from '#server/db/schema/index.js';

export type PromotionRow = typeof promotions.$inferSelect;

/** The console's defaults until staff save their own (decision 41). */
export const DEFAULT_PROMOTION_SETTINGS: PromotionSettings = {
  pointsPerUnit: 100,
  costPerProductDay: 20,
  maxDiscountPercent: 50,
};

const SETTINGS_KEY = 'promotion';

/** A promotion's state at `at`, in SQL: the same rule as `stateAt` in the rules. */
function stateIs(state: PromotionState, at: Date): SQL {
  switch (state) {
    case 'promoting':
      return and(lte(promotions.startsAt, at), gt(promotions.endsAt, at))!;
    case 'scheduled':
      return gt(promotions.startsAt, at);
    case 'ended':
      return lte(promotions.endsAt, at);
  }
}

/** The promotions running at `at` on these products (every price shown or paid: built once, decision 68). */
const runningPromotions = prepared('promotions_running_on', (tx) =>
  tx
    .select({
      goodsId: promotions.goodsId,
      discountPercent: promotions.discountPercent,
      endsAt: promotions.endsAt,
    })
    .from(promotions)
    .where(
      and(
        sql`${promotions.goodsId} = any(${sql.placeholder('goodsIds')}::bigint[])`,
        sql`${promotions.startsAt} <= ${sql.placeholder('at')}::timestamptz`,
        sql`${promotions.endsAt} > ${sql.placeholder('at')}::timestamptz`,
      ),
    ),
);

export const promotionRepository = {
  async settings(tx: Tx): Promise<PromotionSettings> {
    const [row] = await tx
      .select({ value: platformSettings.value })
      .from(platformSettings)
      .where(eq(platformSettings.key, SETTINGS_KEY));
    return { ...DEFAULT_PROMOTION_SETTINGS, ...(row?.value as Partial<PromotionSettings> | undefined) };
  },

  async saveSettings(tx: Tx, value: PromotionSettings, at: Date) {
    await tx
      .insert(platformSettings)
      .values({ key: SETTINGS_KEY, value })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: at } });
  },

  async insertPurchase(tx: Tx, row: typeof pointsPurchases.$inferInsert) {
    const [created] = await tx.insert(pointsPurchases).values(row).returning();
    return created!;
  },

  /**
   * The store's products among `ids`, locked in id order (the one order every promotion change and
   * every price save takes them in), with whether buyers may buy them.
   */
  async lockStoreGoods(tx: Tx, storeId: number, ids: number[]) {
    if (!ids.length) return [];
    return tx
      .select({
        id: goods.id,
        title: goods.title,
        buyable: sql<boolean>`${goods.onSale} and ${goods.review} = 'live' and ${goods.deletedAt} is null`,
      })
      .from(goods)
      .where(and(eq(goods.storeId, storeId), inArray(goods.id, ids)))
      .orderBy(asc(goods.id))
      .for('update');
  },

  /** Products among `goodsIds` with a promotion that has not ended at `at` (running or scheduled). */
  async openOn(tx: Tx, goodsIds: number[], at: Date, exceptId?: number) {
    if (!goodsIds.length) return [];
    return tx
      .select({ goodsId: promotions.goodsId, id: promotions.id })
      .from(promotions)
      .where(
        and(
          inArray(promotions.goodsId, goodsIds),
          gt(promotions.endsAt, at),
          exceptId ? sql`${promotions.id} <> ${exceptId}` : undefined,
        ),
      );
  },

  /** Products among `goodsIds` whose price (any specification's) was raised after `since`. */
  async raisedSince(tx: Tx, goodsIds: number[], since: Date) {
    if (!goodsIds.length) return new Set<number>();
    const rows = await tx
      .selectDistinct({ goodsId: goodsPriceChanges.goodsId })
      .from(goodsPriceChanges)
      .where(
        and(
          inArray(goodsPriceChanges.goodsId, goodsIds),
          gt(goodsPriceChanges.changedAt, since),
          sql`${goodsPriceChanges.newPrice} > ${goodsPriceChanges.oldPrice}`,
        ),
      );
    return new Set(rows.map((r) => r.goodsId));
  },

  async insertPromotion(tx: Tx, row: typeof promotions.$inferInsert) {
    const [created] = await tx.insert(promotions).values(row).returning();
    return created!;
  },

  /** The store's promotions among `ids`, locked in id order. */
  async lockStorePromotions(tx: Tx, storeId: number, ids: number[]) {
    return tx
      .select()
      .from(promotions)
      .where(and(eq(promotions.storeId, storeId), inArray(promotions.id, ids)))
      .orderBy(asc(promotions.id))
      .for('update');
  },

  async renew(
    tx: Tx,
    id: number,
    set: { startsAt: Date; endsAt: Date; points: number; at: Date; duration: PromotionRow['duration'] },
  ) {
    const [row] = await tx
      .update(promotions)
      .set({
        startsAt: set.startsAt,
        endsAt: set.endsAt,
        duration: set.duration,
        pointsSpent: sql`${promotions.pointsSpent} + ${set.points}`,
        renewals: sql`${promotions.renewals} + 1`,
        renewedAt: set.at,
      })
      .where(eq(promotions.id, id))
      .returning();
    return row!;
  },

  async page(
    tx: Tx,
    storeId: number,
    state: PromotionState,
    at: Date,
    q: { page: number; pageSize: number },
  ) {
    const where = and(eq(promotions.storeId, storeId), stateIs(state, at));
    const order =
      state === 'ended'
        ? [desc(promotions.endsAt), desc(promotions.id)]
        : state === 'scheduled'
          ? [asc(promotions.startsAt), asc(promotions.id)]
          : [asc(promotions.endsAt), asc(promotions.id)];
    const rows = await tx
      .select({
        promotion: promotions,
        title: goods.title,
        image: sql<string>`coalesce(${goods.images}->>0, '')`,
        price: goods.price,
      })
      .from(promotions)
      .innerJoin(goods, eq(goods.id, promotions.goodsId))
      .where(where)
      .orderBy(...order)
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    return rows;
  },

  async counts(tx: Tx, storeId: number, at: Date) {
    const [row] = await tx
      .select({
        promoting: sql<number>`count(*) filter (where ${stateIs('promoting', at)})::int`,
        scheduled: sql<number>`count(*) filter (where ${stateIs('scheduled', at)})::int`,
        ended: sql<number>`count(*) filter (where ${stateIs('ended', at)})::int`,
      })
      .from(promotions)
      .where(eq(promotions.storeId, storeId));
    return { promoting: row?.promoting ?? 0, scheduled: row?.scheduled ?? 0, ended: row?.ended ?? 0 };
  },

  /** The promotion running at `at` on each of `goodsIds` (at most one per product). */
  async runningOn(tx: Tx, goodsIds: number[], at: Date) {
    if (!goodsIds.length) return [];
    return runningPromotions(tx, { goodsIds, at });
  },

  /** Every promotion window that has not ended at `at` (running or still to come). */
  async openWindows(tx: Tx, at: Date) {
    return tx
      .select({
        goodsId: promotions.goodsId,
        discountPercent: promotions.discountPercent,
        startsAt: promotions.startsAt,
        endsAt: promotions.endsAt,
      })
      .from(promotions)
      .where(gt(promotions.endsAt, at));
  },

  /** A specification's current price and product, locked (it is about to be saved). */
  async skuPrice(tx: Tx, skuId: number) {
    const [row] = await tx
      .select({ price: goodsSkus.price, goodsId: goodsSkus.goodsId, title: goods.title })
      .from(goodsSkus)
      .innerJoin(goods, eq(goods.id, goodsSkus.goodsId))
      .where(eq(goodsSkus.id, skuId));
    return row;
  },

  async recordPriceChange(tx: Tx, row: typeof goodsPriceChanges.$inferInsert) {
    await tx.insert(goodsPriceChanges).values(row);
  },
};
