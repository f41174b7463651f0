import { emptyBody } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import { listOf } from '../core/envelope.js';
import {
  adminInviteRule,
  inviteInfo,
  inviteListBody,
  inviteMember,
  inviteReward,
  inviteRewardListBody,
  setInviteRuleBody,
  teamBody,
  teamData,
} from './invite.schemas.js';

/** The invitation program (decision 45): my code and rewards, my team; the console's rule. */

export const buyer = {
  'user/getInviteInfo': endpoint({
    auth: 'user',
    body: emptyBody,
    data: inviteInfo,
    summary:
      'My invitation code and sign-up links, the reward rule as configured (per-level percentages and cap), my team size and my reward totals by state',
    tag: 'invite',
  }),
  'user/getInviteList': endpoint({
    auth: 'user',
    body: inviteListBody,
    data: listOf(inviteMember),
    summary:
      'The people who signed up with my code (masked names, joined date, marketplace orders paid), newest first',
    tag: 'invite',
  }),
  'user/getTeam': endpoint({
    auth: 'user',
    body: teamBody,
    data: teamData,
    summary: 'My team: how many members on each of the 4 levels below me, and one level’s members (masked)',
    tag: 'invite',
  }),
  'user/getInviteRewardList': endpoint({
    auth: 'user',
    body: inviteRewardListBody,
    data: listOf(inviteReward),
    summary:
      'Every invitation reward of mine, newest first: the order (masked), level, amount and state (pending until the order completes, paid, or reversed by its refund)',
    tag: 'invite',
  }),
} as const satisfies Record<string, Endpoint>;

export const staff = {
  'admin/getInviteRule': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: emptyBody,
    data: adminInviteRule,
    summary:
      'The invitation reward rule: per-level percentages and the cap as a share of the platform commission',
    tag: 'invite',
  }),
  'admin/setInviteRule': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: setInviteRuleBody,
    data: adminInviteRule,
    summary:
      'Change the invitation reward rule with a reason (audited); it applies to orders paid from then on',
    tag: 'invite',
  }),
} as const satisfies Record<string, Endpoint>;
