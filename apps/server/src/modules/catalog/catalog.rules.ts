import type { StoreRow } from '#server/context.js';

/** Frozen or disabled stores cannot be contacted nor sell (spec §4, §6). */
export function storeCanSell(status: StoreRow['status']) {
  return status === 'normal' || status === 'exception';
}

/**
 * Whether the owner may run the store from the seller center. For now the same as selling; the
 * seller center adds its own conditions (real-name check passed) here, in one place.
 */
export function storeMayOperate(store: StoreRow) {
  return storeCanSell(store.status);
}

/** A buyer's nickname as others see it (reviews): first and last character only. */
export function maskNickname(name: string) {
  const chars = [...name.trim()];
  if (chars.length <= 1) return `${chars[0] ?? '*'}***`;
  return `${chars[0]}***${chars[chars.length - 1]}`;
}
