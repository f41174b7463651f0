/** The marketing section: the review queue of creator and partner applications. */
export const applicationsPage = () => import('./applications/components/applications-page');
