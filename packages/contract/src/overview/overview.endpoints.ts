import { endpoint, type Endpoint } from '../core/endpoint.js';
import { emptyBody } from '../core/common.js';
import { overviewBody, overviewData, sellerDashboardData } from './overview.schemas.js';

/** The console's overview: a read of other domains' recorded rows, for the page the console opens on. */

/** The seller center: the store's dashboard (the "My store" tab). */
export const seller = {
  'store/getDashboard': endpoint({
    auth: 'seller',
    readOnly: true,
    body: emptyBody,
    data: sellerDashboardData,
    summary:
      'The store’s dashboard: what waits (purchase, ship, refunds, out of stock), today against yesterday and 30 days of orders and sales (UTC days), orders by state, income and purchases, best sellers, categories and 30-day store health',
    tag: 'overview',
  }),
} as const satisfies Record<string, Endpoint>;

/** The console. */
export const staff = {
  'admin/getOverview': endpoint({
    auth: 'staff',
    body: overviewBody,
    data: overviewData,
    summary:
      "The console's start: today's and yesterday's orders, sales and sign-ups (UTC days), the review queues, the transcode queue, a 14 or 30 day trend and alerts; each part only for the roles that may open its page",
    tag: 'overview',
  }),
} as const satisfies Record<string, Endpoint>;
