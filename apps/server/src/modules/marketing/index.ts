// What app.ts and the seed may import from the marketing pages.
export { marketingRepository } from './marketing.repository.js';
export { createMarketingService, type MarketingService } from './marketing.service.js';
export { createMarketingStaffService, type MarketingStaffService } from './marketing-staff.service.js';
export { marketingHandlers } from './marketing.routes.js';
