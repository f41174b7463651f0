// What app.ts, the drama module, the job runner and the seed may import from the revenue share's earnings.
export { createProfitService, type ProfitService } from './profit.service.js';
export { createProfitStaffService, type ProfitStaffService } from './profit-staff.service.js';
export { profitHandlers } from './profit.routes.js';
export { settleDay, settleDue, type SettleContext, type SettleTrigger } from './settle-day.flow.js';
export { noAdRevenue, type AdRevenueSource } from './ad-revenue.js';
export { recordVipWatch } from './watch-time.js';
