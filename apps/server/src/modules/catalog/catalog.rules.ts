import type { StoreRow } from '#server/context.js';

/** Frozen or disabled stores cannot be contacted nor sell (spec §4, §6). */
export function storeCanSell(status: StoreRow['status']) {
  return status === 'normal' || status === 'exception';
}

/**
 * Whether buyers see and may buy a product: on sale, approved by staff review (or never reviewed),
 * not deleted by its seller. `BUYABLE_GOODS` in the repository is the same rule in SQL.
 */
export function goodsBuyable(g: { onSale: boolean; review: string; deletedAt: Date | null }) {
  return g.onSale && g.review === 'live' && g.deletedAt === null;
}

/**
 * Whether the owner may make a seller call for the store (spec §4): normal and exception stores run
 * as usual (exception shows its reason), a frozen store's center works while its funds are held
 * and it takes no orders, a disabled store's center only reads. Further conditions of the seller
 * center (real-name check passed) belong here, in one place.
 */
export function sellerMayCall(store: StoreRow, readOnly: boolean) {
  return store.status !== 'disabled' || readOnly;
}

/** A buyer's nickname as others see it (reviews): first and last character only. */
export function maskNickname(name: string) {
  const chars = [...name.trim()];
  if (chars.length <= 1) return `${chars[0] ?? '*'}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
