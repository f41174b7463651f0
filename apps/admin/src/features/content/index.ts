/** The content section: home banners, help, feedback, app versions, legal pages. What the app shell may use. */
export const bannersPage = () => import('./banners/components/banners-page');
export const helpPage = () => import('./help/components/help-page');
export const feedbackPage = () => import('./feedback/components/feedback-page');
export const appVersionsPage = () => import('./app-versions/components/versions-page');
export const legalPage = () => import('./legal/components/legal-page');
