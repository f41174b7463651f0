/** The revenue-share section: dramas' offerings of units. What the app shell may use. */
export const offeringsPage = () => import('./offerings/components/offerings-page');
