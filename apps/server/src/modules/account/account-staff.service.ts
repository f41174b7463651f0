import type { AdminUser, ApiInput } from '@app/contract';
import type { AppContext, StaffCall, UserRow } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { audit } from '#server/platform/audit/index.js';
import { sessionRepository } from '#server/platform/session/session.repository.js';
import { toUserInfo } from './account.mapper.js';
import { userRepository } from './account.repository.js';

function toAdminUser(row: UserRow): AdminUser {
  return {
    ...toUserInfo(row),
    status: row.status,
    inviterId: row.inviterId,
    lastSigninAt: row.lastSigninAt?.toISOString() ?? null,
  };
}

/** The console's side of buyer accounts: the user list, one user in detail, disabling and re-enabling. */
export function createAccountStaffService(ctx: AppContext) {
  const { db, sessions } = ctx;

  return {
    async userList(q: ApiInput<'admin/getUserList'>) {
      const { rows, total } = await userRepository.list(db, q);
      return listPage(rows.map(toAdminUser), total, q);
    },

    async userDetail(id: number) {
      const user = await userRepository.findById(db, id);
      if (!user) throw new AppError('NOT_FOUND');
      const [activeSessions, invitees, inviter] = await Promise.all([
        sessionRepository.countActiveOfUser(db, id),
        userRepository.countInvitees(db, id),
        user.inviterId ? userRepository.findById(db, user.inviterId) : undefined,
      ]);
      return { ...toAdminUser(user), activeSessions, invitees, inviterEmail: inviter?.email ?? null };
    },

    async setUserStatus(body: ApiInput<'admin/setUserStatus'>, call: StaffCall) {
      const updated = await db.transaction(async (tx) => {
        const user = await userRepository.findById(tx, body.id);
        if (!user) throw new AppError('NOT_FOUND');
        const row = await userRepository.update(tx, body.id, { status: body.status });
        if (body.status === 'disabled') await sessions.revokeAllOfUser(tx, body.id);
        await audit.staff(tx, call, {
          action: body.status === 'disabled' ? 'user.disabled' : 'user.enabled',
          targetType: 'user',
          targetId: body.id,
          reason: body.reason,
          detail: { from: user.status, to: body.status },
        });
        return row!;
      });
      return toAdminUser(updated);
    },
  };
}

export type AccountStaffService = ReturnType<typeof createAccountStaffService>;
