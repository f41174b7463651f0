/** The traffic section: the package catalogue sellers buy from. What the app shell may use. */
export const plansPage = () => import('./plans/components/traffic-plans-page');
