import { ORDER_QUANTITY_MAX, type GoodsInfo, type GoodsSku } from '@app/contract';

type LimitSource = Pick<GoodsInfo, 'maxPerCustomer' | 'boughtByMe'>;

/** Units this buyer may still order under the per-customer limit (Infinity when there is none). */
export function remainingAllowance({ maxPerCustomer, boughtByMe }: LimitSource): number {
  return maxPerCustomer > 0 ? Math.max(0, maxPerCustomer - boughtByMe) : Number.POSITIVE_INFINITY;
}

/** The most units of one specification that can go in one order: stock, the buyer's limit, the order cap. */
export function maxOrderQuantity(stock: number, limits: LimitSource): number {
  return Math.max(0, Math.min(stock, remainingAllowance(limits), ORDER_QUANTITY_MAX));
}

/** A quantity kept between 1 and the cap (0 when nothing can be ordered). */
export function clampQuantity(quantity: number, max: number): number {
  if (max <= 0) return 0;
  return Math.min(Math.max(1, Math.trunc(quantity) || 1), max);
}

/** False when the product cannot be bought at all: off sale, sold out or its store cannot sell. */
export function isPurchasable(info: Pick<GoodsInfo, 'onSale' | 'stock' | 'skus' | 'store'>): boolean {
  const storeOpen = info.store.status !== 'frozen' && info.store.status !== 'disabled';
  return info.onSale && storeOpen && info.skus.some((s) => s.stock > 0);
}

/** The specification chosen at first: the only one on offer, if there is just one. */
export function defaultSku(skus: readonly GoodsSku[]): GoodsSku | null {
  const inStock = skus.filter((s) => s.stock > 0);
  return skus.length === 1 && inStock.length === 1 ? inStock[0]! : null;
}

/** Rows of the review summary: stars 5 to 1 with their count and share of all reviews (0 to 100). */
export function starRows(stars: readonly number[]): { star: number; count: number; percent: number }[] {
  const counts = [0, 1, 2, 3, 4].map((i) => Math.max(0, stars[i] ?? 0));
  const total = counts.reduce((a, b) => a + b, 0);
  return counts.map((count, i) => ({
    star: 5 - i,
    count,
    percent: total > 0 ? Math.round((count / total) * 100) : 0,
  }));
}
