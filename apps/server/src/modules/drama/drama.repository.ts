import { HOT_WINDOW_DAYS, RANK_WINDOW_DAYS, type EpisodeCounts, type RecordLine } from '@app/contract';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { isStepDeclined, type Tx } from '#server/db/client.js';
import type { KeptAnswerRow } from '#server/platform/idempotency/idempotency.js';
import { prepared, preparedSql } from '#server/db/prepared.js';
import {
  videoCollects,
  videoStars,
  watchHistory,
  videoItems,
  videos,
  videoUnlocks,
  videoUploads,
  vipMemberships,
  vipOrders,
  vipPlans,
} from '#server/db/schema/index.js';
import { likePattern } from '#server/db/paginate.js';
import { clock } from '#server/lib/clock.js';

export type VideoRow = typeof videos.$inferSelect;
export type VideoItemRow = typeof videoItems.$inferSelect;
export type VideoUploadRow = typeof videoUploads.$inferSelect;
export type VipPlanRow = typeof vipPlans.$inferSelect;
export type VideoValues = Omit<
  typeof videos.$inferInsert,
  'id' | 'createdAt' | 'stars' | 'collects' | 'views'
>;
export type VideoItemValues = Pick<typeof videoItems.$inferInsert, 'videoId' | 'index' | 'title' | 'price'>;

/** The lock that serialises one viewer's purchases, held to the end of the transaction. */
const viewerLock = (userId: number | ReturnType<typeof sql.placeholder>) =>
  sql`pg_advisory_xact_lock(7003, ${userId}::int)`;

/** An episode with its drama when the drama is published (every unlock reads it: built once, decision 68). */
const episodeWithDrama = prepared('episode_with_drama', (tx) =>
  tx
    .select({ item: videoItems, video: videos })
    .from(videoItems)
    .leftJoin(videos, and(eq(videos.id, videoItems.videoId), eq(videos.published, true)))
    .where(eq(videoItems.id, sql.placeholder('id'))),
);

/** The viewer's purchase lock and one unlock row, once (every unlock: built once, decision 68). */
const unlockOnce = preparedSql<{ id: number }>(
  'video_unlock_once',
  sql`
    with viewer as (select ${viewerLock(sql.placeholder('userId'))})
    insert into video_unlocks (user_id, item_id, video_id, price, transfer_id, created_at)
    select ${sql.placeholder('userId')}::bigint, ${sql.placeholder('itemId')}::bigint,
           ${sql.placeholder('videoId')}::bigint, ${sql.placeholder('price')}::bigint,
           ${sql.placeholder('transferId')}::text, coalesce(${sql.placeholder('at')}::timestamptz, now())
    from viewer
    on conflict (user_id, item_id) do nothing
    returning id`,
);

/** An unlock in one call of the database function `unlock_episode` (migration 0035, decision 69). */
const unlockInOneCall = preparedSql<{ outcome: string }>(
  'unlock_episode',
  sql`select unlock_episode(
        ${sql.placeholder('userId')}::bigint, ${sql.placeholder('itemId')}::bigint,
        ${sql.placeholder('videoId')}::bigint, ${sql.placeholder('price')}::bigint,
        ${sql.placeholder('transferId')}::text, ${sql.placeholder('debitCode')}::text,
        ${sql.placeholder('creditCode')}::text, ${sql.placeholder('memo')}::text,
        ${sql.placeholder('line')}::jsonb, ${sql.placeholder('at')}::timestamptz,
        ${sql.placeholder('key')}::text, ${sql.placeholder('path')}::text,
        ${sql.placeholder('requestHash')}::text, ${sql.placeholder('response')}::text) as outcome`,
);

const EMPTY_COUNTS: EpisodeCounts = { total: 0, ready: 0, processing: 0, pending: 0, failed: 0, noSource: 0 };

