/** The group-buy section: deals, their participants and outcomes. What the app shell may use. */
export const dealsPage = () => import('./deals/components/deals-page');
/** The order pages' marker for an order waiting for its group deal. */
export { GroupWaitingNote, GroupWaitingTag } from './deals/components/group-waiting';
