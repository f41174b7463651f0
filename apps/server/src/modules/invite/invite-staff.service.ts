import type { AdminInviteRule, ApiInput } from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { audit } from '#server/platform/audit/index.js';
import { inviteRepository as repo } from './invite.repository.js';
import { ruleOf } from './invite.rules.js';

/** The console's face: the reward rule (issue 14 part 8), changed with a reason and audited. */
export function createInviteStaffService(ctx: AppContext) {
  const { db, config } = ctx;

  async function read(tx: Tx): Promise<AdminInviteRule> {
    const row = await repo.rule(tx);
    return {
      ...ruleOf(row?.value),
      commissionBps: config.PLATFORM_COMMISSION_BPS,
      updatedAt: row?.updatedAt.toISOString() ?? null,
      saved: !!row,
    };
  }

  return {
    rule: () => read(db),

    async setRule(body: ApiInput<'admin/setInviteRule'>, call: StaffCall) {
      return db.transaction(async (tx) => {
        const before = await read(tx);
        const value = { levelBps: body.levelBps, capShareBps: body.capShareBps };
        await repo.saveRule(tx, value);
        await audit.staff(tx, call, {
          action: 'invite_rule.changed',
          targetType: 'platform_settings',
          targetId: 'inviteRule',
          reason: body.reason,
          detail: { before: { levelBps: before.levelBps, capShareBps: before.capShareBps }, after: value },
        });
        return read(tx);
      });
    },
  };
}
export type InviteStaffService = ReturnType<typeof createInviteStaffService>;
