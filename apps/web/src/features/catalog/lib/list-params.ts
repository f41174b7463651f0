import { GOODS_SORTS, parseAmount, type GoodsSort } from '@app/contract';

export function parseSort(raw: string | null | undefined): GoodsSort {
  return GOODS_SORTS.includes(raw as GoodsSort) ? (raw as GoodsSort) : 'recommended';
}

/** A price typed in currency units ("12.5") as cents; undefined when blank, null when not a price. */
export function priceToMinor(input: string | null | undefined): number | undefined | null {
  const text = (input ?? '').trim();
  if (!text) return undefined;
  if (/^0+(\.0*)?$/.test(text)) return 0;
  const parsed = parseAmount(text);
  return 'minor' in parsed ? parsed.minor : null;
}

export interface PriceRange {
  minPrice?: number;
  maxPrice?: number;
}

/** The filter's price bounds in cents, swapped when typed the wrong way round; invalid ones are dropped. */
export function priceRange(min: string | null | undefined, max: string | null | undefined): PriceRange {
  let lo = priceToMinor(min) ?? undefined;
  let hi = priceToMinor(max) ?? undefined;
  if (lo !== undefined && hi !== undefined && lo > hi) [lo, hi] = [hi, lo];
  return { ...(lo !== undefined ? { minPrice: lo } : {}), ...(hi !== undefined ? { maxPrice: hi } : {}) };
}
