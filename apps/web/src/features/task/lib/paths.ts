import type { TaskFilter } from '@app/contract';

/** Where the group-buy screens live and where they send the buyer. */
export const TASK_PATHS = {
  list: (filter?: TaskFilter) => (filter && filter !== 'all' ? `/tasks?filter=${filter}` : '/tasks'),
  deal: (id: number) => `/tasks/${id}`,
  order: (id: number) => `/mall/orders/${id}`,
  product: (id: number) => `/mall/product/${id}`,
  deposit: '/wallet/deposit',
  tradePassword: '/me/trade-password',
  addAddress: '/mall/addresses/edit',
  addresses: '/mall/addresses',
} as const;
