import { countryCodeOf, FUNDS_HOLD_HOURS, type ApiInput, type SessionData } from '@app/contract';
import type { AppContext, CallContext, UserCall, UserRow } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { hashPassword } from '#server/lib/password.js';
import { assertUncommonPassword } from '#server/lib/password-policy.js';
import { newInviteCode, sha256 } from '#server/lib/tokens.js';
import { audit } from '#server/platform/audit/index.js';
import type { CodeService } from '#server/platform/codes/code.service.js';
import type { SecurityNotices } from '#server/platform/mail/security-notice.js';
import type { SigninThrottle } from '#server/platform/session/signin-throttle.js';
import { sessionRepository } from '#server/platform/session/session.repository.js';
import { fileRepository } from '#server/platform/storage/file.repository.js';
import { acceptAgreementsAtSignup } from '#server/modules/content/index.js';
import { catalogRepository } from '#server/modules/catalog/index.js';
import { toUserInfo } from './account.mapper.js';
import { userRepository } from './account.repository.js';

/** The client's device id (`X-Device-Id`, a random id it keeps), hashed with the user's id. */
function deviceHashOf(call: CallContext, userId: number): string | undefined {
  const raw = call.request.headers['x-device-id'];
  const id = typeof raw === 'string' && /^[\x21-\x7e]{8,128}$/.test(raw) ? raw : undefined;
  return id ? sha256(`${userId}:${id}`) : undefined;
}

const holdFromNow = () => new Date(Date.now() + FUNDS_HOLD_HOURS * 3_600_000);

