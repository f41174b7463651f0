import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '#server/db/client.js';
import { prepared } from '#server/db/prepared.js';
import { idempotencyKeys } from '#server/db/schema/index.js';

/** A money call's claim or kept answer (every money call writes one: built once, decision 68). */
const insertKey = prepared('idempotency_insert', (tx) =>
  tx
    .insert(idempotencyKeys)
    .values({
      userId: sql.placeholder('userId'),
      key: sql.placeholder('key'),
      path: sql.placeholder('path'),
      requestHash: sql.placeholder('requestHash'),
      statusCode: sql.placeholder('statusCode'),
      response: sql.placeholder('response'),
    })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key }),
);

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
    const [claimed] = await insertKey(db, { statusCode: null, response: null, ...row });
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
