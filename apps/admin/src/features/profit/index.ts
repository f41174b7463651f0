/** The revenue share's console section: settlement runs. What the app shell and other sections may use. */
export const settlementsPage = () => import('./settlements/components/settlements-page');
export { SettledRevenue } from './settlements/components/settled-revenue';
