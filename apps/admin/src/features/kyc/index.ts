/** The real-name section: the review queue of real-name authentications and seller applications. */
export const authsPage = () => import('./auths/components/auths-page');
