import { INVITE_TEAM_LEVELS, type ApiInput, type InviteMember, type InviteReward } from '@app/contract';
import type { AppContext, UserCall } from '#server/context.js';
import { listPage } from '#server/lib/page.js';
import { maskNickname } from '#server/modules/catalog/index.js';
import { inviteRepository as repo, type MemberRow } from './invite.repository.js';
import { maskOrderNo, ruleOf } from './invite.rules.js';

function member(r: MemberRow): InviteMember {
  return {
    name: maskNickname(r.nickname),
    avatar: r.avatar,
    level: r.level,
    joinedAt: new Date(r.created_at).toISOString(),
    orders: r.orders,
  };
}

/** The buyer's face of the invitation program: only ever the caller's own code, team and rewards. */
export function createInviteService(ctx: AppContext) {
  const { db, config } = ctx;
  const origin = config.PUBLIC_URL?.replace(/\/$/, '') ?? '';

  return {
    async info(call: UserCall) {
      const code = call.user.inviteCode;
      const q = `?code=${encodeURIComponent(code)}`;
      const [rule, counts, totals] = await Promise.all([
        repo.rule(db),
        repo.teamCounts(db, call.user.id, INVITE_TEAM_LEVELS),
        repo.totals(db, call.user.id),
      ]);
      return {
        code,
        links: {
          mall: `${origin}/auth/signup${q}`,
          tv: `${origin}/tv/signup${q}`,
          seller: `${origin}/auth/seller-signup${q}`,
        },
        rule: ruleOf(rule?.value),
        commissionBps: config.PLATFORM_COMMISSION_BPS,
        invited: counts[0] ?? 0,
        team: counts.reduce((a, b) => a + b, 0),
        totals,
      };
    },

    async inviteList(q: ApiInput<'user/getInviteList'>, call: UserCall) {
      const [[total], rows] = await Promise.all([
        repo.teamCounts(db, call.user.id, 1),
        repo.teamPage(db, call.user.id, 1, 1, q),
      ]);
      return listPage(rows.map(member), total ?? 0, q);
    },

    async team(q: ApiInput<'user/getTeam'>, call: UserCall) {
      const [counts, rows] = await Promise.all([
        repo.teamCounts(db, call.user.id, INVITE_TEAM_LEVELS),
        repo.teamPage(db, call.user.id, q.level, INVITE_TEAM_LEVELS, q),
      ]);
      return {
        counts,
        level: q.level,
        ...listPage(rows.map(member), counts[q.level - 1] ?? 0, q),
      };
    },

    async rewardList(q: ApiInput<'user/getInviteRewardList'>, call: UserCall) {
      const { rows, total } = await repo.rewardsPage(db, call.user.id, q);
      return listPage(
        rows.map(({ reward: r, orderNo, buyer }): InviteReward => ({
          id: r.id,
          orderNo: maskOrderNo(orderNo),
          buyer: maskNickname(buyer),
          level: r.level,
          base: r.base,
          bps: r.bps,
          amount: r.amount,
          capped: r.capped,
          state: r.state,
          createdAt: r.createdAt.toISOString(),
          paidAt: r.paidAt?.toISOString() ?? null,
          reversedAt: r.reversedAt?.toISOString() ?? null,
        })),
        total,
        q,
      );
    },
  };
}
export type InviteService = ReturnType<typeof createInviteService>;
