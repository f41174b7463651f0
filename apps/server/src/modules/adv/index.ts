// What app.ts, the scheduled jobs, the settlement and the seed may import from ad placements.
export { createAdvService, type AdvService } from './adv.service.js';
export { createAdvStaffService, type AdvStaffService } from './adv-staff.service.js';
export { advHandlers } from './adv.routes.js';
export { snapUpAd, expireAdReservations } from './snap-up-ad.flow.js';
export { payAdPlacement } from './pay-adv.flow.js';
export { takeDownAd } from './take-down-ad.flow.js';
export { countAdEvents } from './count-ad-events.flow.js';
export { adRevenueSource, type AdRevenueSource } from './ad-revenue.js';
export { advRepository } from './adv.repository.js';