/** Viewers whose watch history of the drama moved within the window (one row per viewer and drama). */
const recentViewers = sql`(select count(*) from watch_history h where h.video_id = ${videos.id} and h.watched_at > now() - make_interval(days => ${HOT_WINDOW_DAYS}))`;
/** Episodes of the drama unlocked (paid) within the window. */
const recentUnlocks = sql`(select count(*) from video_unlocks u where u.video_id = ${videos.id} and u.created_at > now() - make_interval(days => ${RANK_WINDOW_DAYS}))`;

/** The home rows' rules (decision 25): each from recorded rows, each different. */
const ORDER: Record<'hot' | 'latest' | 'rank' | 'featured', SQL[]> = {
  hot: [sql`${recentViewers} desc`, desc(videos.stars), desc(videos.id)],
  latest: [desc(videos.createdAt), desc(videos.id)],
  rank: [sql`${recentUnlocks} desc`, desc(videos.collects), desc(videos.id)],
  // Staff picks, in the order staff give them (rank weight).
  featured: [desc(videos.rankWeight), desc(videos.id)],
};

/** All SQL of dramas, episodes, their access and VIP: the viewer's side and the console's. */
export const dramaRepository = {
  async page(
    tx: Tx,
    q: { page: number; pageSize: number; keyword?: string; tag?: string; sort: keyof typeof ORDER },
  ) {
    const where = and(
      eq(videos.published, true),
      q.keyword ? ilike(videos.title, likePattern(q.keyword)) : undefined,
      q.tag ? sql`${videos.tags} ? ${q.tag}` : undefined,
      q.sort === 'featured' ? eq(videos.featured, true) : undefined,
    );
    const rows = await tx
      .select({
        video: videos,
        episodes: sql<number>`(select count(*)::int from video_items i where i.video_id = "videos"."id")`,
      })
      .from(videos)
      .where(where)
      .orderBy(...ORDER[q.sort])
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(videos)
      .where(where);
    return { rows, total: total?.n ?? 0 };
  },

  async find(tx: Tx, id: number) {
    const [row] = await tx
      .select()
      .from(videos)
      .where(and(eq(videos.id, id), eq(videos.published, true)));
    return row;
  },

  async items(tx: Tx, videoId: number) {
    return tx.select().from(videoItems).where(eq(videoItems.videoId, videoId)).orderBy(asc(videoItems.index));
  },

  async findItem(tx: Tx, id: number, opts: { lock?: boolean } = {}) {
    const query = tx.select().from(videoItems).where(eq(videoItems.id, id));
    const [row] = opts.lock ? await query.for('update') : await query;
    return row;
  },

  /** An episode with its drama when the drama is published (`video` null when it is not), in one read. */
  async itemWithVideo(tx: Tx, id: number) {
    const [row] = await episodeWithDrama(tx, { id });
    return row;
  },

  async unlockedIds(tx: Tx, userId: number, videoId: number) {
    const rows = await tx
      .select({ itemId: videoUnlocks.itemId })
      .from(videoUnlocks)
      .where(and(eq(videoUnlocks.userId, userId), eq(videoUnlocks.videoId, videoId)));
    return new Set(rows.map((r) => r.itemId));
  },

  async insertUnlocks(tx: Tx, rows: (typeof videoUnlocks.$inferInsert)[]) {
    // The demo history's viewers act on past days (clock.run, decision 26); otherwise the database stamps.
    const createdAt = clock.stamp();
    await tx.insert(videoUnlocks).values(createdAt ? rows.map((r) => ({ createdAt, ...r })) : rows);
  },

  /**
   * One episode unlocked for one viewer; false when it already was (the unique row). Takes the
   * viewer's purchase lock (`lockViewer`) in the same statement (issue 18: a round trip less).
   */
  async insertUnlockOnce(tx: Tx, row: Omit<typeof videoUnlocks.$inferInsert, 'id' | 'createdAt'>) {
    const { rows } = await unlockOnce(tx, { ...row, at: clock.stamp() ?? null });
    return rows.length > 0;
  },

  /**
   * An unlock in one statement and one round trip, with no transaction of its own: the episode
   * checked to be as `unlock` says (published, paid, at its price), the viewer's purchase lock, the
   * unlock row, the charge and the kept answer (`kept`, none without a key). True when it unlocked;
   * false when it changed nothing (the episode changed, unlocked before, an account not there yet,
   * not enough balance, a key already answered): the caller then takes the general way.
   */
  async unlockInOne(
    db: Tx,
    unlock: Omit<typeof videoUnlocks.$inferInsert, 'id' | 'createdAt'>,
    charge: { debitCode: string; creditCode: string; memo: string; line: RecordLine },
    kept: KeptAnswerRow | undefined,
  ) {
    try {
      const { rows } = await unlockInOneCall(db, {
        ...unlock,
        ...charge,
        line: JSON.stringify(charge.line),
        at: clock.stamp() ?? null,
        key: kept?.key ?? null,
        path: kept?.path ?? null,
        requestHash: kept?.requestHash ?? null,
        response: kept?.response ?? null,
      });
      return rows[0]?.outcome === 'unlocked';
    } catch (err) {
      if (isStepDeclined(err)) return false;
      throw err;
    }
  },

  /** Serialises one viewer's purchases (unlocks and VIP). */
  async lockViewer(tx: Tx, userId: number) {
    await tx.execute(sql`select ${viewerLock(userId)}`);
  },

  async plans(tx: Tx) {
    return tx
      .select()
      .from(vipPlans)
      .where(eq(vipPlans.enabled, true))
      .orderBy(asc(vipPlans.sort), asc(vipPlans.id));
  },

  async findPlan(tx: Tx, id: number) {
    const [row] = await tx
      .select()
      .from(vipPlans)
      .where(and(eq(vipPlans.id, id), eq(vipPlans.enabled, true)));
    return row;
  },

  async membership(tx: Tx, userId: number) {
    const [row] = await tx.select().from(vipMemberships).where(eq(vipMemberships.userId, userId));
    return row;
  },

  async setMembership(tx: Tx, userId: number, endsAt: Date) {
    await tx
      .insert(vipMemberships)
      .values({ userId, endsAt })
      .onConflictDoUpdate({ target: vipMemberships.userId, set: { endsAt, updatedAt: clock.now() } });
  },

  async findVipOrderByTransfer(tx: Tx, transferId: string) {
    const [row] = await tx.select().from(vipOrders).where(eq(vipOrders.transferId, transferId)).limit(1);
    return row;
  },

  async insertVipOrder(tx: Tx, row: typeof vipOrders.$inferInsert) {
    await tx.insert(vipOrders).values({ createdAt: clock.stamp(), ...row });
  },

  async countsByVideo(tx: Tx, videoIds: number[]) {
    if (!videoIds.length) return new Map<number, number>();
    const rows = await tx
      .select({ videoId: videoItems.videoId, n: sql<number>`count(*)::int` })
      .from(videoItems)
      .where(inArray(videoItems.videoId, videoIds))
      .groupBy(videoItems.videoId);
    return new Map(rows.map((r) => [r.videoId, r.n]));
  },

  /** Likes and favourites: the relation and the drama's count move together, once per viewer. */
  async setMark(tx: Tx, kind: 'star' | 'collect', userId: number, videoId: number, on: boolean) {
    const table = kind === 'star' ? videoStars : videoCollects;
    const changed = on
      ? await tx.insert(table).values({ userId, videoId }).onConflictDoNothing().returning()
      : await tx
          .delete(table)
          .where(and(eq(table.userId, userId), eq(table.videoId, videoId)))
          .returning();
    const delta = changed.length ? (on ? 1 : -1) : 0;
    const column = kind === 'star' ? videos.stars : videos.collects;
    const [row] = await tx
      .update(videos)
      .set(
        kind === 'star'
          ? { stars: sql`greatest(${column} + ${delta}, 0)` }
          : { collects: sql`greatest(${column} + ${delta}, 0)` },
      )
      .where(eq(videos.id, videoId))
      .returning({ n: column });
    return row?.n ?? 0;
  },

  async marksOf(tx: Tx, userId: number, videoId: number) {
    const [star] = await tx
      .select({ x: sql`1` })
      .from(videoStars)
      .where(and(eq(videoStars.userId, userId), eq(videoStars.videoId, videoId)));
    const [collect] = await tx
      .select({ x: sql`1` })
      .from(videoCollects)
      .where(and(eq(videoCollects.userId, userId), eq(videoCollects.videoId, videoId)));
    return { starred: !!star, collected: !!collect };
  },

  /** Where the viewer left this drama: the latest episode and position, if any. */
  async resumeOf(tx: Tx, userId: number, videoId: number) {
    const [row] = await tx
      .select({
        itemId: watchHistory.itemId,
        index: videoItems.index,
        positionSeconds: watchHistory.positionSeconds,
      })
      .from(watchHistory)
      .innerJoin(videoItems, eq(videoItems.id, watchHistory.itemId))
      .where(and(eq(watchHistory.userId, userId), eq(watchHistory.videoId, videoId)));
    return row ?? null;
  },

  async markedPage(tx: Tx, kind: 'star' | 'collect', userId: number, q: { page: number; pageSize: number }) {
    const table = kind === 'star' ? videoStars : videoCollects;
    const rows = await tx
      .select({
        video: videos,
        episodes: sql<number>`(select count(*)::int from video_items i where i.video_id = "videos"."id")`,
      })
      .from(table)
      .innerJoin(videos, eq(videos.id, table.videoId))
      .where(eq(table.userId, userId))
      .orderBy(desc(table.createdAt))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(table.userId, userId));
    return { rows, total: total?.n ?? 0 };
  },

  /** Where the viewer is in the drama; a viewer's first episode of a drama counts one more view. */
  async saveHistory(tx: Tx, userId: number, item: VideoItemRow, positionSeconds: number) {
    const [row] = await tx
      .insert(watchHistory)
      .values({ userId, videoId: item.videoId, itemId: item.id, positionSeconds, watchedAt: clock.now() })
      .onConflictDoUpdate({
        target: [watchHistory.userId, watchHistory.videoId],
        set: { itemId: item.id, positionSeconds, watchedAt: clock.now() },
      })
      .returning({ inserted: sql<boolean>`xmax = 0` });
    if (row?.inserted)
      await tx
        .update(videos)
        .set({ views: sql`${videos.views} + 1` })
        .where(eq(videos.id, item.videoId));
  },

  async historyPage(tx: Tx, userId: number, q: { page: number; pageSize: number }) {
    const rows = await tx
      .select({
        history: watchHistory,
        video: videos,
        index: videoItems.index,
        episodes: sql<number>`(select count(*)::int from video_items i where i.video_id = "videos"."id")`,
      })
      .from(watchHistory)
      .innerJoin(videos, eq(videos.id, watchHistory.videoId))
      .innerJoin(videoItems, eq(videoItems.id, watchHistory.itemId))
      .where(eq(watchHistory.userId, userId))
      .orderBy(desc(watchHistory.watchedAt))
      .limit(q.pageSize)
      .offset((q.page - 1) * q.pageSize);
    const [total] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(watchHistory)
      .where(eq(watchHistory.userId, userId));
    return { rows, total: total?.n ?? 0 };
  },

  // ---------- the console: dramas, episodes, uploads and revenue ----------

  async staffVideoPage(tx: Tx, q: { page: number; pageSize: number; keyword?: string; published?: boolean }) {
    const where = and(
      q.keyword ? ilike(videos.title, likePattern(q.keyword)) : undefined,
      q.published === undefined ? undefined : eq(videos.published, q.published),
    );
    const [rows, [total]] = await Promise.all([
      tx
        .select()
        .from(videos)
        .where(where)
        .orderBy(desc(videos.id))
        .limit(q.pageSize)
        .offset((q.page - 1) * q.pageSize),
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(videos)
        .where(where),
    ]);
    return { rows, total: total?.n ?? 0 };
  },

  /** Episodes per drama by state; an episode waiting with no video counts as `noSource`, not `pending`. */
  async episodeCounts(tx: Tx, videoIds: number[]): Promise<Map<number, EpisodeCounts>> {
    const result = new Map<number, EpisodeCounts>(videoIds.map((id) => [id, { ...EMPTY_COUNTS }]));
    if (!videoIds.length) return result;
    const rows = await tx
      .select({
        videoId: videoItems.videoId,
        total: sql<number>`count(*)::int`,
        ready: sql<number>`(count(*) filter (where ${videoItems.status} = 'ready'))::int`,
        processing: sql<number>`(count(*) filter (where ${videoItems.status} = 'processing'))::int`,
        pending: sql<number>`(count(*) filter (where ${videoItems.status} = 'pending' and ${videoItems.source} is not null))::int`,
        failed: sql<number>`(count(*) filter (where ${videoItems.status} = 'failed'))::int`,
        noSource: sql<number>`(count(*) filter (where ${videoItems.status} = 'pending' and ${videoItems.source} is null))::int`,
      })
      .from(videoItems)
      .where(inArray(videoItems.videoId, videoIds))
      .groupBy(videoItems.videoId);
    for (const { videoId, ...counts } of rows) result.set(videoId, counts);
    return result;
  },

  /** A drama whether published or not. */
  async findVideo(tx: Tx, id: number) {
    const [row] = await tx.select().from(videos).where(eq(videos.id, id));
    return row;
  },

  async insertVideo(tx: Tx, values: VideoValues) {
    const [row] = await tx.insert(videos).values(values).returning();
    return row!;
  },

  async updateVideo(tx: Tx, id: number, values: VideoValues) {
    const [row] = await tx.update(videos).set(values).where(eq(videos.id, id)).returning();
    return row;
  },

  /** Another episode of the drama at this position, if any. */
  async indexTaken(tx: Tx, videoId: number, index: number, exceptId?: number) {
    const [row] = await tx
      .select({ id: videoItems.id })
      .from(videoItems)
      .where(
        and(
          eq(videoItems.videoId, videoId),
          eq(videoItems.index, index),
          exceptId ? ne(videoItems.id, exceptId) : undefined,
        ),
      );
    return Boolean(row);
  },

  async insertItem(tx: Tx, values: VideoItemValues) {
    const [row] = await tx.insert(videoItems).values(values).returning();
    return row!;
  },

  async updateItem(tx: Tx, id: number, values: Partial<typeof videoItems.$inferInsert>) {
    const [row] = await tx.update(videoItems).set(values).where(eq(videoItems.id, id)).returning();
    return row;
  },

  /** Puts an episode back in the transcode queue with no claim or failure. */
  async queueItem(tx: Tx, id: number, source?: string) {
    return dramaRepository.updateItem(tx, id, {
      ...(source ? { source } : {}),
      status: 'pending',
      claimedAt: null,
      failure: null,
    });
  },

  async findUpload(tx: Tx, id: string, opts: { lock?: boolean } = {}) {
    const query = tx.select().from(videoUploads).where(eq(videoUploads.id, id));
    const [row] = opts.lock ? await query.for('update') : await query;
    return row;
  },

  /** The same staff member's unfinished upload of the same file to the same episode: the one to resume. */
  async resumable(tx: Tx, q: { itemId: number; staffId: number; fileName: string; size: number }) {
    const [row] = await tx
      .select()
      .from(videoUploads)
      .where(
        and(
          eq(videoUploads.itemId, q.itemId),
          eq(videoUploads.staffId, q.staffId),
          eq(videoUploads.fileName, q.fileName),
          eq(videoUploads.size, q.size),
          eq(videoUploads.status, 'uploading'),
        ),
      )
      .orderBy(desc(videoUploads.updatedAt))
      .limit(1);
    return row;
  },

  /** Unfinished uploads of the given episodes, newest first. */
  async activeUploads(tx: Tx, itemIds: number[]) {
    if (!itemIds.length) return [];
    return tx
      .select()
      .from(videoUploads)
      .where(and(inArray(videoUploads.itemId, itemIds), eq(videoUploads.status, 'uploading')))
      .orderBy(desc(videoUploads.updatedAt));
  },

  async insertUpload(tx: Tx, values: typeof videoUploads.$inferInsert) {
    const [row] = await tx.insert(videoUploads).values(values).returning();
    return row!;
  },

  async updateUpload(tx: Tx, id: string, values: Partial<typeof videoUploads.$inferInsert>) {
    const [row] = await tx
      .update(videoUploads)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(videoUploads.id, id))
      .returning();
    return row;
  },

  /**
   * Revenue per UTC day and drama from the recorded payments themselves: the unlocks (each keeps
   * what it was paid) and the VIP purchases (VIP is no one drama's revenue), with their counts.
   */
  async revenue(tx: Tx, q: { from: string; to: string; videoId?: number }) {
    const start = new Date(`${q.from}T00:00:00Z`);
    const end = new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000);
    const utcDay = (column: typeof videoUnlocks.createdAt | typeof vipOrders.createdAt) =>
      sql<string>`to_char((${column} at time zone 'utc')::date, 'YYYY-MM-DD')`;
    const unlockDay = utcDay(videoUnlocks.createdAt);
    const unlocks = tx
      .select({
        day: unlockDay,
        videoId: videoUnlocks.videoId,
        n: sql<number>`count(*)::int`,
        amount: sql<number>`sum(${videoUnlocks.price})::bigint`.mapWith(Number),
      })
      .from(videoUnlocks)
      .where(
        and(
          gte(videoUnlocks.createdAt, start),
          lt(videoUnlocks.createdAt, end),
          q.videoId ? eq(videoUnlocks.videoId, q.videoId) : undefined,
        ),
      )
      .groupBy(unlockDay, videoUnlocks.videoId);
    const vipDay = utcDay(vipOrders.createdAt);
    // VIP is not one drama's revenue: a drama filter leaves it out.
    const vip = q.videoId
      ? Promise.resolve([] as { day: string; n: number; amount: number }[])
      : tx
          .select({
            day: vipDay,
            n: sql<number>`count(*)::int`,
            amount: sql<number>`sum(${vipOrders.price})::bigint`.mapWith(Number),
          })
          .from(vipOrders)
          .where(and(gte(vipOrders.createdAt, start), lt(vipOrders.createdAt, end)))
          .groupBy(vipDay);
    const [unlockRows, vipRows] = await Promise.all([unlocks, vip]);
    return { unlockRows, vipRows };
  },

  async titles(tx: Tx, ids: number[]) {
    if (!ids.length) return new Map<number, string>();
    const rows = await tx
      .select({ id: videos.id, title: videos.title })
      .from(videos)
      .where(inArray(videos.id, ids));
    return new Map(rows.map((r) => [r.id, r.title]));
  },

  // ---------- the console: VIP plans ----------

  /** Every plan, enabled or not, with the memberships sold under it. */
  async plansWithSold(tx: Tx) {
    const sold = tx
      .select({ planId: vipOrders.planId, n: count().as('n') })
      .from(vipOrders)
      .groupBy(vipOrders.planId)
      .as('sold');
    return tx
      .select({ plan: vipPlans, sold: sql<number>`coalesce(${sold.n}, 0)::int` })
      .from(vipPlans)
      .leftJoin(sold, eq(sold.planId, vipPlans.id))
      .orderBy(asc(vipPlans.sort), asc(vipPlans.id));
  },

  async planSold(tx: Tx, planId: number) {
    const [row] = await tx.select({ n: count() }).from(vipOrders).where(eq(vipOrders.planId, planId));
    return row?.n ?? 0;
  },

  async insertPlan(tx: Tx, values: Omit<typeof vipPlans.$inferInsert, 'id'>) {
    const [row] = await tx.insert(vipPlans).values(values).returning();
    return row!;
  },

  async updatePlan(tx: Tx, id: number, values: Partial<Omit<VipPlanRow, 'id'>>) {
    const [row] = await tx.update(vipPlans).set(values).where(eq(vipPlans.id, id)).returning();
    return row;
  },
};
