import type { AdminUser, StaffInfo } from '@app/contract';
import type { AppContext, CallContext, StaffRow, UserRow } from '../../context.js';
import { AppError } from '../../lib/errors.js';
import { auditRepository } from '../audit/audit.repository.js';
import { listPage } from '../../lib/page.js';
import { mailRepository } from '../mail/mail.repository.js';
import { sessionRepository } from '../session/session.repository.js';
import type { SigninThrottle } from '../user/signin-throttle.js';
import { toUserInfo } from '../user/user.mapper.js';
import { userRepository } from '../user/user.repository.js';
import { staffRepository } from './staff.repository.js';

function toStaffInfo(row: StaffRow): StaffInfo {
  return { id: row.id, email: row.email, name: row.name, roles: row.roles as StaffInfo['roles'] };
}

function toAdminUser(row: UserRow): AdminUser {
  return {
    ...toUserInfo(row),
    status: row.status,
    inviterId: row.inviterId,
    lastSigninAt: row.lastSigninAt?.toISOString() ?? null,
  };
}

export function createAdminService(ctx: AppContext, deps: { throttle: SigninThrottle }) {
  const { db, sessions } = ctx;
  const requireStaff = (call: CallContext) => {
    if (!call.staff) throw new AppError('UNAUTHORIZED');
    return call.staff;
  };

  return {
    async signin(body: { email: string; password: string }, call: CallContext) {
      const found = await staffRepository.findByEmail(db, body.email);
      const member = await deps.throttle.checkPassword(
        'staff',
        body.email,
        found?.status === 'active' ? found : undefined,
        body.password,
        { invalid: 'STAFF_INVALID_CREDENTIALS', ip: call.ip },
      );
      const issued = await db.transaction(async (tx) => {
        await staffRepository.markSignin(tx, member.id);
        await auditRepository.record(tx, {
          actorType: 'staff',
          actorId: member.id,
          action: 'staff.signin',
          targetType: 'staff',
          targetId: member.id,
          ip: call.ip,
        });
        return sessions.issue(tx, { staffId: member.id }, { ip: call.ip, userAgent: call.userAgent });
      });
      return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), staff: toStaffInfo(member) };
    },

    async signout(call: CallContext) {
      if (call.sessionId) await sessions.revoke(db, call.sessionId);
      return { ok: true as const };
    },

    staffInfo: (call: CallContext) => toStaffInfo(requireStaff(call)),

    async userList(q: { page: number; pageSize: number; keyword?: string; status?: 'active' | 'disabled' }) {
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

    async setUserStatus(
      body: { id: number; status: 'active' | 'disabled'; reason: string },
      call: CallContext,
    ) {
      const member = requireStaff(call);
      const updated = await db.transaction(async (tx) => {
        const user = await userRepository.findById(tx, body.id);
        if (!user) throw new AppError('NOT_FOUND');
        const row = await userRepository.update(tx, body.id, { status: body.status });
        if (body.status === 'disabled') await sessions.revokeAllOfUser(tx, body.id);
        await auditRepository.record(tx, {
          actorType: 'staff',
          actorId: member.id,
          action: body.status === 'disabled' ? 'user.disabled' : 'user.enabled',
          targetType: 'user',
          targetId: body.id,
          reason: body.reason,
          detail: { from: user.status, to: body.status },
          ip: call.ip,
        });
        return row!;
      });
      return toAdminUser(updated);
    },

    async outbox(q: { page: number; pageSize: number; to?: string }) {
      const { rows, total } = await mailRepository.list(db, q);
      return listPage(
        rows.map((m) => ({
          id: m.id,
          to: m.to,
          subject: m.subject,
          text: m.text,
          transport: m.transport,
          error: m.error,
          createdAt: m.createdAt.toISOString(),
        })),
        total,
        q,
      );
    },

    async audit(q: { page: number; pageSize: number; action?: string }) {
      const { rows, total } = await auditRepository.list(db, q);
      return listPage(
        rows.map(({ entry, actorName }) => ({
          id: entry.id,
          actorType: entry.actorType,
          actorId: entry.actorId,
          actorName,
          action: entry.action,
          targetType: entry.targetType,
          targetId: entry.targetId,
          reason: entry.reason,
          detail: entry.detail,
          ip: entry.ip,
          createdAt: entry.createdAt.toISOString(),
        })),
        total,
        q,
      );
    },
  };
}
