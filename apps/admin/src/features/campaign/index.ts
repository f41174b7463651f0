/** The seasonal campaigns section (decision 56). What the app shell may use. */
export const campaignsPage = () => import('./campaigns/components/campaigns-page');
