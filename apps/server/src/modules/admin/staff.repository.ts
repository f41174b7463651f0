import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { staff } from '../../db/schema/index.js';

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
  async markSignin(tx: Tx, id: number) {
    await tx
      .update(staff)
      .set({ lastSigninAt: sql`now()` })
      .where(eq(staff.id, id));
  },
};
