import type { OrderFilter } from '@app/contract';

/** Where the order screens lead. */
export const ORDER_PATHS = {
  home: '/mall',
  cart: '/mall/cart',
  orders: (status?: OrderFilter) =>
    status && status !== 'all' ? `/mall/orders?status=${status}` : '/mall/orders',
  order: (id: number) => `/mall/orders/${id}`,
  review: (id: number, lineId: number) => `/mall/orders/${id}/review/${lineId}`,
  product: (id: number) => `/mall/product/${id}`,
  store: (id: number) => `/mall/store/${id}`,
  deposit: '/wallet/deposit',
  tradePassword: '/me/trade-password',
  addAddress: '/mall/addresses/edit?back=checkout',
  addresses: '/mall/addresses?pick=1',
} as const;
