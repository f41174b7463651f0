import { emptyBody } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import { listOf } from '../core/envelope.js';
import {
  adminTrafficPlan,
  adminTrafficPlanListData,
  buyTrafficPackageBody,
  buyTrafficPackageData,
  saveTrafficPlanBody,
  trafficPackage,
  trafficPackageListBody,
  trafficPlanListData,
  trafficStatsBody,
  trafficStatsData,
} from './traffic.schemas.js';

/** Traffic packages: the seller buys visibility from the plan catalogue staff keep. */
export const seller = {
  'store/getTrafficPlanList': endpoint({
    auth: 'seller',
    readOnly: true,
    body: emptyBody,
    data: trafficPlanListData,
    summary:
      'The traffic plans on sale in the reader’s language, the owner’s balance and when a new package would start',
    tag: 'traffic',
  }),
  'store/buyTrafficPackage': endpoint({
    auth: 'seller',
    body: buyTrafficPackageBody,
    data: buyTrafficPackageData,
    summary:
      'Buy a traffic package from the owner’s wallet; it starts now, or when the store’s last package ends',
    tag: 'traffic',
    idempotent: true,
    rateLimit: 60,
  }),
  'store/getTrafficPackageList': endpoint({
    auth: 'seller',
    readOnly: true,
    body: trafficPackageListBody,
    data: listOf(trafficPackage),
    summary: 'The store’s traffic packages, newest first: times, payment, impressions and state',
    tag: 'traffic',
  }),
  'store/getTrafficStats': endpoint({
    auth: 'seller',
    readOnly: true,
    body: trafficStatsBody,
    data: trafficStatsData,
    summary: 'Impressions per UTC day: the store’s last 30 days, or one package’s days',
    tag: 'traffic',
  }),
} as const satisfies Record<string, Endpoint>;

/** The console. */
export const staff = {
  'admin/getTrafficPlanList': endpoint({
    auth: 'staff',
    body: emptyBody,
    data: adminTrafficPlanListData,
    summary: 'Every traffic plan, on sale or not, with how often it was bought',
    tag: 'traffic',
  }),
  'admin/saveTrafficPlan': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: saveTrafficPlanBody,
    data: adminTrafficPlan,
    summary:
      'Create or change a traffic plan with a reason (audited); bought packages keep their price and days',
    tag: 'traffic',
  }),
} as const satisfies Record<string, Endpoint>;
