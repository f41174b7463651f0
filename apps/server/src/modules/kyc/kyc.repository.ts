import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { likePattern } from '#server/db/paginate.js';
import { sellerApplications, staff, stores, userAuths, users } from '#server/db/schema/index.js';

export type UserAuthRow = typeof userAuths.$inferSelect;
type NewAuth = Omit<typeof userAuths.$inferInsert, 'id'>;

/** A record with its applicant, reviewer and the applicant's store (seller application). */
function selectRecords(tx: Tx) {
  return tx
    .select({
      auth: userAuths,
      email: users.email,
      nickname: users.nickname,
      reviewerName: staff.name,
      store: {
        id: stores.id,
        name: stores.name,
        address: stores.address,
        country: sellerApplications.country,
        whatsapp: sellerApplications.whatsapp,
      },
    })
    .from(userAuths)
    .innerJoin(users, eq(users.id, userAuths.userId))
    .leftJoin(staff, eq(staff.id, userAuths.reviewerId))
    .leftJoin(stores, eq(stores.ownerId, userAuths.userId))
    .leftJoin(sellerApplications, eq(sellerApplications.userId, userAuths.userId));
}

export const kycRepository = {
  async ofUser(tx: Tx, userId: number) {
    const [row] = await tx.select().from(userAuths).where(eq(userAuths.userId, userId)).limit(1);
    return row;
  },

  /** The user's record locked for a change (a submission and a review never cross). */
  async lockOfUser(tx: Tx, userId: number) {
    const [row] = await tx.select().from(userAuths).where(eq(userAuths.userId, userId)).for('update');
    return row;
  },

  async lockById(tx: Tx, id: number) {
    const [row] = await tx.select().from(userAuths).where(eq(userAuths.id, id)).for('update');
    return row;
  },

  /** A first submission, or a resubmission replacing the rejected one: back to reviewing. */
  async submit(tx: Tx, input: NewAuth) {
    const fields = {
      ...input,
      status: 'reviewing' as const,
      reason: null,
      reviewerId: null,
      reviewedAt: null,
    };
    const [row] = await tx
      .insert(userAuths)
      .values({ ...fields, submittedAt: clock.stamp() ?? sql`now()` })
      .onConflictDoUpdate({
        target: userAuths.userId,
        set: { ...fields, submittedAt: clock.stamp() ?? sql`now()` },
      })
      .returning();
    return row!;
  },

  async review(
    tx: Tx,
    id: number,
    patch: { status: 'passed' | 'rejected'; reason: string | null; reviewerId: number | null },
  ) {
    const [row] = await tx
      .update(userAuths)
      .set({ ...patch, reviewedAt: clock.stamp() ?? sql`now()` })
      .where(eq(userAuths.id, id))
      .returning();
    return row!;
  },

  /** Real-name status by user (users without a record are left out: unauthenticated). */
  async statusOfUsers(tx: Tx, userIds: number[]) {
    if (!userIds.length) return new Map<number, UserAuthRow['status']>();
    const rows = await tx
      .select({ userId: userAuths.userId, status: userAuths.status })
      .from(userAuths)
      .where(inArray(userAuths.userId, userIds));
    return new Map(rows.map((r) => [r.userId, r.status]));
  },

  /** The review queue: newest first, with the applicant, the reviewer and the applicant's store. */
  async list(
    tx: Tx,
    q: { page: number; pageSize: number; status?: UserAuthRow['status']; keyword?: string },
  ) {
    const filters: (SQL | undefined)[] = [q.status ? eq(userAuths.status, q.status) : undefined];
    if (q.keyword) {
      const like = likePattern(q.keyword);
      filters.push(or(ilike(users.email, like), ilike(userAuths.realName, like), ilike(stores.name, like)));
    }
    const where = and(...filters);
    const query = selectRecords(tx).where(where).orderBy(desc(userAuths.submittedAt), desc(userAuths.id));
    const rows = await query.limit(q.pageSize).offset((q.page - 1) * q.pageSize);
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(userAuths)
      .innerJoin(users, eq(users.id, userAuths.userId))
      .leftJoin(stores, eq(stores.ownerId, userAuths.userId))
      .where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async oneForStaff(tx: Tx, id: number) {
    const [row] = await selectRecords(tx).where(eq(userAuths.id, id));
    return row;
  },
};
export type StaffAuthRow = NonNullable<Awaited<ReturnType<typeof kycRepository.oneForStaff>>>;
