import { and, asc, count, desc, eq, gt, gte, inArray, lt, lte, sql, sum } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import {
  revenuePayouts,
  revenueSettlements,
  revenueSettlementShares,
  shareOfferings,
  shareReservations,
  users,
  videoUnlocks,
  videos,
  vipOrders,
  vipWatchDaily,
  watchHistory,
} from '#server/db/schema/index.js';

export type SettlementRowDb = typeof revenueSettlements.$inferSelect;
export type ShareRowDb = typeof revenueSettlementShares.$inferSelect;
export type PayoutRowDb = typeof revenuePayouts.$inferSelect;
export type OfferingRowDb = typeof shareOfferings.$inferSelect;

const toMap = (rows: { id: number; n: number | string | null }[]) =>
  new Map(rows.map((r) => [Number(r.id), Number(r.n ?? 0)]));

/** The only SQL of the revenue share's settlement and earnings. */
export const profitRepository = {
  // ---------- watch time ----------

  /** The viewer's latest progress report (any drama). */
  async latestReport(tx: Tx, userId: number) {
    const [row] = await tx
      .select()
      .from(watchHistory)
      .where(eq(watchHistory.userId, userId))
      .orderBy(desc(watchHistory.watchedAt))
      .limit(1);
    return row;
  },

  async addWatch(tx: Tx, videoId: number, day: string, seconds: number) {
    await tx
      .insert(vipWatchDaily)
      .values({ videoId, day, seconds })
      .onConflictDoUpdate({
        target: [vipWatchDaily.videoId, vipWatchDaily.day],
        set: { seconds: sql`${vipWatchDaily.seconds} + ${seconds}` },
      });
  },

  async watchOn(tx: Tx, day: string) {
    const rows = await tx
      .select({ id: vipWatchDaily.videoId, n: vipWatchDaily.seconds })
      .from(vipWatchDaily)
      .where(eq(vipWatchDaily.day, day));
    return toMap(rows);
  },

  // ---------- settlement inputs ----------

  /** Per drama: episode unlocks paid in [start, end). */
  async unlockGross(tx: Tx, start: Date, end: Date) {
    const rows = await tx
      .select({ id: videoUnlocks.videoId, n: sum(videoUnlocks.price) })
      .from(videoUnlocks)
      .where(and(gte(videoUnlocks.createdAt, start), lt(videoUnlocks.createdAt, end)))
      .groupBy(videoUnlocks.videoId);
    return toMap(rows);
  },

  /** All VIP payments in [start, end). */
  async vipPool(tx: Tx, start: Date, end: Date) {
    const [row] = await tx
      .select({ n: sum(vipOrders.price) })
      .from(vipOrders)
      .where(and(gte(vipOrders.createdAt, start), lt(vipOrders.createdAt, end)));
    return Number(row?.n ?? 0);
  },

  /**
   * Offerings earning on a day [start, end): the day ends at or before the deadline and at least one
   * holding was paid before the day started.
   */
  async earningOfferings(tx: Tx, start: Date, end: Date, videoId?: number) {
    return tx
      .select()
      .from(shareOfferings)
      .where(
        and(
          gte(shareOfferings.earnsUntil, end),
          videoId ? eq(shareOfferings.videoId, videoId) : undefined,
          sql`exists (select 1 from ${shareReservations} r where r.offering_id = ${shareOfferings.id}
            and r.status = 'paid' and r.paid_at < ${start})`,
        ),
      )
      .orderBy(asc(shareOfferings.id));
  },

  /** An offering's holdings earning on a day starting at `start`: paid before it, oldest first. */
  holdings(tx: Tx, offeringId: number, start: Date) {
    return tx
      .select()
      .from(shareReservations)
      .where(
        and(
          eq(shareReservations.offeringId, offeringId),
          eq(shareReservations.status, 'paid'),
          lt(shareReservations.paidAt, start),
        ),
      )
      .orderBy(asc(shareReservations.id));
  },

  /** Per drama: the shortfall its latest settlement before `day` carried out (only those above zero). */
  async carriedBefore(tx: Tx, day: string) {
    const rows = await tx.execute<{ id: string; n: string }>(sql`
      select distinct on (video_id) video_id as id, carried_out as n
      from ${revenueSettlements} where day < ${day} order by video_id, day desc`);
    return new Map(rows.rows.filter((r) => Number(r.n) > 0).map((r) => [Number(r.id), Number(r.n)]));
  },

  async lastBefore(tx: Tx, videoId: number, day: string) {
    const [row] = await tx
      .select()
      .from(revenueSettlements)
      .where(and(eq(revenueSettlements.videoId, videoId), lt(revenueSettlements.day, day)))
      .orderBy(desc(revenueSettlements.day))
      .limit(1);
    return row;
  },

  async findSettlement(tx: Tx, videoId: number, day: string) {
    const [row] = await tx
      .select()
      .from(revenueSettlements)
      .where(and(eq(revenueSettlements.videoId, videoId), eq(revenueSettlements.day, day)));
    return row;
  },

  async settlementsOn(tx: Tx, day: string) {
    return tx
      .select()
      .from(revenueSettlements)
      .where(eq(revenueSettlements.day, day))
      .orderBy(asc(revenueSettlements.videoId));
  },

  /** Inserts once per drama and day; undefined when it exists (a rerun or another node). */
  async insertSettlement(tx: Tx, values: typeof revenueSettlements.$inferInsert) {
    // The demo history settles past days at their 00:00 (clock.run); otherwise the database stamps.
    const [row] = await tx
      .insert(revenueSettlements)
      .values({ createdAt: clock.stamp(), ...values })
      .onConflictDoNothing()
      .returning();
    return row;
  },

  async setSettlementPaid(tx: Tx, id: number, paid: number, leftover: number) {
    await tx.update(revenueSettlements).set({ paid, leftover }).where(eq(revenueSettlements.id, id));
  },

  async insertShare(tx: Tx, values: typeof revenueSettlementShares.$inferInsert) {
    const [row] = await tx.insert(revenueSettlementShares).values(values).returning();
    return row!;
  },

  async insertPayout(tx: Tx, values: typeof revenuePayouts.$inferInsert) {
    const [row] = await tx
      .insert(revenuePayouts)
      .values({ createdAt: clock.stamp(), ...values })
      .returning();
    return row!;
  },

  /** The latest settled day up to `atMost`. */
  async lastSettledDay(tx: Tx, atMost: string) {
    const [row] = await tx
      .select({ day: sql<string | null>`max(${revenueSettlements.day})::text` })
      .from(revenueSettlements)
      .where(lte(revenueSettlements.day, atMost));
    return row?.day ?? null;
  },

  async titles(tx: Tx, ids: number[]) {
    if (!ids.length) return new Map<number, string>();
    const rows = await tx
      .select({ id: videos.id, title: videos.title })
      .from(videos)
      .where(inArray(videos.id, [...new Set(ids)]));
    return new Map(rows.map((r) => [r.id, r.title]));
  },

  // ---------- the holder's earnings ----------

  /** Sum of the user's payouts credited in [start, end) (either bound open). */
  async payoutSum(tx: Tx, userId: number, start?: Date, end?: Date) {
    const [row] = await tx
      .select({ n: sum(revenuePayouts.amount) })
      .from(revenuePayouts)
      .where(
        and(
          eq(revenuePayouts.userId, userId),
          start ? gte(revenuePayouts.createdAt, start) : undefined,
          end ? lt(revenuePayouts.createdAt, end) : undefined,
        ),
      );
    return Number(row?.n ?? 0);
  },

  /** Per day (in `timeZone`) of credit: the user's payouts since `start`. */
  async payoutsPerDay(tx: Tx, userId: number, start: Date, timeZone: string) {
    const day = sql<string>`to_char((${revenuePayouts.createdAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
    const rows = await tx
      .select({ day, n: sum(revenuePayouts.amount) })
      .from(revenuePayouts)
      .where(and(eq(revenuePayouts.userId, userId), gte(revenuePayouts.createdAt, start)))
      // By position: the zone is a bound parameter, so the expression is not repeated.
      .groupBy(sql`1`);
    return new Map(rows.map((r) => [r.day, Number(r.n ?? 0)]));
  },

  /** The user's paid holdings with their offering's deadline. */
  userHoldings(tx: Tx, userId: number) {
    return tx
      .select({
        units: shareReservations.units,
        amount: shareReservations.amount,
        paidAt: shareReservations.paidAt,
        earnsUntil: shareOfferings.earnsUntil,
      })
      .from(shareReservations)
      .innerJoin(shareOfferings, eq(shareOfferings.id, shareReservations.offeringId))
      .where(and(eq(shareReservations.userId, userId), eq(shareReservations.status, 'paid')));
  },

  /** Payouts with their settlement, offering share and drama title (the user's, or one by id). */
  payoutRows(tx: Tx, where: { userId: number; id?: number; start?: Date; end?: Date; limit?: number }) {
    const q = tx
      .select({
        payout: revenuePayouts,
        settlement: revenueSettlements,
        share: revenueSettlementShares,
        title: videos.title,
      })
      .from(revenuePayouts)
      .innerJoin(revenueSettlements, eq(revenueSettlements.id, revenuePayouts.settlementId))
      .innerJoin(
        revenueSettlementShares,
        and(
          eq(revenueSettlementShares.settlementId, revenuePayouts.settlementId),
          eq(revenueSettlementShares.offeringId, revenuePayouts.offeringId),
        ),
      )
      .innerJoin(videos, eq(videos.id, revenuePayouts.videoId))
      .where(
        and(
          eq(revenuePayouts.userId, where.userId),
          where.id ? eq(revenuePayouts.id, where.id) : undefined,
          where.start ? gte(revenuePayouts.createdAt, where.start) : undefined,
          where.end ? lt(revenuePayouts.createdAt, where.end) : undefined,
        ),
      )
      .orderBy(desc(revenuePayouts.createdAt), desc(revenuePayouts.id));
    return where.limit ? q.limit(where.limit) : q;
  },

  // ---------- the console ----------

  async settlementPage(
    tx: Tx,
    q: { page: number; pageSize: number; from?: string; to?: string; videoId?: number },
  ) {
    const where = and(
      q.from ? gte(revenueSettlements.day, q.from) : undefined,
      q.to ? lte(revenueSettlements.day, q.to) : undefined,
      q.videoId ? eq(revenueSettlements.videoId, q.videoId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      tx
        .select({
          settlement: revenueSettlements,
          title: videos.title,
          holders: sql<number>`(select count(distinct p.user_id)::int from ${revenuePayouts} p where p.settlement_id = ${revenueSettlements.id})`,
        })
        .from(revenueSettlements)
        .innerJoin(videos, eq(videos.id, revenueSettlements.videoId))
        .where(where)
        .orderBy(desc(revenueSettlements.day), asc(revenueSettlements.videoId))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx.select({ n: count() }).from(revenueSettlements).where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async settlementById(tx: Tx, id: number) {
    const [row] = await tx
      .select({
        settlement: revenueSettlements,
        title: videos.title,
        holders: sql<number>`(select count(distinct p.user_id)::int from ${revenuePayouts} p where p.settlement_id = ${revenueSettlements.id})`,
      })
      .from(revenueSettlements)
      .innerJoin(videos, eq(videos.id, revenueSettlements.videoId))
      .where(eq(revenueSettlements.id, id));
    return row;
  },

  sharesOf(tx: Tx, settlementId: number) {
    return tx
      .select()
      .from(revenueSettlementShares)
      .where(eq(revenueSettlementShares.settlementId, settlementId))
      .orderBy(asc(revenueSettlementShares.offeringId));
  },

  payoutsOf(tx: Tx, settlementId: number) {
    return tx
      .select({ payout: revenuePayouts, email: users.email })
      .from(revenuePayouts)
      .innerJoin(users, eq(users.id, revenuePayouts.userId))
      .where(eq(revenuePayouts.settlementId, settlementId))
      .orderBy(asc(revenuePayouts.id));
  },

  /** Settlements in a day range (the console's revenue per drama and day). */
  settlementsBetween(tx: Tx, q: { from: string; to: string; videoId?: number }) {
    return tx
      .select({ settlement: revenueSettlements, title: videos.title })
      .from(revenueSettlements)
      .innerJoin(videos, eq(videos.id, revenueSettlements.videoId))
      .where(
        and(
          gte(revenueSettlements.day, q.from),
          lte(revenueSettlements.day, q.to),
          q.videoId ? eq(revenueSettlements.videoId, q.videoId) : undefined,
          gt(revenueSettlements.id, 0),
        ),
      )
      .orderBy(desc(revenueSettlements.day), asc(revenueSettlements.videoId));
  },
};
