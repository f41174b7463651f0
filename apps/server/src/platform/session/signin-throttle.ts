import type { Db } from '#server/db/client.js';
import type { ErrorName } from '@app/contract';
import { AppError } from '#server/lib/errors.js';
import { burnPasswordCheck, verifyPassword } from '#server/lib/password.js';
import { audit } from '#server/platform/audit/index.js';
import { signinThrottleRepository as repo } from './signin-throttle.repository.js';

export interface ThrottlePolicy {
  maxFailures: number;
  lockMinutes: number;
  slowdownMs: number;
}

/**
 * Brute-force brake per account key (known or unknown email alike): after two failures each
 * answer is slowed; at `maxFailures` within the window the key is locked for `lockMinutes`.
 */
export function createSigninThrottle(db: Db, policy: ThrottlePolicy) {
  const windowMs = policy.lockMinutes * 60_000;
  const throttle = {
    async assertOpen(key: string) {
      const row = await repo.find(db, key);
      if (row?.lockedUntil && row.lockedUntil.getTime() > Date.now()) {
        throw new AppError('ACCOUNT_LOCKED', {
          minutes: Math.max(1, Math.ceil((row.lockedUntil.getTime() - Date.now()) / 60_000)),
        });
      }
    },

    /** Records a failure; answers the lock error when this failure locks the key. */
    async fail(key: string): Promise<AppError> {
      const failures = await repo.addFailure(db, key, windowMs);
      if (failures >= policy.maxFailures) {
        await repo.lock(db, key, new Date(Date.now() + policy.lockMinutes * 60_000));
        return new AppError('ACCOUNT_LOCKED', { minutes: policy.lockMinutes });
      }
      if (failures > 2 && policy.slowdownMs > 0) {
        await new Promise((r) => setTimeout(r, Math.min(policy.slowdownMs * (failures - 2), 5_000)));
      }
      return new AppError('INVALID_CREDENTIALS');
    },

    async clear(key: string) {
      await repo.clear(db, key);
    },
  };

  return {
    ...throttle,
    /**
     * Checks a sign-in password under the brake, with the same work and the same answer whether
     * the account exists or not (`account` undefined); a lock it causes is audited. Answers the
     * account when the password is right.
     */
    async checkPassword<T extends { passwordHash: string }>(
      kind: 'user' | 'staff' | 'trade',
      email: string,
      account: T | undefined,
      password: string,
      opts: { invalid: ErrorName; ip?: string },
    ): Promise<T> {
      const key = `${kind}:${email}`;
      await throttle.assertOpen(key);
      const ok = account
        ? await verifyPassword(account.passwordHash, password)
        : (await burnPasswordCheck(password), false);
      if (account && ok) {
        await throttle.clear(key);
        return account;
      }
      const error = await throttle.fail(key);
      if (error.errorName !== 'ACCOUNT_LOCKED') throw new AppError(opts.invalid);
      await audit.system(db, {
        action: `${kind}.signin_locked`,
        targetType: 'email',
        targetId: email,
        ip: opts.ip,
      });
      throw error;
    },
  };
}
export type SigninThrottle = ReturnType<typeof createSigninThrottle>;
