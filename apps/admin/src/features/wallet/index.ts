/** The wallet section: deposit and withdrawal reviews, currencies, portals. What the app shell may use. */
export const depositsPage = () => import('./deposits/components/deposits-page');
export const withdrawalsPage = () => import('./withdrawals/components/withdrawals-page');
export const currenciesPage = () => import('./currencies/components/currencies-page');
export const portalsPage = () => import('./portals/components/portals-page');
