import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import {
  revenuePayouts,
  revenueSettlementShares,
  revenueSettlements,
  shareOfferings,
  shareReservations,
  users,
  videos,
  vipOrders,
  vipPlans,
} from '#server/db/schema/index.js';

export type OfferingRow = typeof shareOfferings.$inferSelect;
export type ReservationRow = typeof shareReservations.$inferSelect;
export type DramaRef = { id: number; title: string; cover: string };
export type OfferingWithDrama = { offering: OfferingRow; drama: DramaRef };
type OfferingValues = Omit<typeof shareOfferings.$inferInsert, 'id' | 'createdAt'>;

/** Sums of per-unit payouts or a holding's payouts: the last settled day, last month, all time. */
export interface EarningRanges {
  yesterday: string;
  monthFrom: string;
  monthTo: string;
}
export type Earnings = { yesterday: number; lastMonth: number; total: number };

const dramaCols = { id: videos.id, title: videos.title, cover: videos.cover };

/** Whether PostgreSQL gave up waiting for a row lock (SQLSTATE 55P03, `lock_timeout`), however wrapped. */
export function isLockTimeout(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '55P03') return true;
  }
  return false;
}

/** The only SQL of revenue-share units: offerings, reservations, and the settlements' recorded figures. */
export const investRepository = {
  async findOffering(tx: Tx, id: number): Promise<OfferingWithDrama | undefined> {
    const [row] = await tx
      .select({ offering: shareOfferings, drama: dramaCols })
      .from(shareOfferings)
      .innerJoin(videos, eq(videos.id, shareOfferings.videoId))
      .where(eq(shareOfferings.id, id));
    return row;
  },

  /** An offering of a published drama (what viewers may see). */
  async findPublicOffering(tx: Tx, id: number): Promise<OfferingWithDrama | undefined> {
    const [row] = await tx
      .select({ offering: shareOfferings, drama: dramaCols })
      .from(shareOfferings)
      .innerJoin(videos, eq(videos.id, shareOfferings.videoId))
      .where(and(eq(shareOfferings.id, id), eq(videos.published, true)));
    return row;
  },

  /**
   * Locks an offering row for the rush, waiting at most `waitMs` for other snap-ups holding it;
   * past that PostgreSQL gives up (55P03, see `isLockTimeout`).
   */
  async lockOffering(tx: Tx, id: number, waitMs: number) {
    await tx.execute(sql.raw(`set local lock_timeout = '${Math.max(1, Math.floor(waitMs))}ms'`));
    const [row] = await tx.select().from(shareOfferings).where(eq(shareOfferings.id, id)).for('update');
    await tx.execute(sql.raw(`set local lock_timeout = 0`));
    return row;
  },

  /** Offerings of published dramas: running rushes first, then those to come, then the ended. */
  async publicPage(tx: Tx, q: { page: number; pageSize: number }, now: Date) {
    const where = eq(videos.published, true);
    const rank = sql`case when ${shareOfferings.rushStartsAt} <= ${now} and ${shareOfferings.rushEndsAt} > ${now} then 0
      when ${shareOfferings.rushStartsAt} > ${now} then 1 else 2 end`;
    const [rows, [total]] = await Promise.all([
      tx
        .select({ offering: shareOfferings, drama: dramaCols })
        .from(shareOfferings)
        .innerJoin(videos, eq(videos.id, shareOfferings.videoId))
        .where(where)
        .orderBy(rank, desc(shareOfferings.rushStartsAt), desc(shareOfferings.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(shareOfferings)
        .innerJoin(videos, eq(videos.id, shareOfferings.videoId))
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** The caller's units (reserved and paid) per offering, and an unpaid reservation still payable at `now`. */
  async userStakes(tx: Tx, userId: number, offeringIds: number[], now: Date) {
    const stakes = new Map<number, { units: number; paid: number; due?: { id: number; payBy: Date } }>();
    if (!offeringIds.length) return stakes;
    const rows = await tx
      .select({
        id: shareReservations.id,
        offeringId: shareReservations.offeringId,
        units: shareReservations.units,
        status: shareReservations.status,
        payBy: shareReservations.payBy,
      })
      .from(shareReservations)
      .where(
        and(
          eq(shareReservations.userId, userId),
          inArray(shareReservations.offeringId, offeringIds),
          inArray(shareReservations.status, ['reserved', 'paid']),
        ),
      )
      .orderBy(shareReservations.payBy);
    for (const r of rows) {
      const s = stakes.get(r.offeringId) ?? { units: 0, paid: 0 };
      s.units += r.units;
      if (r.status === 'paid') s.paid += r.units;
      else if (r.payBy > now && !s.due) s.due = { id: r.id, payBy: r.payBy };
      stakes.set(r.offeringId, s);
    }
    return stakes;
  },

  /** Units the user holds or has reserved in one offering (read under the offering's lock). */
  async unitsOfUser(tx: Tx, offeringId: number, userId: number) {
    const [row] = await tx
      .select({ n: sql<number>`coalesce(sum(${shareReservations.units}), 0)::int` })
      .from(shareReservations)
      .where(
        and(
          eq(shareReservations.offeringId, offeringId),
          eq(shareReservations.userId, userId),
          inArray(shareReservations.status, ['reserved', 'paid']),
        ),
      );
    return row?.n ?? 0;
  },

  /** What one unit of each offering earned, from the settlements' recorded per-unit payouts. */
  async perUnitEarnings(tx: Tx, offeringIds: number[], r: EarningRanges) {
    const out = new Map<number, Earnings>();
    if (!offeringIds.length) return out;
    const rows = await tx
      .select({
        offeringId: revenueSettlementShares.offeringId,
        yesterday: sql<number>`coalesce(sum(${revenueSettlementShares.perUnit}) filter (where ${revenueSettlements.day} = ${r.yesterday}::date), 0)::bigint`,
        lastMonth: sql<number>`coalesce(sum(${revenueSettlementShares.perUnit}) filter (where ${revenueSettlements.day} between ${r.monthFrom}::date and ${r.monthTo}::date), 0)::bigint`,
        total: sql<number>`coalesce(sum(${revenueSettlementShares.perUnit}), 0)::bigint`,
      })
      .from(revenueSettlementShares)
      .innerJoin(revenueSettlements, eq(revenueSettlements.id, revenueSettlementShares.settlementId))
      .where(inArray(revenueSettlementShares.offeringId, offeringIds))
      .groupBy(revenueSettlementShares.offeringId);
    for (const row of rows) {
      out.set(row.offeringId, {
        yesterday: Number(row.yesterday),
        lastMonth: Number(row.lastMonth),
        total: Number(row.total),
      });
    }
    return out;
  },

  /** What each reservation (holding) was paid, from its payouts. */
  async holdingEarnings(tx: Tx, reservationIds: number[], r: EarningRanges) {
    const out = new Map<number, Earnings>();
    if (!reservationIds.length) return out;
    const rows = await tx
      .select({
        reservationId: revenuePayouts.reservationId,
        yesterday: sql<number>`coalesce(sum(${revenuePayouts.amount}) filter (where ${revenuePayouts.day} = ${r.yesterday}::date), 0)::bigint`,
        lastMonth: sql<number>`coalesce(sum(${revenuePayouts.amount}) filter (where ${revenuePayouts.day} between ${r.monthFrom}::date and ${r.monthTo}::date), 0)::bigint`,
        total: sql<number>`coalesce(sum(${revenuePayouts.amount}), 0)::bigint`,
      })
      .from(revenuePayouts)
      .where(inArray(revenuePayouts.reservationId, reservationIds))
      .groupBy(revenuePayouts.reservationId);
    for (const row of rows) {
      out.set(row.reservationId, {
        yesterday: Number(row.yesterday),
        lastMonth: Number(row.lastMonth),
        total: Number(row.total),
      });
    }
    return out;
  },

  /** The plan periods of the user's VIP purchases whose period covers `now`. */
  async vipPeriodsAt(tx: Tx, userId: number, now: Date) {
    const rows = await tx
      .selectDistinct({ period: vipPlans.period })
      .from(vipOrders)
      .innerJoin(vipPlans, eq(vipPlans.id, vipOrders.planId))
      .where(
        and(
          eq(vipOrders.userId, userId),
          sql`${vipOrders.startsAt} <= ${now}`,
          sql`${vipOrders.endsAt} > ${now}`,
        ),
      );
    return rows.map((r) => r.period);
  },

  async insertReservation(tx: Tx, values: typeof shareReservations.$inferInsert) {
    const [row] = await tx.insert(shareReservations).values(values).returning();
    return row!;
  },

  /** Adds (or, negative, returns) units taken by the rush, and units paid. */
  async addUnits(tx: Tx, id: number, d: { taken?: number; paid?: number }) {
    const [row] = await tx
      .update(shareOfferings)
      .set({
        unitsTaken: sql`${shareOfferings.unitsTaken} + ${d.taken ?? 0}`,
        unitsPaid: sql`${shareOfferings.unitsPaid} + ${d.paid ?? 0}`,
      })
      .where(eq(shareOfferings.id, id))
      .returning();
    return row!;
  },

  /** One of the user's reservations (never another's), locked for paying when `lock`. */
  async findUserReservation(tx: Tx, userId: number, id: number, lock = false) {
    const q = tx
      .select()
      .from(shareReservations)
      .where(and(eq(shareReservations.id, id), eq(shareReservations.userId, userId)));
    const [row] = lock ? await q.for('update') : await q;
    return row;
  },

  async markPaid(tx: Tx, id: number, at: Date, transferId: string) {
    const [row] = await tx
      .update(shareReservations)
      .set({ status: 'paid', paidAt: at, transferId })
      .where(and(eq(shareReservations.id, id), eq(shareReservations.status, 'reserved')))
      .returning();
    return row;
  },

  /**
   * Abandons every reservation unpaid at `now` (or only `reservationId`) and gives its units back to
   * its offering, in one statement. Each row is taken once: a second run at the same time waits for
   * the first's row locks and then finds the rows no longer `reserved`.
   */
  async abandonDue(tx: Tx, now: Date, reservationId?: number) {
    const result = await tx.execute<{ offering_id: string; units: string; reservations: string }>(sql`
      with gone as (
        update ${shareReservations} set status = 'abandoned', abandoned_at = ${now}
        where status = 'reserved' and pay_by <= ${now}
          ${reservationId ? sql`and id = ${reservationId}` : sql``}
        returning offering_id, units
      ), per as (
        select offering_id, sum(units)::int as units, count(*)::int as reservations from gone group by offering_id
      )
      update ${shareOfferings} o set units_taken = o.units_taken - per.units, updated_at = ${now}
      from per where o.id = per.offering_id
      returning o.id as offering_id, per.units, per.reservations`);
    return result.rows.map((r) => ({
      offeringId: Number(r.offering_id),
      units: Number(r.units),
      reservations: Number(r.reservations),
    }));
  },

  /** One of the user's reservations with its offering and drama. */
  async findUserHolding(tx: Tx, userId: number, id: number) {
    const [row] = await tx
      .select({ reservation: shareReservations, offering: shareOfferings, drama: dramaCols })
      .from(shareReservations)
      .innerJoin(shareOfferings, eq(shareOfferings.id, shareReservations.offeringId))
      .innerJoin(videos, eq(videos.id, shareOfferings.videoId))
      .where(and(eq(shareReservations.id, id), eq(shareReservations.userId, userId)));
    return row;
  },

  /** The user's reservations and holdings, newest first. */
  async userPage(
    tx: Tx,
    userId: number,
    q: { page: number; pageSize: number; state?: 'reserved' | 'paid' | 'abandoned' },
  ) {
    const where = and(
      eq(shareReservations.userId, userId),
      q.state ? eq(shareReservations.status, q.state) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      tx
        .select({ reservation: shareReservations, offering: shareOfferings, drama: dramaCols })
        .from(shareReservations)
        .innerJoin(shareOfferings, eq(shareOfferings.id, shareReservations.offeringId))
        .innerJoin(videos, eq(videos.id, shareOfferings.videoId))
        .where(where)
        .orderBy(desc(shareReservations.reservedAt), desc(shareReservations.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(shareReservations)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** The drama's settlements (newest first) with this offering's part of each, if it earned. */
  async settledDays(tx: Tx, videoId: number, offeringId: number, limit: number) {
    return tx
      .select({ settlement: revenueSettlements, share: revenueSettlementShares })
      .from(revenueSettlements)
      .leftJoin(
        revenueSettlementShares,
        and(
          eq(revenueSettlementShares.settlementId, revenueSettlements.id),
          eq(revenueSettlementShares.offeringId, offeringId),
        ),
      )
      .where(eq(revenueSettlements.videoId, videoId))
      .orderBy(desc(revenueSettlements.day))
      .limit(limit);
  },

  // ---------- the console ----------

  async adminPage(tx: Tx, q: { page: number; pageSize: number; videoId?: number }) {
    const where = q.videoId ? eq(shareOfferings.videoId, q.videoId) : undefined;
    const [rows, [total]] = await Promise.all([
      tx
        .select({ offering: shareOfferings, drama: dramaCols })
        .from(shareOfferings)
        .innerJoin(videos, eq(videos.id, shareOfferings.videoId))
        .where(where)
        .orderBy(desc(shareOfferings.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(shareOfferings)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** People holding paid units and what they paid, per offering. */
  async holdersPerOffering(tx: Tx, offeringIds: number[]) {
    const out = new Map<number, { holders: number; paidAmount: number }>();
    if (!offeringIds.length) return out;
    const rows = await tx
      .select({
        offeringId: shareReservations.offeringId,
        holders: sql<number>`count(distinct ${shareReservations.userId})::int`,
        paidAmount: sql<number>`coalesce(sum(${shareReservations.amount}), 0)::bigint`,
      })
      .from(shareReservations)
      .where(and(inArray(shareReservations.offeringId, offeringIds), eq(shareReservations.status, 'paid')))
      .groupBy(shareReservations.offeringId);
    for (const r of rows) out.set(r.offeringId, { holders: r.holders, paidAmount: Number(r.paidAmount) });
    return out;
  },

  async findDrama(tx: Tx, videoId: number) {
    const [row] = await tx.select(dramaCols).from(videos).where(eq(videos.id, videoId));
    return row;
  },

  /** Serializes offering changes of one drama (the 100 % rule reads its other offerings). */
  async lockDrama(tx: Tx, videoId: number) {
    await tx.execute(sql`select id from ${videos} where id = ${videoId} for update`);
  },

  /** The share of the drama's other offerings whose earning periods overlap [from, until). */
  async overlappingShareBp(tx: Tx, f: { videoId: number; exceptId?: number; from: Date; until: Date }) {
    const [row] = await tx
      .select({ bp: sql<number>`coalesce(sum(${shareOfferings.shareBp}), 0)::int` })
      .from(shareOfferings)
      .where(
        and(
          eq(shareOfferings.videoId, f.videoId),
          f.exceptId ? sql`${shareOfferings.id} <> ${f.exceptId}` : undefined,
          sql`${shareOfferings.rushStartsAt} < ${f.until}`,
          sql`${shareOfferings.earnsUntil} > ${f.from}`,
        ),
      );
    return row?.bp ?? 0;
  },

  async lockOfferingRow(tx: Tx, id: number) {
    const [row] = await tx.select().from(shareOfferings).where(eq(shareOfferings.id, id)).for('update');
    return row;
  },

  async insertOffering(tx: Tx, values: OfferingValues) {
    const [row] = await tx.insert(shareOfferings).values(values).returning();
    return row!;
  },

  async updateOffering(tx: Tx, id: number, values: Partial<OfferingValues>) {
    const [row] = await tx
      .update(shareOfferings)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(shareOfferings.id, id))
      .returning();
    return row;
  },

  async holdersPage(tx: Tx, offeringId: number, q: { page: number; pageSize: number }) {
    const where = eq(shareReservations.offeringId, offeringId);
    const [rows, [total]] = await Promise.all([
      tx
        .select({
          reservation: shareReservations,
          email: users.email,
          nickname: users.nickname,
          earned: sql<number>`(select coalesce(sum(${revenuePayouts.amount}), 0) from ${revenuePayouts} where ${revenuePayouts.reservationId} = ${shareReservations.id})::bigint`,
        })
        .from(shareReservations)
        .innerJoin(users, eq(users.id, shareReservations.userId))
        .where(where)
        .orderBy(desc(shareReservations.reservedAt), desc(shareReservations.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(shareReservations)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },
};
