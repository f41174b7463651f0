import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { likePattern } from '#server/db/paginate.js';
import { marketingApplications, staff, users } from '#server/db/schema/index.js';

export type ApplicationRow = typeof marketingApplications.$inferSelect;
type NewApplication = Omit<typeof marketingApplications.$inferInsert, 'id' | 'status' | 'createdAt'>;
type Status = ApplicationRow['status'];

/** An application with the account that sent it (if any) and its reviewer. */
function selectRecords(tx: Tx) {
  return tx
    .select({
      application: marketingApplications,
      userEmail: users.email,
      reviewerName: staff.name,
    })
    .from(marketingApplications)
    .leftJoin(users, eq(users.id, marketingApplications.userId))
    .leftJoin(staff, eq(staff.id, marketingApplications.reviewerId));
}

export const marketingRepository = {
  /** A new application under review; the pending index refuses a second of the kind for the email. */
  async insert(tx: Tx, input: NewApplication) {
    const [row] = await tx
      .insert(marketingApplications)
      .values({ ...input, createdAt: clock.stamp() ?? sql`now()` })
      .returning();
    return row!;
  },

  async ofUser(tx: Tx, userId: number) {
    return tx
      .select()
      .from(marketingApplications)
      .where(eq(marketingApplications.userId, userId))
      .orderBy(desc(marketingApplications.createdAt), desc(marketingApplications.id));
  },

  async lockById(tx: Tx, id: number) {
    const [row] = await tx
      .select()
      .from(marketingApplications)
      .where(eq(marketingApplications.id, id))
      .for('update');
    return row;
  },

  async review(
    tx: Tx,
    id: number,
    patch: { status: Exclude<Status, 'reviewing'>; reason: string | null; reviewerId: number },
  ) {
    const [row] = await tx
      .update(marketingApplications)
      .set({ ...patch, reviewedAt: clock.stamp() ?? sql`now()` })
      .where(eq(marketingApplications.id, id))
      .returning();
    return row!;
  },

  /** The console's queue: newest first, by kind and state, or a name, email or link like the keyword. */
  async list(
    tx: Tx,
    q: { page: number; pageSize: number; kind?: ApplicationRow['kind']; status?: Status; keyword?: string },
  ) {
    const filters: (SQL | undefined)[] = [
      q.kind ? eq(marketingApplications.kind, q.kind) : undefined,
      q.status ? eq(marketingApplications.status, q.status) : undefined,
    ];
    if (q.keyword) {
      const like = likePattern(q.keyword);
      filters.push(
        or(
          ilike(marketingApplications.name, like),
          ilike(marketingApplications.email, like),
          ilike(marketingApplications.link, like),
        ),
      );
    }
    const where = and(...filters);
    const rows = await selectRecords(tx)
      .where(where)
      .orderBy(desc(marketingApplications.createdAt), desc(marketingApplications.id))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(marketingApplications)
      .where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async oneForStaff(tx: Tx, id: number) {
    const [row] = await selectRecords(tx).where(eq(marketingApplications.id, id));
    return row;
  },
};
export type StaffApplicationRow = NonNullable<Awaited<ReturnType<typeof marketingRepository.oneForStaff>>>;
