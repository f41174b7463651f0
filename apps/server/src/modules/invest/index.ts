// What app.ts, the seed and the scheduled jobs may import from revenue-share units.
export { createInvestService, type InvestService } from './invest.service.js';
export { createInvestStaffService, type InvestStaffService } from './invest-staff.service.js';
export { investHandlers } from './invest.routes.js';
export { expireShareReservations } from './expire-reservations.flow.js';
export { snapUp } from './snap-up.flow.js';
export { payReservation, payTransferId } from './pay-invest.flow.js';
export { investRepository } from './invest.repository.js';
export { vipLevelOf } from './invest.rules.js';
