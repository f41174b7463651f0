/** The overview: the console's start page. What the app shell may use. */
export const overviewPage = () => import('./dashboard/components/overview-page');
