import type {
  CodeScene,
  ResetPwdBody,
  SessionData,
  SignupBody,
  UpdatePwdBody,
  UpdateTradePwdBody,
} from '@app/contract';
import type { AppContext, CallContext, UserRow } from '../../context.js';
import { AppError, fieldError } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { newInviteCode } from '../../lib/tokens.js';
import { auditRepository } from '../audit/audit.repository.js';
import type { CodeService } from '../code/code.service.js';
import { userRepository } from './user.repository.js';
import { toUserInfo } from './user.mapper.js';
import type { SigninThrottle } from './signin-throttle.js';

type Parsed<T> = { [K in keyof T]-?: Exclude<T[K], undefined> } & T;

export function createUserService(ctx: AppContext, deps: { codes: CodeService; throttle: SigninThrottle }) {
  const { db, sessions } = ctx;

  async function openSession(user: UserRow, call: CallContext): Promise<SessionData> {
    const issued = await sessions.issue(db, { userId: user.id }, { ip: call.ip, userAgent: call.userAgent });
    return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), user: toUserInfo(user) };
  }

  function requireUser(call: CallContext): UserRow {
    if (!call.user) throw new AppError('UNAUTHORIZED');
    return call.user;
  }

  return {
    async signup(body: Parsed<SignupBody>, call: CallContext): Promise<SessionData> {
      const inviter = body.inviteCode
        ? await userRepository.findByInviteCode(db, body.inviteCode)
        : undefined;
      if (body.inviteCode && !inviter) throw new AppError('INVITE_CODE_INVALID');
      if (await userRepository.findByEmail(db, body.email)) throw new AppError('EMAIL_TAKEN');
      const passwordHash = await hashPassword(body.password);
      const ticket = await deps.codes.redeem(body.email, 'signup', body.code);
      const user = await db.transaction(async (tx) => {
        await deps.codes.use(tx, ticket);
        for (let attempt = 0; attempt < 5; attempt++) {
          const inviteCode = newInviteCode();
          if (await userRepository.findByInviteCode(tx, inviteCode)) continue;
          const created = await userRepository.insert(tx, {
            email: body.email,
            passwordHash,
            nickname: body.email.split('@')[0]!.slice(0, 30),
            inviteCode,
            inviterId: inviter?.id ?? null,
            // Signing up opens a session: it counts as the first sign-in.
            lastSigninAt: new Date(),
          });
          if (!created) throw new AppError('EMAIL_TAKEN');
          return created;
        }
        throw new Error('could not allocate an invitation code');
      });
      return openSession(user, call);
    },

    async signin(body: { email: string; password: string }, call: CallContext): Promise<SessionData> {
      const user = await deps.throttle.checkPassword(
        'user',
        body.email,
        await userRepository.findByEmail(db, body.email),
        body.password,
        { invalid: 'INVALID_CREDENTIALS', ip: call.ip },
      );
      if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
      const updated = (await userRepository.update(db, user.id, { lastSigninAt: new Date() })) ?? user;
      return openSession(updated, call);
    },

    async signout(call: CallContext) {
      if (call.sessionId) await sessions.revoke(db, call.sessionId);
      return { ok: true as const };
    },

    getUserInfo(call: CallContext) {
      return toUserInfo(requireUser(call));
    },

    async updateInfo(body: { nickname: string; avatar?: string | null }, call: CallContext) {
      const user = requireUser(call);
      const patch: Partial<UserRow> = { nickname: body.nickname };
      if (body.avatar !== undefined) patch.avatar = body.avatar;
      return toUserInfo((await userRepository.update(db, user.id, patch))!);
    },

    async updateEmail(body: { email: string; code: string }, call: CallContext) {
      const user = requireUser(call);
      if (body.email === user.email) return toUserInfo(user);
      const ticket = await deps.codes.redeem(body.email, 'changeEmail', body.code);
      const updated = await db.transaction(async (tx) => {
        await deps.codes.use(tx, ticket);
        if (await userRepository.findByEmail(tx, body.email)) throw new AppError('EMAIL_TAKEN');
        const row = await userRepository.update(tx, user.id, { email: body.email });
        await auditRepository.record(tx, {
          actorType: 'user',
          actorId: user.id,
          action: 'user.email_changed',
          targetType: 'user',
          targetId: user.id,
          detail: { from: user.email, to: body.email },
          ip: call.ip,
        });
        return row!;
      });
      return toUserInfo(updated);
    },

    async updatePwd(body: Parsed<UpdatePwdBody>, call: CallContext) {
      const user = requireUser(call);
      if (!(await verifyPassword(user.passwordHash, body.oldPassword)))
        throw new AppError('OLD_PASSWORD_WRONG');
      if (body.password === body.oldPassword) throw new AppError('SAME_PASSWORD');
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await userRepository.update(tx, user.id, { passwordHash });
        await sessions.revokeAllOfUser(tx, user.id, call.sessionId);
        await auditRepository.record(tx, {
          actorType: 'user',
          actorId: user.id,
          action: 'user.password_changed',
          targetType: 'user',
          targetId: user.id,
          ip: call.ip,
        });
      });
      return { ok: true as const };
    },

    async updateTradePwd(body: UpdateTradePwdBody, call: CallContext) {
      const user = requireUser(call);
      if (body.loginPassword !== undefined && !body.code) {
        if (!(await verifyPassword(user.passwordHash, body.loginPassword))) {
          throw new AppError('OLD_PASSWORD_WRONG');
        }
      }
      const tradePasswordHash = await hashPassword(body.tradePassword);
      const ticket = body.code ? await deps.codes.redeem(user.email, 'tradePassword', body.code) : undefined;
      await db.transaction(async (tx) => {
        if (ticket) await deps.codes.use(tx, ticket);
        await userRepository.update(tx, user.id, { tradePasswordHash });
        await auditRepository.record(tx, {
          actorType: 'user',
          actorId: user.id,
          action: user.tradePasswordHash ? 'user.trade_password_changed' : 'user.trade_password_set',
          targetType: 'user',
          targetId: user.id,
          detail: { verifiedBy: body.code ? 'code' : 'password' },
          ip: call.ip,
        });
      });
      return { ok: true as const };
    },

    async resetPwd(body: Parsed<ResetPwdBody>, call: CallContext) {
      const user = await userRepository.findByEmail(db, body.email);
      const passwordHash = await hashPassword(body.password);
      const ticket = await deps.codes.redeem(body.email, 'resetPassword', body.code);
      await db.transaction(async (tx) => {
        await deps.codes.use(tx, ticket);
        // No account, no live code: answered like a wrong code, so it reveals nothing.
        if (!user) throw new AppError('CODE_INVALID');
        await userRepository.update(tx, user.id, { passwordHash });
        await sessions.revokeAllOfUser(tx, user.id);
        await auditRepository.record(tx, {
          actorType: 'user',
          actorId: user.id,
          action: 'user.password_reset',
          targetType: 'user',
          targetId: user.id,
          ip: call.ip,
        });
      });
      await deps.throttle.clear(`user:${body.email}`);
      return { ok: true as const };
    },

    async sendCode(body: { email: string; scene: CodeScene }, call: CallContext) {
      // Codes for the signed-in user's own actions go to the address on file or the new address.
      if (body.scene === 'tradePassword' || body.scene === 'withdraw') {
        const user = requireUser(call);
        if (body.email !== user.email) throw fieldError('email', 'validation.email');
        return deps.codes.send(body.email, body.scene, call.locale);
      }
      if (body.scene === 'changeEmail') {
        requireUser(call);
        if (await userRepository.findByEmail(db, body.email)) throw new AppError('EMAIL_TAKEN');
        return deps.codes.send(body.email, body.scene, call.locale);
      }
      if (body.scene === 'resetPassword') {
        const exists = Boolean(await userRepository.findByEmail(db, body.email));
        return deps.codes.send(body.email, body.scene, call.locale, exists);
      }
      return deps.codes.send(body.email, body.scene, call.locale);
    },
  };
}
