import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ensureCartMerged } from '#web/features/cart';
import { CheckoutScreen, type CheckoutSource } from '#web/features/orders';

const positive = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/** `/mall/checkout?from=cart` (the cart's selected lines) or `?sku=<id>&qty=<n>` (buy now). */
export default function MallCheckoutPage() {
  const [params] = useSearchParams();
  const from = params.get('from');
  const sku = positive(params.get('sku'));
  const qty = positive(params.get('qty')) ?? 1;
  const source = useMemo<CheckoutSource | null>(() => {
    if (sku !== null) return { items: [{ skuId: sku, quantity: qty }] };
    return from === 'cart' ? { fromCart: true } : null;
  }, [from, sku, qty]);
  return (
    <CheckoutScreen source={source} prepare={source && 'fromCart' in source ? ensureCartMerged : undefined} />
  );
}
