import { endpoint, type Endpoint } from '../core/endpoint.js';
import { overviewBody, overviewData } from './overview.schemas.js';

/** The console's overview: a read of other domains' recorded rows, for the page the console opens on. */

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
