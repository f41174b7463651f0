// What app.ts may import from the overview.
export { createOverviewSellerService, type OverviewSellerService } from './overview-seller.service.js';
export { createOverviewStaffService, type OverviewStaffService } from './overview-staff.service.js';
export { overviewHandlers } from './overview.routes.js';
