import { eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { signinThrottle } from '#server/db/schema/index.js';

/** The brake's counters per account key: failures in the current window and the lock. */
export const signinThrottleRepository = {
  async find(db: Db, key: string) {
    const [row] = await db.select().from(signinThrottle).where(eq(signinThrottle.key, key));
    return row;
  },

  /** Counts one failure; a window older than `windowMs` (or an expired lock) starts again at one. */
  async addFailure(db: Db, key: string, windowMs: number) {
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
    return row?.failures ?? 1;
  },

  async lock(db: Db, key: string, until: Date) {
    await db.update(signinThrottle).set({ lockedUntil: until }).where(eq(signinThrottle.key, key));
  },

  async clear(db: Db, key: string) {
    await db.delete(signinThrottle).where(eq(signinThrottle.key, key));
  },
};
