/** The bank section: top-up reviews and the bank channels users pay into. What the app shell may use. */
export const rechargesPage = () => import('./recharges/components/recharges-page');
export const bankChannelsPage = () => import('./channels/components/bank-channels-page');
