import type { PromotionTag } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { promotionRepository as repo } from './promotion.repository.js';
import { discountedPrice } from './promotion.rules.js';

interface Running {
  discountPercent: number;
  tag: PromotionTag;
}

/** The promotion running now (the clock's now) on each of `goodsIds`. */
async function running(tx: Tx, goodsIds: number[]): Promise<Map<number, Running>> {
  const rows = await repo.runningOn(tx, [...new Set(goodsIds)], clock.now());
  return new Map(
    rows.map((r) => [
      r.goodsId,
      {
        discountPercent: r.discountPercent,
        tag: { discountPercent: r.discountPercent, endsAt: r.endsAt.toISOString() },
      },
    ]),
  );
}

/**
 * The price buyers see and pay while a promotion runs (decision 41): each price is discounted, and
 * the price before the discount becomes the struck-through original. Outside a window, as stored.
 */
function promote<T extends { price: number; originalPrice: number }>(item: T, p: Running | undefined): T {
  if (!p) return item;
  return { ...item, price: discountedPrice(item.price, p.discountPercent), originalPrice: item.price };
}

/** Product cards with their running promotion applied (`promotion` null when none runs). */
export async function promoteCards<C extends { id: number; price: number; originalPrice: number }>(
  tx: Tx,
  cards: C[],
): Promise<(C & { promotion: PromotionTag | null })[]> {
  const now = await running(
    tx,
    cards.map((c) => c.id),
  );
  return cards.map((c) => {
    const p = now.get(c.id);
    return { ...promote(c, p), promotion: p?.tag ?? null };
  });
}

/** A product page's prices (the product's and each specification's) with its running promotion. */
export async function promoteGoods<
  G extends {
    id: number;
    price: number;
    originalPrice: number;
    skus: { price: number; originalPrice: number }[];
  },
>(tx: Tx, g: G): Promise<G & { promotion: PromotionTag | null }> {
  const p = (await running(tx, [g.id])).get(g.id);
  if (!p) return { ...g, promotion: null };
  return { ...promote(g, p), skus: g.skus.map((k) => promote(k, p)), promotion: p.tag };
}

/**
 * Cart and checkout rows (specification, product, store) priced as buyers pay them now: the
 * specification's price discounted while its product's promotion runs. The line's unit price.
 */
export async function promoteSkuRows<
  R extends { goods: { id: number }; sku: { price: number; originalPrice: number } },
>(tx: Tx, rows: R[]): Promise<(R & { promotion: PromotionTag | null })[]> {
  const now = await running(
    tx,
    rows.map((r) => r.goods.id),
  );
  return rows.map((r) => {
    const p = now.get(r.goods.id);
    return { ...r, sku: promote(r.sku, p), promotion: p?.tag ?? null };
  });
}

/**
 * Before a seller saves a specification's price (the catalog's hook): a raise is refused while the
 * product is promoted or scheduled to be (the discount must never be on an inflated price), and
 * recorded otherwise, so the 7-day rule can see it. A lower or equal price passes unrecorded.
 */
export async function guardPriceChange(tx: Tx, skuId: number, price: number) {
  const current = await repo.skuPrice(tx, skuId);
  if (!current || price <= current.price) return;
  const at = clock.now();
  if ((await repo.openOn(tx, [current.goodsId], at)).length) {
    throw new AppError('PRICE_LOCKED_BY_PROMOTION', { title: current.title });
  }
  await repo.recordPriceChange(tx, {
    skuId,
    goodsId: current.goodsId,
    oldPrice: current.price,
    newPrice: price,
    changedAt: at,
  });
}
