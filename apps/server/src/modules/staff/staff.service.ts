import type { ApiInput, StaffInfo } from '@app/contract';
import type { AppContext, CallContext, StaffCall, StaffRow } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { listPage } from '#server/lib/page.js';
import { audit, auditRepository } from '#server/platform/audit/index.js';
import { mailRepository } from '#server/platform/mail/mail.repository.js';
import type { SigninThrottle } from '#server/platform/session/signin-throttle.js';
import { staffRepository } from './staff.repository.js';
import { totpRequiredFor, type Totp } from './totp.js';

/** Console members themselves: sign-in with two-factor codes, their own TOTP, the outbox, the audit trail. */
export function createStaffService(ctx: AppContext, deps: { throttle: SigninThrottle; totp: Totp }) {
  const { db, sessions, config } = ctx;
  const toStaffInfo = (row: StaffRow): StaffInfo => ({
    id: row.id,
    email: row.email,
    name: row.name,
    roles: row.roles as StaffInfo['roles'],
    totpEnabled: row.totpEnabledAt !== null,
    totpRequired: totpRequiredFor(row, config.STAFF_TOTP_REQUIRED),
    outbox: !config.SMTP_URL && row.roles.includes('admin'),
    revenueShare: config.FEATURE_REVENUE_SHARE,
    loans: config.FEATURE_LOANS,
    lottery: config.FEATURE_LOTTERY,
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
        await audit.system(db, {
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
  async function switchTotp(call: StaffCall, code: string, on: boolean) {
    const member = call.staff;
    await checkTotp(member, code, call.ip);
    const row = await db.transaction(async (tx) => {
      const updated = on
        ? await staffRepository.enableTotp(tx, member.id)
        : await staffRepository.setTotp(tx, member.id, { totpSecret: null, totpEnabledAt: null });
      await audit.staff(tx, call, {
        action: on ? 'staff.totp_enabled' : 'staff.totp_disabled',
        targetType: 'staff',
        targetId: member.id,
      });
      return updated;
    });
    return toStaffInfo(row);
  }

  return {
    async signin(body: ApiInput<'admin/signin'>, call: CallContext) {
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
        await audit.staff(
          tx,
          { staff: member, ip: call.ip },
          {
            action: 'staff.signin',
            targetType: 'staff',
            targetId: member.id,
            detail: { totp: member.totpEnabledAt !== null },
          },
        );
        return sessions.issue(tx, { staffId: member.id }, { ip: call.ip, userAgent: call.userAgent });
      });
      return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), staff: toStaffInfo(member) };
    },

    async signout(call: StaffCall) {
      await sessions.revoke(db, call.sessionId);
      return { ok: true as const };
    },

    staffInfo: (call: StaffCall) => toStaffInfo(call.staff),

    /** A new pending secret (replacing an unconfirmed one); refused while two-factor sign-in is on. */
    async setupTotp(call: StaffCall) {
      const member = call.staff;
      if (member.totpEnabledAt) throw new AppError('FORBIDDEN');
      const created = deps.totp.create(member.email);
      await staffRepository.setTotp(db, member.id, { totpSecret: created.sealed, totpEnabledAt: null });
      return { secret: created.secret, uri: created.uri };
    },

    async enableTotp(body: ApiInput<'admin/enableTotp'>, call: StaffCall) {
      const member = call.staff;
      if (member.totpEnabledAt || !member.totpSecret) throw new AppError('FORBIDDEN');
      return switchTotp(call, body.totp, true);
    },

    async disableTotp(body: ApiInput<'admin/disableTotp'>, call: StaffCall) {
      const member = call.staff;
      if (!member.totpEnabledAt) throw new AppError('FORBIDDEN');
      if (totpRequiredFor(member, config.STAFF_TOTP_REQUIRED)) throw new AppError('FORBIDDEN');
      return switchTotp(call, body.totp, false);
    },

    /**
     * The dev outbox: only while mail is not really sent (no SMTP), only for admins, and every read
     * is audited, because it shows live verification codes.
     */
    async outbox(q: ApiInput<'admin/getOutboxList'>, call: StaffCall) {
      if (config.SMTP_URL) throw new AppError('NOT_FOUND');
      const { rows, total } = await mailRepository.list(db, q);
      await audit.staff(db, call, {
        action: 'outbox.read',
        targetType: 'email',
        targetId: q.to ?? '*',
        detail: { page: q.page, shown: rows.length },
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

    async auditList(q: ApiInput<'admin/getAuditList'>) {
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

export type StaffService = ReturnType<typeof createStaffService>;
