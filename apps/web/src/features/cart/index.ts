export { useAddToCart, useCartCount } from './api/cart';
export { CartScreen } from './components/cart-screen';
export { CartSync, useCartBadge } from './shell';

/** Where "buy now" goes: the checkout of one specification. */
export function buyNowPath(skuId: number, quantity: number): string {
  return `/mall/checkout?sku=${skuId}&qty=${quantity}`;
}

/** Resolves once a visitor's lines have joined the account's cart (checkout from the cart waits for it). */
export async function ensureCartMerged(): Promise<void> {
  const { ensureCartMerged: merge } = await import('./lib/sync');
  return merge();
}
