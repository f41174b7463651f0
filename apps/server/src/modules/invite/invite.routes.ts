import type { Handlers } from '#server/context.js';
import type { InviteStaffService } from './invite-staff.service.js';
import type { InviteService } from './invite.service.js';

/** The invitation program: my code, team and rewards; the console's reward rule. */
export function inviteHandlers(invite: InviteService, staff: InviteStaffService): Handlers {
  return {
    'user/getInviteInfo': (_body, call) => invite.info(call),
    'user/getInviteList': (body, call) => invite.inviteList(body, call),
    'user/getTeam': (body, call) => invite.team(body, call),
    'user/getInviteRewardList': (body, call) => invite.rewardList(body, call),
    'admin/getInviteRule': () => staff.rule(),
    'admin/setInviteRule': (body, call) => staff.setRule(body, call),
  };
}
