import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { staff } from '#server/db/schema/index.js';

export const staffRepository = {
  async findById(tx: Tx, id: number) {
    const [row] = await tx.select().from(staff).where(eq(staff.id, id)).limit(1);
    return row;
  },
  async findByEmail(tx: Tx, email: string) {
    const [row] = await tx.select().from(staff).where(eq(staff.email, email)).limit(1);
    return row;
  },
  async upsert(tx: Tx, input: typeof staff.$inferInsert) {
    await tx.insert(staff).values(input).onConflictDoNothing({ target: staff.email });
  },
  /** A new (or no) secret, not enabled: any step used with an earlier secret is forgotten. */
  async setTotp(tx: Tx, id: number, patch: { totpSecret: string | null; totpEnabledAt: null }) {
    const [row] = await tx
      .update(staff)
      .set({ ...patch, totpLastStep: null })
      .where(eq(staff.id, id))
      .returning();
    return row!;
  },
  async enableTotp(tx: Tx, id: number) {
    const [row] = await tx
      .update(staff)
      .set({ totpEnabledAt: sql`now()` })
      .where(eq(staff.id, id))
      .returning();
    return row!;
  },
  /** Records the time step a code was accepted for; false when it (or a later one) was used already. */
  async useTotpStep(tx: Tx, id: number, step: number): Promise<boolean> {
    const rows = await tx
      .update(staff)
      .set({ totpLastStep: step })
      .where(and(eq(staff.id, id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
      .returning({ id: staff.id });
    return rows.length > 0;
  },
  async markSignin(tx: Tx, id: number) {
    await tx
      .update(staff)
      .set({ lastSigninAt: sql`now()` })
      .where(eq(staff.id, id));
  },
};
