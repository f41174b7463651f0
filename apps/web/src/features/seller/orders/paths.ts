import type { SellerOrderTab } from '@app/contract';
import { SELLER_TAB_STATUSES } from '@app/contract';

/** Where the seller's order screens are (routes in `app/routes/seller.tsx`). */
export const SELLER_ORDER_PATHS = {
  list: (tab?: SellerOrderTab) => (tab ? `/seller/orders?tab=${tab}` : '/seller/orders'),
  order: (id: number) => `/seller/orders/${id}`,
  deposit: '/wallet/deposit',
  tradePassword: '/me/trade-password',
};

export const isSellerOrderTab = (value: string | null): value is SellerOrderTab =>
  value !== null && Object.hasOwn(SELLER_TAB_STATUSES, value);