/** The buyer's account: verification codes, sign-up and sign-in, the profile and the passwords. */
export function createAccountService(
  ctx: AppContext,
  deps: { codes: CodeService; throttle: SigninThrottle; notices: SecurityNotices },
) {
  const { db, sessions } = ctx;

  async function openSession(
    user: UserRow,
    call: CallContext,
    deviceHash = deviceHashOf(call, user.id),
  ): Promise<SessionData> {
    const issued = await sessions.issue(
      db,
      { userId: user.id },
      { ip: call.ip, userAgent: call.userAgent, deviceHash },
    );
    return { token: issued.token, expiresAt: issued.expiresAt.toISOString(), user: toUserInfo(user) };
  }

  const where = (call: CallContext) => ({ ip: call.ip, userAgent: call.userAgent });

  /** The login password of a signed-in user, under the same brake as sign-in (a stolen session cannot guess it). */
  async function checkOwnPassword(user: UserRow, password: string, call: CallContext) {
    await deps.throttle.checkPassword('user', user.email, user, password, {
      invalid: 'OLD_PASSWORD_WRONG',
      ip: call.ip,
    });
  }

  /**
   * A new account from a sign-up form (buyer or seller): the code first, then the invitation code,
   * then everything in one transaction; `more` adds to that transaction (a seller's store).
   */
  async function createAccount(
    body: ApiInput<'user/signup'> | ApiInput<'user/sellerSignup'>,
    call: CallContext,
    more?: (tx: Tx, user: UserRow) => Promise<UserRow>,
  ): Promise<UserRow> {
    assertUncommonPassword(body.password);
    // The code first: only the owner of the address learns whether it is registered.
    const ticket = await deps.codes.redeem(body.email, 'signup', body.code, call.ip);
    const inviter = body.inviteCode ? await userRepository.findByInviteCode(db, body.inviteCode) : undefined;
    if (body.inviteCode && !inviter) throw new AppError('INVITE_CODE_INVALID');
    if (await userRepository.findByEmail(db, body.email)) throw new AppError('EMAIL_TAKEN');
    const passwordHash = await hashPassword(body.password);
    return db.transaction(async (tx) => {
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
          locale: call.locale,
          // Signing up opens a session: it counts as the first sign-in.
          lastSigninAt: new Date(),
        });
        if (!created) throw new AppError('EMAIL_TAKEN');
        // The agreement versions the user accepted (refused when a newer one was published meanwhile).
        await acceptAgreementsAtSignup(tx, created.id, body.legalVersions, call);
        return more ? more(tx, created) : created;
      }
      throw new Error('could not allocate an invitation code');
    });
  }

  /** The store row (through the catalog) and the application beside it; one store per account. */
  async function openStoreFor(
    tx: Tx,
    user: UserRow,
    body: { storeName: string; storeAddress: string; country: string; whatsapp: string },
    source: 'signup' | 'open_store',
    call: CallContext,
  ) {
    const store = await catalogRepository.openStore(tx, {
      ownerId: user.id,
      name: body.storeName,
      address: body.storeAddress,
      logo: user.avatar ?? '',
    });
    if (!store) throw new AppError('STORE_ALREADY_OPEN');
    await userRepository.recordSellerApplication(tx, {
      userId: user.id,
      storeId: store.id,
      country: countryCodeOf(body.country)!,
      whatsapp: body.whatsapp.replace(/[\s-]/g, ''),
      source,
    });
    await audit.user(
      tx,
      { user, ip: call.ip },
      {
        action: 'store.opened',
        targetType: 'store',
        targetId: store.id,
        detail: { source },
      },
    );
    return store;
  }

  return {
    async signup(body: ApiInput<'user/signup'>, call: CallContext): Promise<SessionData> {
      return openSession(await createAccount(body, call), call);
    },

    /**
     * Seller registration: the account, its store and the application in one transaction (nothing
     * half-written). The invitation code is required here; real-name authentication follows signed in.
     */
    async sellerSignup(body: ApiInput<'user/sellerSignup'>, call: CallContext): Promise<SessionData> {
      const user = await createAccount(body, call, async (tx, created) => {
        await openStoreFor(tx, created, body, 'signup', call);
        return (await userRepository.update(tx, created.id, { type: 'seller' }))!;
      });
      return openSession(user, call);
    },

    /** One account buys and sells: a buyer opens their store with the store's fields only. */
    async openStore(body: ApiInput<'user/openStore'>, call: UserCall) {
      return db.transaction(async (tx) => {
        const store = await openStoreFor(tx, call.user, body, 'open_store', call);
        const user = (await userRepository.update(tx, call.user.id, { type: 'seller' }))!;
        return { storeId: store.id, name: store.name, user: toUserInfo(user) };
      });
    },

    async signin(body: ApiInput<'user/signin'>, call: CallContext): Promise<SessionData> {
      const user = await deps.throttle.checkPassword(
        'user',
        body.email,
        await userRepository.findByEmail(db, body.email),
        body.password,
        { invalid: 'INVALID_CREDENTIALS', ip: call.ip },
      );
      if (user.status !== 'active') throw new AppError('ACCOUNT_DISABLED');
      const device = deviceHashOf(call, user.id);
      const known = device ? await sessionRepository.seenDevice(db, user.id, device) : false;
      const updated =
        (await userRepository.update(db, user.id, { lastSigninAt: new Date(), locale: call.locale })) ?? user;
      const session = await openSession(updated, call, device);
      if (!known) await deps.notices.send(updated, 'newSignin', where(call));
      return session;
    },

    async signout(call: UserCall) {
      await sessions.revoke(db, call.sessionId);
      return { ok: true as const };
    },

    getUserInfo(call: UserCall) {
      return toUserInfo(call.user);
    },

    async updateInfo(body: ApiInput<'user/updateInfo'>, call: UserCall) {
      const { user } = call;
      const patch: Partial<UserRow> = { nickname: body.nickname };
      if (body.avatar !== undefined && body.avatar !== user.avatar) {
        // Only a picture this user uploaded as an avatar (never another's file or an outside URL).
        if (body.avatar !== null && !(await fileRepository.ownsUpload(db, user.id, body.avatar, 'avatar'))) {
          throw fieldError('avatar', 'validation.upload', 'own_upload');
        }
        patch.avatar = body.avatar;
      }
      return toUserInfo((await userRepository.update(db, user.id, patch))!);
    },

    async updateEmail(body: ApiInput<'user/updateEmail'>, call: UserCall) {
      const { user } = call;
      await checkOwnPassword(user, body.password, call);
      if (body.email === user.email) return toUserInfo(user);
      const ticket = await deps.codes.redeem(body.email, 'changeEmail', body.code, call.ip);
      const updated = await db.transaction(async (tx) => {
        await deps.codes.use(tx, ticket);
        if (await userRepository.findByEmail(tx, body.email)) throw new AppError('EMAIL_TAKEN');
        const row = await userRepository.update(tx, user.id, {
          email: body.email,
          fundsHoldUntil: holdFromNow(),
          fundsHoldReason: 'email_changed',
        });
        await audit.user(tx, call, {
          action: 'user.email_changed',
          targetType: 'user',
          targetId: user.id,
          detail: { from: user.email, to: body.email },
        });
        return row!;
      });
      // The old address hears of it: if someone else made the change, the owner can act.
      await deps.notices.send(user, 'emailChanged', { ...where(call), newEmail: body.email });
      return toUserInfo(updated);
    },

    async updatePwd(body: ApiInput<'user/updatePwd'>, call: UserCall) {
      const { user } = call;
      await checkOwnPassword(user, body.oldPassword, call);
      if (body.password === body.oldPassword) throw new AppError('SAME_PASSWORD');
      assertUncommonPassword(body.password);
      const passwordHash = await hashPassword(body.password);
      await db.transaction(async (tx) => {
        await userRepository.update(tx, user.id, { passwordHash });
        await sessions.revokeAllOfUser(tx, user.id, call.sessionId);
        await audit.user(tx, call, {
          action: 'user.password_changed',
          targetType: 'user',
          targetId: user.id,
        });
      });
      await deps.notices.send(user, 'passwordChanged', where(call));
      return { ok: true as const };
    },

    /**
     * The first trade password needs an email code; a change needs the current trade password or an
     * email code. The login password or session alone never sets it: they are what a thief has.
     */
    async updateTradePwd(body: ApiInput<'user/updateTradePwd'>, call: UserCall) {
      const { user } = call;
      const changing = user.tradePasswordHash !== null;
      if (!changing && !body.code) throw fieldError('code', 'validation.codeRequired', 'required');
      if (!body.code) {
        await deps.throttle.checkPassword(
          'trade',
          String(user.id),
          { passwordHash: user.tradePasswordHash! },
          body.oldTradePassword!,
          { invalid: 'TRADE_PASSWORD_WRONG', ip: call.ip },
        );
      }
      const tradePasswordHash = await hashPassword(body.tradePassword);
      const ticket = body.code
        ? await deps.codes.redeem(user.email, 'tradePassword', body.code, call.ip)
        : undefined;
      await db.transaction(async (tx) => {
        if (ticket) await deps.codes.use(tx, ticket);
        await userRepository.update(tx, user.id, { tradePasswordHash });
        await audit.user(tx, call, {
          action: changing ? 'user.trade_password_changed' : 'user.trade_password_set',
          targetType: 'user',
          targetId: user.id,
          detail: { verifiedBy: body.code ? 'code' : 'trade_password' },
        });
      });
      await deps.notices.send(user, changing ? 'tradePasswordChanged' : 'tradePasswordSet', where(call));
      return { ok: true as const };
    },

    async resetPwd(body: ApiInput<'user/resetPwd'>, call: CallContext) {
      assertUncommonPassword(body.password);
      const user = await userRepository.findByEmail(db, body.email);
      const passwordHash = await hashPassword(body.password);
      const ticket = await deps.codes.redeem(body.email, 'resetPassword', body.code, call.ip);
      await db.transaction(async (tx) => {
        await deps.codes.use(tx, ticket);
        // No account, no live code: answered like a wrong code, so it reveals nothing.
        if (!user) throw new AppError('CODE_INVALID');
        // Every session ends; money cannot leave for a day. The sign-in brake stays as it is.
        await userRepository.update(tx, user.id, {
          passwordHash,
          fundsHoldUntil: holdFromNow(),
          fundsHoldReason: 'password_reset',
        });
        await sessions.revokeAllOfUser(tx, user.id);
        await audit.user(
          tx,
          { user, ip: call.ip },
          {
            action: 'user.password_reset',
            targetType: 'user',
            targetId: user.id,
          },
        );
      });
      await deps.notices.send(user!, 'passwordReset', where(call));
      return { ok: true as const };
    },

    async sendCode(body: ApiInput<'code/sendCode'>, call: CallContext) {
      // Codes for the signed-in user's own actions (the endpoint also serves visitors) go to the
      // address on file or the new address.
      if (body.scene === 'tradePassword' || body.scene === 'withdraw') {
        if (!call.user) throw new AppError('UNAUTHORIZED');
        if (body.email !== call.user.email) throw fieldError('email', 'validation.email');
        return deps.codes.send(body.email, body.scene, call.locale);
      }
      if (body.scene === 'changeEmail') {
        if (!call.user) throw new AppError('UNAUTHORIZED');
        if (await userRepository.findByEmail(db, body.email)) throw new AppError('EMAIL_TAKEN');
        return deps.codes.send(body.email, body.scene, call.locale);
      }
      if (body.scene === 'resetPassword') {
        const exists = Boolean(await userRepository.findByEmail(db, body.email));
        return deps.codes.send(body.email, body.scene, call.locale, exists);
      }
      return deps.codes.send(body.email, body.scene, call.locale);
    },

    /** `code/checkCode`: checks a code without using it up. */
    async checkCode(body: ApiInput<'code/checkCode'>, call: CallContext) {
      await deps.codes.check(body.email, body.scene, body.code, call.ip);
      return { valid: true as const };
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
