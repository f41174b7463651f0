/** The promotion section: the points rate and the promotion rules sellers see and the server applies. */
export const settingsPage = () => import('./settings/components/promotion-settings-page');
