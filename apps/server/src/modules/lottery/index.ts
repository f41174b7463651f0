// What other modules, app.ts and the seed may import from the lottery domain (decision 55).
export { createLotteryService, type LotteryService } from './lottery.service.js';
export { createLotteryStaffService, type LotteryStaffService } from './lottery-staff.service.js';
export { lotteryHandlers } from './lottery.routes.js';
// The order module credits points in its completion transaction.
export { creditOrderPoints } from './earn-points.flow.js';
// The demo seed draws and checks in through the same flows.
export { checkIn } from './earn-points.flow.js';
export { drawLottery, cryptoRoll } from './draw-lottery.flow.js';
export { claimMilestone } from './claim-milestone.flow.js';
export { lotteryRepository } from './lottery.repository.js';
