import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import {
  adEventsDaily,
  adPlacements,
  adSlots,
  revenueSettlements,
  users,
  videos,
} from '#server/db/schema/index.js';

export type AdSlotRow = typeof adSlots.$inferSelect;
export type AdPlacementRow = typeof adPlacements.$inferSelect;
type SlotValues = Omit<typeof adSlots.$inferInsert, 'id' | 'createdAt'>;
const drama = { id: videos.id, title: videos.title, cover: videos.cover };

/** The only SQL of ad placements: slots, placements, their daily impressions and taps. */
export const advRepository = {
  /** How long statements of this transaction wait for a row lock before failing (55P03). */
  async setLockTimeout(tx: Tx, ms: number) {
    await tx.execute(sql.raw(`set local lock_timeout = ${Math.trunc(ms)}`));
  },

  async findVideo(tx: Tx, id: number) {
    const [row] = await tx.select(drama).from(videos).where(eq(videos.id, id));
    return row;
  },

  async findSlot(tx: Tx, id: number) {
    const [row] = await tx.select().from(adSlots).where(eq(adSlots.id, id));
    return row;
  },

  async insertSlot(tx: Tx, values: SlotValues) {
    const [row] = await tx.insert(adSlots).values(values).returning();
    return row!;
  },

  async updateSlot(tx: Tx, id: number, values: Partial<SlotValues>) {
    const [row] = await tx
      .update(adSlots)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(adSlots.id, id))
      .returning();
    return row;
  },

  /** Locks a slot's row for a change in the console. */
  async lockSlot(tx: Tx, id: number) {
    const [row] = await tx.select().from(adSlots).where(eq(adSlots.id, id)).for('update');
    return row;
  },

  /** Slots with their drama: open rushes first, then those not started, then ended ones, newest first. */
  async slots(tx: Tx, q: { page: number; pageSize: number; videoId?: number }, now: Date) {
    const where = q.videoId ? eq(adSlots.videoId, q.videoId) : undefined;
    const [rows, [total]] = await Promise.all([
      tx
        .select({ slot: adSlots, drama })
        .from(adSlots)
        .innerJoin(videos, eq(videos.id, adSlots.videoId))
        .where(where)
        .orderBy(
          sql`case when ${adSlots.rushStartsAt} <= ${now} and ${adSlots.rushEndsAt} > ${now} then 0
                   when ${adSlots.rushStartsAt} > ${now} then 1 else 2 end`,
          desc(adSlots.rushEndsAt),
          desc(adSlots.id),
        )
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(adSlots)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Paid placements per slot. */
  async paidPerSlot(tx: Tx, slotIds: number[]) {
    if (!slotIds.length) return new Map<number, number>();
    const rows = await tx
      .select({ slotId: adPlacements.slotId, n: sql<number>`count(*)::int` })
      .from(adPlacements)
      .where(and(inArray(adPlacements.slotId, slotIds), inArray(adPlacements.status, ['paid', 'taken_down'])))
      .groupBy(adPlacements.slotId);
    return new Map(rows.map((r) => [r.slotId, r.n]));
  },

  /** The caller's live (reserved or paid) placements in the given slots. */
  async livePlacementsOf(tx: Tx, userId: number, slotIds: number[]) {
    if (!slotIds.length) return [];
    return tx
      .select()
      .from(adPlacements)
      .where(
        and(
          eq(adPlacements.userId, userId),
          inArray(adPlacements.slotId, slotIds),
          inArray(adPlacements.status, ['reserved', 'paid']),
        ),
      );
  },

  /**
   * Takes one place of a slot if its rush is open at `now` and places are left: one statement, so
   * concurrent snap-ups queue on the row and never oversell. Undefined when nothing was taken.
   */
  async takePlace(tx: Tx, slotId: number, now: Date) {
    const [row] = await tx
      .update(adSlots)
      .set({ taken: sql`${adSlots.taken} + 1` })
      .where(
        and(
          eq(adSlots.id, slotId),
          lte(adSlots.rushStartsAt, now),
          gt(adSlots.rushEndsAt, now),
          sql`${adSlots.taken} < ${adSlots.stock}`,
        ),
      )
      .returning();
    return row;
  },

  async returnPlace(tx: Tx, slotId: number) {
    await tx
      .update(adSlots)
      .set({ taken: sql`${adSlots.taken} - 1` })
      .where(eq(adSlots.id, slotId));
  },

  async insertPlacement(tx: Tx, values: typeof adPlacements.$inferInsert) {
    const [row] = await tx.insert(adPlacements).values(values).returning();
    return row!;
  },

  /** One of the user's placements, locked for a change (never another user's). */
  async lockOwnPlacement(tx: Tx, userId: number, id: number) {
    const [row] = await tx
      .select()
      .from(adPlacements)
      .where(and(eq(adPlacements.id, id), eq(adPlacements.userId, userId)))
      .for('update');
    return row;
  },

  async lockPlacement(tx: Tx, id: number) {
    const [row] = await tx.select().from(adPlacements).where(eq(adPlacements.id, id)).for('update');
    return row;
  },

  async updatePlacement(tx: Tx, id: number, values: Partial<typeof adPlacements.$inferInsert>) {
    const [row] = await tx.update(adPlacements).set(values).where(eq(adPlacements.id, id)).returning();
    return row!;
  },

  /**
   * Abandons reserved placements whose pay-by has passed, and gives their places back, in one
   * statement per batch; a second run at once waits on the rows and finds them abandoned already.
   */
  async abandonDue(tx: Tx, now: Date) {
    const result = await tx.execute<{ id: string; slot_id: string }>(sql`
      with due as (
        select id from ${adPlacements}
        where status = 'reserved' and pay_by <= ${now}
        order by id
        for update skip locked
      ), abandoned as (
        update ${adPlacements} p set status = 'abandoned', abandoned_at = ${now}
        from due where p.id = due.id and p.status = 'reserved'
        returning p.id, p.slot_id
      ), back as (
        update ${adSlots} s set taken = s.taken - n.count
        from (select slot_id, count(*)::int as count from abandoned group by slot_id) n
        where s.id = n.slot_id
        returning s.id
      )
      select id::text, slot_id::text from abandoned`);
    return result.rows.map((r) => ({ id: Number(r.id), slotId: Number(r.slot_id) }));
  },

  /** The user's placements with their drama, newest first. */
  async placementsOf(tx: Tx, userId: number, q: { page: number; pageSize: number }) {
    const where = eq(adPlacements.userId, userId);
    const [rows, [total]] = await Promise.all([
      tx
        .select({ p: adPlacements, drama })
        .from(adPlacements)
        .innerJoin(videos, eq(videos.id, adPlacements.videoId))
        .where(where)
        .orderBy(desc(adPlacements.reservedAt), desc(adPlacements.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(adPlacements)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  async onePlacement(tx: Tx, id: number) {
    const [row] = await tx
      .select({ p: adPlacements, drama })
      .from(adPlacements)
      .innerJoin(videos, eq(videos.id, adPlacements.videoId))
      .where(eq(adPlacements.id, id));
    return row;
  },

  /** Placements for the console with their advertiser, newest first. */
  async adminPlacements(
    tx: Tx,
    q: {
      page: number;
      pageSize: number;
      id?: number;
      slotId?: number;
      statuses?: AdPlacementRow['status'][];
      now: Date;
      when?: 'before' | 'during' | 'after';
    },
  ) {
    const conds = [
      q.id ? eq(adPlacements.id, q.id) : undefined,
      q.slotId ? eq(adPlacements.slotId, q.slotId) : undefined,
      q.statuses ? inArray(adPlacements.status, q.statuses) : undefined,
      q.when === 'before' ? gt(adPlacements.startsAt, q.now) : undefined,
      q.when === 'during'
        ? and(lte(adPlacements.startsAt, q.now), gt(adPlacements.endsAt, q.now))
        : undefined,
      q.when === 'after' ? lte(adPlacements.endsAt, q.now) : undefined,
    ].filter(Boolean);
    const where = conds.length ? and(...conds) : undefined;
    const [rows, [total]] = await Promise.all([
      tx
        .select({ p: adPlacements, drama, advertiser: { id: users.id, email: users.email } })
        .from(adPlacements)
        .innerJoin(videos, eq(videos.id, adPlacements.videoId))
        .innerJoin(users, eq(users.id, adPlacements.userId))
        .where(where)
        .orderBy(desc(adPlacements.reservedAt), desc(adPlacements.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(adPlacements)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Days with impressions or taps, per placement, oldest first. */
  async eventsPerDay(tx: Tx, placementIds: number[]) {
    const map = new Map<number, { day: string; impressions: number; taps: number }[]>();
    if (!placementIds.length) return map;
    const rows = await tx
      .select()
      .from(adEventsDaily)
      .where(inArray(adEventsDaily.placementId, placementIds))
      .orderBy(adEventsDaily.day);
    for (const r of rows) {
      const list = map.get(r.placementId) ?? [];
      list.push({ day: r.day, impressions: r.impressions, taps: r.taps });
      map.set(r.placementId, list);
    }
    return map;
  },

  /** Paid placements running at `now`: on one drama, or on any (the feed), with their creative. */
  async running(tx: Tx, now: Date, opts: { videoId?: number; limit: number }) {
    return tx
      .select({
        id: adPlacements.id,
        videoId: adPlacements.videoId,
        headline: adPlacements.headline,
        image: adPlacements.image,
        link: adPlacements.link,
      })
      .from(adPlacements)
      .innerJoin(videos, eq(videos.id, adPlacements.videoId))
      .where(
        and(
          eq(adPlacements.status, 'paid'),
          lte(adPlacements.startsAt, now),
          gt(adPlacements.endsAt, now),
          eq(videos.published, true),
          opts.videoId ? eq(adPlacements.videoId, opts.videoId) : undefined,
        ),
      )
      .orderBy(sql`random()`)
      .limit(opts.limit);
  },

  /**
   * Adds impressions and taps to placements running at `at`, on their totals and their settlement
   * day, in one statement; ids of unknown, unpaid or ended placements are ignored. Answers the
   * placements that counted.
   */
  async countEvents(
    tx: Tx,
    counts: Map<number, { impressions: number; taps: number }>,
    at: Date,
    day: string,
  ) {
    if (!counts.size) return [] as number[];
    const ids = [...counts.keys()];
    const imp = ids.map((id) => counts.get(id)!.impressions);
    const taps = ids.map((id) => counts.get(id)!.taps);
    const result = await tx.execute<{ id: string }>(sql`
      with input as (
        select * from unnest(
          string_to_array(${ids.join(',')}, ',')::bigint[],
          string_to_array(${imp.join(',')}, ',')::bigint[],
          string_to_array(${taps.join(',')}, ',')::bigint[]
        ) as i(id, imp, taps)
      ), counted as (
        update ${adPlacements} p set impressions = p.impressions + input.imp, taps = p.taps + input.taps
        from input
        where p.id = input.id and p.status = 'paid' and p.starts_at <= ${at} and p.ends_at > ${at}
        returning p.id, input.imp, input.taps
      ), daily as (
        insert into ${adEventsDaily} (placement_id, day, impressions, taps)
        select id, ${day}::date, imp, taps from counted
        on conflict (placement_id, day) do update
          set impressions = ${adEventsDaily}.impressions + excluded.impressions,
              taps = ${adEventsDaily}.taps + excluded.taps
      )
      select id::text from counted`);
    return result.rows.map((r) => Number(r.id));
  },

  /** Settlement days of a drama already settled, among `days`. */
  async settledDays(tx: Tx, videoId: number, days: string[]) {
    if (!days.length) return new Set<string>();
    const rows = await tx
      .select({ day: revenueSettlements.day })
      .from(revenueSettlements)
      .where(and(eq(revenueSettlements.videoId, videoId), inArray(revenueSettlements.day, days)));
    return new Set(rows.map((r) => r.day));
  },

  /**
   * Paid (or taken-down) placements whose period covers the settlement day `day`; locked
   * for share so a take-down and a settlement of the same day do not pass each other.
   */
  async coveringDay(tx: Tx, day: string) {
    return tx
      .select()
      .from(adPlacements)
      .where(
        and(
          inArray(adPlacements.status, ['paid', 'taken_down']),
          sql`${adPlacements.firstDay} <= ${day}::date`,
          sql`${adPlacements.firstDay} + ${adPlacements.days} > ${day}::date`,
        ),
      )
      .orderBy(adPlacements.id)
      .for('share');
  },

  /** Per drama: refunds taken from its settled revenue by take-downs in [start, end). */
  async refundedSettledIn(tx: Tx, start: Date, end: Date) {
    const rows = await tx
      .select({
        videoId: adPlacements.videoId,
        amount: sql<string>`sum(${adPlacements.refundedSettled})::bigint`,
      })
      .from(adPlacements)
      .where(
        and(
          eq(adPlacements.status, 'taken_down'),
          sql`${adPlacements.takenDownAt} >= ${start}`,
          sql`${adPlacements.takenDownAt} < ${end}`,
          gt(adPlacements.refundedSettled, 0),
        ),
      )
      .groupBy(adPlacements.videoId);
    return new Map(rows.map((r) => [r.videoId, Number(r.amount)]));
  },
};
