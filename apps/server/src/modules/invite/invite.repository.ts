import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { InviteRewardState } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { paginate } from '#server/db/paginate.js';
import { inviteRewards, orders, platformSettings, users } from '#server/db/schema/index.js';
import { clock } from '#server/lib/clock.js';

export type InviteRewardRow = typeof inviteRewards.$inferSelect;
type NewReward = Omit<typeof inviteRewards.$inferInsert, 'id'>;

/** The platform setting that holds the reward rule (decision 45). */
const RULE_KEY = 'inviteRule';

/** Members of `userId`'s team down to `depth` levels: (id, level). Inviters are set once at signup, so the tree has no cycles; the depth bounds it anyway. */
const team = (userId: number, depth: number) => sql`
  with recursive team(id, level) as (
    select id, 1 from users where inviter_id = ${userId}
    union all
    select u.id, t.level + 1 from users u join team t on u.inviter_id = t.id where t.level < ${depth}
  )`;

/** A member's completed marketplace orders. */
const completedOrders = sql<number>`(select count(*)::int from orders o where o.user_id = u.id and o.status = 'completed')`;

export type MemberRow = {
  id: number;
  nickname: string;
  avatar: string | null;
  level: number;
  created_at: Date;
  orders: number;
};

/** All SQL of the invitation program. */
export const inviteRepository = {
  async rule(tx: Tx) {
    const [row] = await tx
      .select({ value: platformSettings.value, updatedAt: platformSettings.updatedAt })
      .from(platformSettings)
      .where(eq(platformSettings.key, RULE_KEY));
    return row;
  },

  async saveRule(tx: Tx, value: { levelBps: number[]; capShareBps: number }) {
    await tx
      .insert(platformSettings)
      .values({ key: RULE_KEY, value })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedAt: clock.now() } });
  },

  /** The buyer's inviters upwards, nearest first, at most `depth` of them, each with its status. */
  async ancestors(tx: Tx, userId: number, depth: number) {
    const { rows } = await tx.execute<{ id: number; status: string; level: number }>(sql`
      with recursive up(id, status, inviter_id, level) as (
        select p.id, p.status, p.inviter_id, 1 from users c join users p on p.id = c.inviter_id where c.id = ${userId}
        union all
        select p.id, p.status, p.inviter_id, up.level + 1 from up join users p on p.id = up.inviter_id
          where up.level < ${depth}
      )
      select id::int as id, status, level from up order by level`);
    return rows.map((r) => ({ id: Number(r.id), status: r.status, level: Number(r.level) }));
  },

  async insertReward(tx: Tx, row: NewReward) {
    const [created] = await tx
      .insert(inviteRewards)
      .values({ ...row, createdAt: clock.now() })
      .onConflictDoNothing()
      .returning();
    return created;
  },

  async setTransfer(tx: Tx, id: number, transferId: number) {
    await tx.update(inviteRewards).set({ transferId }).where(eq(inviteRewards.id, id));
  },

  /** An order's rewards, locked: completion and refund settle them one at a time. */
  forOrder(tx: Tx, orderId: number) {
    return tx
      .select()
      .from(inviteRewards)
      .where(eq(inviteRewards.orderId, orderId))
      .orderBy(inviteRewards.level)
      .for('update');
  },

  async settle(tx: Tx, id: number, state: Exclude<InviteRewardState, 'pending'>) {
    const now = clock.now();
    await tx
      .update(inviteRewards)
      .set(state === 'paid' ? { state, paidAt: now } : { state, reversedAt: now })
      .where(and(eq(inviteRewards.id, id), eq(inviteRewards.state, 'pending')));
  },

  async totals(tx: Tx, userId: number) {
    const rows = await tx
      .select({ state: inviteRewards.state, sum: sql<string>`coalesce(sum(${inviteRewards.amount}), 0)` })
      .from(inviteRewards)
      .where(eq(inviteRewards.beneficiaryId, userId))
      .groupBy(inviteRewards.state);
    const totals = { pending: 0, paid: 0, reversed: 0 };
    for (const r of rows) totals[r.state] = Number(r.sum);
    return totals;
  },

  /** Members per level, levels 1..depth. */
  async teamCounts(tx: Tx, userId: number, depth: number) {
    const { rows } = await tx.execute<{ level: number; n: number }>(sql`
      ${team(userId, depth)} select level, count(*)::int as n from team group by level`);
    const counts = Array.from({ length: depth }, () => 0);
    for (const r of rows) counts[Number(r.level) - 1] = Number(r.n);
    return counts;
  },

  /** One level of the team, newest members first. */
  async teamPage(
    tx: Tx,
    userId: number,
    level: number,
    depth: number,
    q: { page: number; pageSize: number },
  ) {
    const { rows } = await tx.execute<MemberRow>(sql`
      ${team(userId, depth)}
      select u.id::int as id, u.nickname, u.avatar, t.level, u.created_at, ${completedOrders} as orders
      from team t join users u on u.id = t.id
      where t.level = ${level}
      order by u.id desc
      limit ${q.pageSize} offset ${(q.page - 1) * q.pageSize}`);
    return rows.map((r) => ({ ...r, id: Number(r.id), level: Number(r.level), orders: Number(r.orders) }));
  },

  async rewardsPage(
    tx: Tx,
    userId: number,
    q: { page: number; pageSize: number; state?: InviteRewardState | undefined },
  ) {
    const where = and(
      eq(inviteRewards.beneficiaryId, userId),
      q.state ? eq(inviteRewards.state, q.state) : undefined,
    );
    return paginate(
      tx,
      tx
        .select({ reward: inviteRewards, orderNo: orders.orderNo, buyer: users.nickname })
        .from(inviteRewards)
        .innerJoin(orders, eq(orders.id, inviteRewards.orderId))
        .innerJoin(users, eq(users.id, inviteRewards.buyerId))
        .where(where)
        .orderBy(desc(inviteRewards.id))
        .$dynamic(),
      inviteRewards,
      where,
      q,
    );
  },

  async inviteCode(tx: Tx, userId: number) {
    const [row] = await tx.select({ code: users.inviteCode }).from(users).where(eq(users.id, userId));
    return row?.code;
  },

  /** Test and seed helper: rewards of given orders. */
  ofOrders(tx: Tx, orderIds: number[]) {
    return tx.select().from(inviteRewards).where(inArray(inviteRewards.orderId, orderIds));
  },
};
