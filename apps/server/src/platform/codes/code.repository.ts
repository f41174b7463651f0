import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { emailCodes } from '#server/db/schema/index.js';

export const codeRepository = {
  /** Serialises code sends and checks of one address (until the transaction ends). */
  async lockAddress(tx: Tx, email: string) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`code:${email}`}, 0))`);
  },

  /** Wrong guesses at the address's codes created since `since`, and when the oldest such code was made. */
  async failuresSince(tx: Tx, email: string, since: Date) {
    const [row] = await tx
      .select({
        total: sql<number>`coalesce(sum(${emailCodes.failures}), 0)::int`,
        oldest:
          sql<Date | null>`min(${emailCodes.createdAt}) filter (where ${emailCodes.failures} > 0)`.mapWith(
            (v: string | Date | null) => (v ? new Date(v) : null),
          ),
      })
      .from(emailCodes)
      .where(and(eq(emailCodes.email, email), gt(emailCodes.createdAt, since)));
    return { total: row?.total ?? 0, oldest: row?.oldest ?? null };
  },

  async sentSince(tx: Tx, email: string, since: Date): Promise<number> {
    const [row] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(emailCodes)
      .where(and(eq(emailCodes.email, email), gt(emailCodes.createdAt, since)));
    return row?.n ?? 0;
  },

  async addFailure(tx: Tx, id: number) {
    await tx
      .update(emailCodes)
      .set({ failures: sql`${emailCodes.failures} + 1` })
      .where(eq(emailCodes.id, id));
  },

  async latestForEmail(tx: Tx, email: string) {
    const [row] = await tx
      .select()
      .from(emailCodes)
      .where(eq(emailCodes.email, email))
      .orderBy(desc(emailCodes.createdAt))
      .limit(1);
    return row;
  },

  async insert(tx: Tx, input: { email: string; scene: string; codeHash: string; expiresAt: Date }) {
    // A new code replaces any earlier one of the same scene.
    await tx
      .update(emailCodes)
      .set({ consumedAt: sql`now()` })
      .where(
        and(
          eq(emailCodes.email, input.email),
          eq(emailCodes.scene, input.scene),
          isNull(emailCodes.consumedAt),
        ),
      );
    const [row] = await tx.insert(emailCodes).values(input).returning({ id: emailCodes.id });
    return row!.id;
  },

  async remove(tx: Tx, id: number) {
    await tx.delete(emailCodes).where(eq(emailCodes.id, id));
  },

  /** The live codes of a scene (not used up, not expired), newest first; normally one. */
  async active(tx: Tx, email: string, scene: string) {
    return tx
      .select()
      .from(emailCodes)
      .where(
        and(
          eq(emailCodes.email, email),
          eq(emailCodes.scene, scene),
          isNull(emailCodes.consumedAt),
          gt(emailCodes.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id));
  },

  /** Spends one attempt atomically; answers false when none were left. */
  async spendAttempt(tx: Tx, id: number, max: number): Promise<boolean> {
    const rows = await tx
      .update(emailCodes)
      .set({ attempts: sql`${emailCodes.attempts} + 1` })
      .where(and(eq(emailCodes.id, id), lt(emailCodes.attempts, max)))
      .returning({ id: emailCodes.id });
    return rows.length > 0;
  },

  /** Uses the code up; answers false when another call used it first. */
  async consume(tx: Tx, id: number): Promise<boolean> {
    const rows = await tx
      .update(emailCodes)
      .set({ consumedAt: sql`now()` })
      .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
      .returning({ id: emailCodes.id });
    return rows.length > 0;
  },
};
