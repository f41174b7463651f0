/** The loan screens (routes in `app/routes/mall.tsx`). */
export const LOAN_PATHS = {
  home: '/loans',
  apply: '/loans/apply',
  detail: (id: number) => `/loans/${id}`,
  /** Where each reason not to be able to apply is fixed. */
  openStore: '/seller/open',
  realName: '/vip/auth',
  storeLevels: '/seller/settings/levels',
  store: '/seller',
  deposit: '/wallet/deposit',
  tradePassword: '/me/trade-password',
} as const;
