// What other modules, the seed and app.ts may import from the invitation program.
export { createInviteService, type InviteService } from './invite.service.js';
export { createInviteStaffService, type InviteStaffService } from './invite-staff.service.js';
export { inviteHandlers } from './invite.routes.js';
// The order flows call these, one each (decision 45): paid → held, completed → paid, refunded → reversed.
export { holdInviteRewards, payInviteRewards, reverseInviteRewards } from './order-rewards.flow.js';
export { inviteRepository } from './invite.repository.js';
