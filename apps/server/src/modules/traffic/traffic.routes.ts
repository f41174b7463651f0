import type { Handlers } from '#server/context.js';
import type { TrafficSellerService } from './traffic-seller.service.js';
import type { TrafficStaffService } from './traffic-staff.service.js';

/** Traffic packages: the seller center's purchase and stats, the console's plan catalogue. */
export function trafficHandlers(seller: TrafficSellerService, staff: TrafficStaffService): Handlers {
  return {
    'store/getTrafficPlanList': (_body, call) => seller.planList(call),
    'store/buyTrafficPackage': (body, call) => seller.buy(body, call),
    'store/getTrafficPackageList': (body, call) => seller.packageList(body, call),
    'store/getTrafficStats': (body, call) => seller.stats(body, call),
    'admin/getTrafficPlanList': () => staff.planList(),
    'admin/saveTrafficPlan': (body, call) => staff.savePlan(body, call),
  };
}
