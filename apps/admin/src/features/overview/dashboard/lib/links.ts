import type { OverviewQueue } from '@app/contract';

/** Where each queue is worked: the console page (and filter) its card opens. */
export const QUEUE_LINKS: Record<OverviewQueue, string> = {
  deposits: '/deposits',
  recharges: '/recharges',
  withdrawals: '/withdrawals',
  refunds: '/orders?status=refunding',
  feedback: '/content/feedback',
};

export const ORDERS_LINK = '/orders';
export const USERS_LINK = '/users';
export const TRANSCODE_LINK = '/dramas';
export const LEDGER_LINK = '/ledger/verify';
