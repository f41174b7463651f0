import { PROMOTION_TABS, type PromotionState } from '@app/contract';

/** Where the promotion center's screens are (routes in `app/routes/seller.tsx`). */
export const PROMOTION_PATHS = {
  list: (tab?: PromotionState) =>
    tab && tab !== 'promoting' ? `/seller/promotions?tab=${tab}` : '/seller/promotions',
  add: '/seller/promotions/new',
  points: '/seller/points',
  deposit: '/wallet/deposit',
  tradePassword: '/me/trade-password',
};

export const isPromotionTab = (value: string | null): value is PromotionState =>
  value !== null && (PROMOTION_TABS as readonly string[]).includes(value);
