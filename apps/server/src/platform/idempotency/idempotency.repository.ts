import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.js';
import { idempotencyKeys } from '#server/db/schema/index.js';

const keyOf = (userId: number, key: string) =>
  and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key));

/** The kept answers of money calls, per user and Idempotency-Key. */
export const idempotencyRepository = {
  /**
   * Inserts the claim, or a finished call's whole answer (decision 66: inside a money call's
   * transaction it commits with the call's work or not at all); false when the key was already there.
   */
  async insert(
    db: Db | Tx,
    row: {
      userId: number;
      key: string;
      path: string;
      requestHash: string;
      statusCode?: number;
      response?: string;
    },
  ) {
    const [claimed] = await db
      .insert(idempotencyKeys)
      .values(row)
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    return Boolean(claimed);
  },

  async find(db: Db, userId: number, key: string) {
    const [row] = await db.select().from(idempotencyKeys).where(keyOf(userId, key));
    return row;
  },

  /** Takes over a claim whose call never finished within `minutes`; answers whether it did. */
  async takeOverStale(db: Db, userId: number, key: string, minutes: number) {
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ createdAt: sql`now()` })
      .where(
        and(
          keyOf(userId, key),
          isNull(idempotencyKeys.statusCode),
          lt(idempotencyKeys.createdAt, sql`now() - ${`${minutes} minutes`}::interval`),
        ),
      )
      .returning({ key: idempotencyKeys.key });
    return Boolean(taken);
  },

  async complete(db: Db, userId: number, key: string, statusCode: number, response: string) {
    await db.update(idempotencyKeys).set({ statusCode, response }).where(keyOf(userId, key));
  },

  /** Deletes an unfinished claim (a finished one is kept). */
  async deleteUnfinished(db: Db, userId: number, key: string) {
    await db.delete(idempotencyKeys).where(and(keyOf(userId, key), isNull(idempotencyKeys.statusCode)));
  },
};
