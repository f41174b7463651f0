import { and, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { paginate } from '#server/db/paginate.js';
import { sellerApplications, users } from '#server/db/schema/index.js';
import { likePattern } from '#server/db/paginate.js';

type NewUser = typeof users.$inferInsert;

export const userRepository = {
  async findById(tx: Tx, id: number) {
    const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
    return row;
  },

  async findByEmail(tx: Tx, email: string) {
    const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1);
    return row;
  },

  async findByInviteCode(tx: Tx, code: string) {
    const [row] = await tx.select().from(users).where(eq(users.inviteCode, code.toUpperCase())).limit(1);
    return row;
  },

  /** Inserts unless the email is taken; answers undefined when it was. */
  async insert(tx: Tx, input: NewUser) {
    const [row] = await tx
      .insert(users)
      .values(input)
      .onConflictDoNothing({ target: users.email })
      .returning();
    return row;
  },

  async update(tx: Tx, id: number, patch: Partial<NewUser>) {
    const [row] = await tx
      .update(users)
      .set({ ...patch, updatedAt: sql`now()` })
      .where(eq(users.id, id))
      .returning();
    return row;
  },

  async list(
    tx: Tx,
    q: { page: number; pageSize: number; keyword?: string; status?: 'active' | 'disabled' },
  ) {
    const filters: (SQL | undefined)[] = [q.status ? eq(users.status, q.status) : undefined];
    if (q.keyword) {
      const like = likePattern(q.keyword);
      const asId = /^\d+$/.test(q.keyword) ? Number(q.keyword) : undefined;
      filters.push(
        or(
          ilike(users.email, like),
          ilike(users.nickname, like),
          eq(users.inviteCode, q.keyword.toUpperCase()),
          asId !== undefined && Number.isSafeInteger(asId) ? eq(users.id, asId) : undefined,
        ),
      );
    }
    const where = and(...filters);
    return paginate(
      tx,
      tx.select().from(users).where(where).orderBy(desc(users.id)).$dynamic(),
      users,
      where,
      q,
    );
  },

  /** How a store was opened: the country and WhatsApp the applicant gave (the console shows them). */
  async recordSellerApplication(tx: Tx, input: typeof sellerApplications.$inferInsert) {
    await tx.insert(sellerApplications).values(input);
  },

  async countInvitees(tx: Tx, id: number): Promise<number> {
    const [row] = await tx.select({ n: count() }).from(users).where(eq(users.inviterId, id));
    return row?.n ?? 0;
  },
};
