import type { AdminUser, StaffInfo } from '@app/contract';
import type { AppContext, CallContext, StaffRow, UserRow } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { auditRepository } from '#server/platform/audit/audit.repository.js';
import { listPage } from '#server/lib/page.js';
import { mailRepository } from '#server/platform/mail/mail.repository.js';
import { sessionRepository } from '#server/platform/session/session.repository.js';
import type { SigninThrottle } from '#server/platform/session/signin-throttle.js';
import { toUserInfo } from '#server/modules/account/account.mapper.js';
import { userRepository } from '#server/modules/account/account.repository.js';
import { staffRepository } from './staff.repository.js';
import { totpRequiredFor, type Totp } from './totp.js';

function toAdminUser(row: UserRow): AdminUser {
  return {
    ...toUserInfo(row),
    status: row.status,
    inviterId: row.inviterId,
    lastSigninAt: row.lastSigninAt?.toISOString() ?? null,
  };
}

export function createAdminService(ctx: AppContext, deps: { throttle: SigninThrottle; totp: Totp }) {
  const { db, sessions, config } = ctx;
  const requireStaff = (call: CallContext) => {
    if (!call.staff) throw new AppError('UNAUTHORIZED');
    return call.staff;
  };
  const toStaffInfo = (row: StaffRow): StaffInfo => ({
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles as StaffInfo['roles'],
    totpEnabled: row.totpEnabledAt !== null,
    totpRequired: totpRequiredFor(row, config.STAFF_TOTP_REQUIRED),
    outbox: !config.SMTP_URL && row.roles.includes('admin'),
  });
  // On the field: "enter the code" when none was given, "wrong or already used" when it was.
  const totpError = (rule: 'required' | 'invalid') =>
    new AppError('STAFF_TOTP_INVALID', {}, [
      { field: 'totp', rule, key: rule === 'required' ? 'validation.totp' : 'STAFF_TOTP_INVALID' },
    ]);

  /**
   * Checks a member's TOTP code under a brake of its own (five wrong codes lock it like a password)
   * and spends its time step, so a code works once.
   */
  async function checkTotp(member: StaffRow, code: string | undefined, ip: string) {
    if (!code) throw totpError('required');
    const key = `totp:${member.email}`;
    await deps.throttle.assertOpen(key);
    const step = member.totpSecret ? deps.totp.verify(member.totpSecret, code) : undefined;
    if (step === undefined || !(await staffRepository.useTotpStep(db, member.id, step))) {
      const error = await deps.throttle.fail(key);
      if (error.errorName === 'ACCOUNT_LOCKED') {
        await auditRepository.record(db, {
          actorType: 'system',
          action: 'staff.totp_locked',
          targetType: 'staff',
          targetId: member.id,
          ip,
        });
        throw error;
      }
      throw totpError('invalid');
    }
    await deps.throttle.clear(key);
  }

  /**
   * Turns two-factor sign-in on (the secret stays, and so does the step the confirming code used,
   * so it cannot sign in again) or off (the secret goes), with a current code; audited.
   */
  async function switchTotp(member: StaffRow, code: string, on: boolean, ip: string) {
    await checkTotp(member, code, ip);
    const row = await db.transaction(async (tx) => {
      const updated = on
        ? await staffRepository.enableTotp(tx, member.id)
        : await staffRepository.setTotp(tx, member.id, { totpSecret: null, totpEnabledAt: null });
      await auditRepository.record(tx, {
        actorType: 'staff',
        actorId: member.id,
        action: on ? 'staff.totp_enabled' : 'staff.totp_disabled',
        targetType: 'staff',
        targetId: member.id,
        ip,
      });
      return updated;
    });
    return toStaffInfo(row);
  }

  return {
    async signin(body: { email: string; password: string; totp?: string }, call: CallContext) {
      const found = await staffRepository.findByEmail(db, body.email);
      const member = await deps.throttle.checkPassword(
        'staff',
        body.email,
        found?.status === 'active' ? found : undefined,
        body.password,
        { invalid: 'STAFF_INVALID_CREDENTIALS', ip: call.ip },
      );
      // With two-factor sign-in on, the password alone opens nothing.
      if (member.totpEnabledAt) await checkTotp(member, body.totp, call.ip);
      const issued = await db.transaction(async (tx) => {
        await staffRepository.markSignin(tx, member.id);
        await auditRepository.record(tx, {
          actorType: 'staff',
          actorId: member.id,
          action: 'staff.signin',
          targetType: 'staff',
          targetId: member.id,
          detail: { totp: member.totpEnabledAt !== null },
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

    /** A new pending secret (replacing an unconfirmed one); refused while two-factor sign-in is on. */
    async setupTotp(call: CallContext) {
      const member = requireStaff(call);
      if (member.totpEnabledAt) throw new AppError('FORBIDDEN');
      const created = deps.totp.create(member.email);
      await staffRepository.setTotp(db, member.id, { totpSecret: created.sealed, totpEnabledAt: null });
      return { secret: created.secret, uri: created.uri };
    },

    async enableTotp(body: { totp: string }, call: CallContext) {
      const member = requireStaff(call);
      if (member.totpEnabledAt || !member.totpSecret) throw new AppError('FORBIDDEN');
      return switchTotp(member, body.totp, true, call.ip);
    },

    async disableTotp(body: { totp: string }, call: CallContext) {
      const member = requireStaff(call);
      if (!member.totpEnabledAt) throw new AppError('FORBIDDEN');
      if (totpRequiredFor(member, config.STAFF_TOTP_REQUIRED)) throw new AppError('FORBIDDEN');
      return switchTotp(member, body.totp, false, call.ip);
    },

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

    /**
     * The dev outbox: only while mail is not really sent (no SMTP), only for admins, and every read
     * is audited, because it shows live verification codes.
     */
    async outbox(q: { page: number; pageSize: number; to?: string }, call: CallContext) {
      const member = requireStaff(call);
      if (config.SMTP_URL) throw new AppError('NOT_FOUND');
      const { rows, total } = await mailRepository.list(db, q);
      await auditRepository.record(db, {
        actorType: 'staff',
        actorId: member.id,
        action: 'outbox.read',
        targetType: 'email',
        targetId: q.to ?? '*',
        detail: { page: q.page, shown: rows.length },
        ip: call.ip,
      });
      return listPage(
        rows.map((m) => ({
          id: m.id,
          to: m.to,
          kind: m.kind,
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
