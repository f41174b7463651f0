import type { Handlers } from '#server/context.js';
import type { OverviewSellerService } from './overview-seller.service.js';
import type { OverviewStaffService } from './overview-staff.service.js';

/** The overview's endpoints: the console's start page and the seller center's dashboard. */
export function overviewHandlers(seller: OverviewSellerService, staff: OverviewStaffService): Handlers {
  return {
    'store/getDashboard': (_body, call) => seller.dashboard(call),
    'admin/getOverview': (body, call) => staff.overview(body, call),
  };
}
