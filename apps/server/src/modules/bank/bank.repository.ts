import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { paginate } from '#server/db/paginate.js';
import { bankChannels, recharges, staff, users } from '#server/db/schema/index.js';

type Page = { page: number; pageSize: number };

export const bankRepository = {
  listChannels(tx: Tx, onlyEnabled: boolean) {
    return tx
      .select()
      .from(bankChannels)
      .where(onlyEnabled ? eq(bankChannels.enabled, true) : undefined)
      .orderBy(asc(bankChannels.id));
  },
  async findChannel(tx: Tx, id: number) {
    const [row] = await tx.select().from(bankChannels).where(eq(bankChannels.id, id));
    return row;
  },
  async insertChannel(tx: Tx, row: typeof bankChannels.$inferInsert) {
    const [created] = await tx.insert(bankChannels).values(row).returning();
    return created!;
  },
  async updateChannel(tx: Tx, id: number, patch: Partial<typeof bankChannels.$inferInsert>) {
    const [row] = await tx.update(bankChannels).set(patch).where(eq(bankChannels.id, id)).returning();
    return row;
  },
  async countChannels(tx: Tx) {
    const [row] = await tx.select({ n: count() }).from(bankChannels);
    return row?.n ?? 0;
  },

  async insertRecharge(tx: Tx, row: typeof recharges.$inferInsert) {
    const [created] = await tx.insert(recharges).values(row).returning();
    return created!;
  },
  async findRechargeForUpdate(tx: Tx, id: number) {
    const [row] = await tx.select().from(recharges).where(eq(recharges.id, id)).for('update');
    return row;
  },
  async updateRecharge(tx: Tx, id: number, patch: Partial<typeof recharges.$inferInsert>) {
    await tx.update(recharges).set(patch).where(eq(recharges.id, id));
  },
  async listRecharges(tx: Tx, q: Page & { userId?: number; status?: string; id?: number }) {
    const where = and(
      q.userId ? eq(recharges.userId, q.userId) : undefined,
      q.status ? eq(recharges.status, q.status as 'requesting') : undefined,
      q.id ? eq(recharges.id, q.id) : undefined,
    );
    return paginate(
      tx,
      tx
        .select({
          recharge: recharges,
          channel: bankChannels,
          userEmail: users.email,
          reviewerName: staff.name,
        })
        .from(recharges)
        .innerJoin(bankChannels, eq(bankChannels.id, recharges.channelId))
        .innerJoin(users, eq(users.id, recharges.userId))
        .leftJoin(staff, eq(staff.id, recharges.reviewerId))
        .where(where)
        .orderBy(q.status === 'requesting' ? asc(recharges.id) : desc(recharges.id))
        .$dynamic(),
      recharges,
      where,
      q,
    );
  },
};
