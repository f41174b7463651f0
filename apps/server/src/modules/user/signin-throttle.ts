import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { signinThrottle } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';

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
  return {
    async assertOpen(key: string) {
      const [row] = await db.select().from(signinThrottle).where(eq(signinThrottle.key, key));
      if (row?.lockedUntil && row.lockedUntil.getTime() > Date.now()) {
        throw new AppError('ACCOUNT_LOCKED', {
          minutes: Math.max(1, Math.ceil((row.lockedUntil.getTime() - Date.now()) / 60_000)),
        });
      }
    },

    /** Records a failure; answers the lock error when this failure locks the key. */
    async fail(key: string): Promise<AppError> {
      const [row] = await db
        .insert(signinThrottle)
        .values({ key, failures: 1 })
        .onConflictDoUpdate({
          target: signinThrottle.key,
          set: {
            failures: sql`case when ${signinThrottle.windowStartedAt} < now() - ${`${windowMs} milliseconds`}::interval
              or ${signinThrottle.lockedUntil} < now() then 1 else ${signinThrottle.failures} + 1 end`,
            windowStartedAt: sql`case when ${signinThrottle.windowStartedAt} < now() - ${`${windowMs} milliseconds`}::interval
              or ${signinThrottle.lockedUntil} < now() then now() else ${signinThrottle.windowStartedAt} end`,
            lockedUntil: sql`null`,
          },
        })
        .returning();
      const failures = row?.failures ?? 1;
      if (failures >= policy.maxFailures) {
        await db
          .update(signinThrottle)
          .set({ lockedUntil: new Date(Date.now() + policy.lockMinutes * 60_000) })
          .where(eq(signinThrottle.key, key));
        return new AppError('ACCOUNT_LOCKED', { minutes: policy.lockMinutes });
      }
      if (failures > 2 && policy.slowdownMs > 0) {
        await new Promise((r) => setTimeout(r, Math.min(policy.slowdownMs * (failures - 2), 5_000)));
      }
      return new AppError('INVALID_CREDENTIALS');
    },

    async clear(key: string) {
      await db.delete(signinThrottle).where(eq(signinThrottle.key, key));
    },
  };
}
export type SigninThrottle = ReturnType<typeof createSigninThrottle>;
