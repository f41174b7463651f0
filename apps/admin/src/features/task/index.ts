/** The group-buy section: deals, their participants and outcomes. What the app shell may use. */
export const dealsPage = () => import('./deals/components/deals-page');
