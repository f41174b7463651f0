/** The revenue share's console section: settlement runs. What the app shell may use. */
export const settlementsPage = () => import('./settlements/components/settlements-page');
