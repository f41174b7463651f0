import { and, asc, desc, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { stores, trafficImpressions, trafficPackages, trafficPlans } from '#server/db/schema/index.js';

export type TrafficPlanRow = typeof trafficPlans.$inferSelect;
export type TrafficPackageRow = typeof trafficPackages.$inferSelect;
type PlanValues = Omit<typeof trafficPlans.$inferInsert, 'id' | 'createdAt'>;

/** The only SQL of traffic packages: the plan catalogue, the stores' packages and their daily impressions. */
export const trafficRepository = {
  async plans(tx: Tx, opts: { activeOnly: boolean }) {
    return tx
      .select()
      .from(trafficPlans)
      .where(opts.activeOnly ? eq(trafficPlans.active, true) : undefined)
      .orderBy(asc(trafficPlans.sort), asc(trafficPlans.id));
  },

  async findPlan(tx: Tx, id: number) {
    const [row] = await tx.select().from(trafficPlans).where(eq(trafficPlans.id, id));
    return row;
  },

  async insertPlan(tx: Tx, values: PlanValues) {
    const [row] = await tx.insert(trafficPlans).values(values).returning();
    return row!;
  },

  async updatePlan(tx: Tx, id: number, values: Partial<PlanValues>) {
    const [row] = await tx
      .update(trafficPlans)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(trafficPlans.id, id))
      .returning();
    return row;
  },

  /** Packages bought and what they paid, per plan. */
  async soldPerPlan(tx: Tx) {
    const rows = await tx
      .select({
        planId: trafficPackages.planId,
        sold: sql<number>`count(*)::int`,
        revenue: sql<number>`coalesce(sum(${trafficPackages.price}), 0)::bigint`,
      })
      .from(trafficPackages)
      .groupBy(trafficPackages.planId);
    return new Map(rows.map((r) => [r.planId, { sold: r.sold, revenue: Number(r.revenue) }]));
  },

  /** Serializes purchases of one store (the queue reads the store's last end) until the transaction ends. */
  async lockStore(tx: Tx, storeId: number) {
    await tx.execute(sql`select id from ${stores} where id = ${storeId} for update`);
  },

  /** When the store's last package ends, if it ends after `now`. */
  async lastEnd(tx: Tx, storeId: number, now: Date) {
    const [row] = await tx
      .select({ endsAt: sql<Date | null>`max(${trafficPackages.endsAt})` })
      .from(trafficPackages)
      .where(and(eq(trafficPackages.storeId, storeId), gt(trafficPackages.endsAt, now)));
    return row?.endsAt ? new Date(row.endsAt) : null;
  },

  async findPackageByTransfer(tx: Tx, transferId: string) {
    const [row] = await tx.select().from(trafficPackages).where(eq(trafficPackages.transferId, transferId));
    return row;
  },

  async insertPackage(tx: Tx, values: typeof trafficPackages.$inferInsert) {
    const [row] = await tx.insert(trafficPackages).values(values).returning();
    return row!;
  },

  /** One of the store's packages (never another store's). */
  async findStorePackage(tx: Tx, storeId: number, id: number) {
    const [row] = await tx
      .select()
      .from(trafficPackages)
      .where(and(eq(trafficPackages.id, id), eq(trafficPackages.storeId, storeId)));
    return row;
  },

  async storePackages(tx: Tx, storeId: number, q: { page: number; pageSize: number }) {
    const where = eq(trafficPackages.storeId, storeId);
    const [rows, [total]] = await Promise.all([
      tx
        .select({ pkg: trafficPackages, plan: trafficPlans })
        .from(trafficPackages)
        .leftJoin(trafficPlans, eq(trafficPlans.id, trafficPackages.planId))
        .where(where)
        .orderBy(desc(trafficPackages.purchasedAt), desc(trafficPackages.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(trafficPackages)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Impressions per UTC day from `from` to `to` (inclusive), of one package or all the store's. */
  async impressionsPerDay(tx: Tx, f: { storeId: number; packageId?: number; from: string; to: string }) {
    const result = await tx.execute<{ day: string; n: string }>(sql`
      select ti.day::text as day, sum(ti.count)::bigint as n
      from ${trafficImpressions} ti join ${trafficPackages} tp on tp.id = ti.package_id
      where tp.store_id = ${f.storeId}
        ${f.packageId ? sql`and tp.id = ${f.packageId}` : sql``}
        and ti.day between ${f.from}::date and ${f.to}::date
      group by ti.day`);
    return new Map(result.rows.map((r) => [r.day, Number(r.n)]));
  },
};
