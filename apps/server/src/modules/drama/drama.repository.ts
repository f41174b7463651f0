import { and, asc, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import {
  appVersions,
  feedback,
  helpArticles,
  videoBanners,
  videoCollects,
  videoStars,
  watchHistory,
  videoItems,
  videoRevenueDaily,
  videos,
  videoUnlocks,
  vipMemberships,
  vipOrders,
  vipPlans,
} from '#server/db/schema/index.js';
import { likePattern } from '#server/db/paginate.js';

export type VideoRow = typeof videos.$inferSelect;
export type VideoItemRow = typeof videoItems.$inferSelect;

const ORDER: Record<'hot' | 'latest' | 'rank' | 'featured', SQL[]> = {
  hot: [sql`${videos.views} + 20 * ${videos.stars} + 40 * ${videos.collects} desc`, desc(videos.id)],
  latest: [desc(videos.updatedAt), desc(videos.id)],
  rank: [desc(videos.rankWeight), desc(videos.stars), desc(videos.id)],
  featured: [desc(videos.featured), desc(videos.rankWeight), desc(videos.id)],
};

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

  async findItem(tx: Tx, id: number) {
    const [row] = await tx.select().from(videoItems).where(eq(videoItems.id, id));
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
    await tx.insert(videoUnlocks).values(rows);
  },

  /** Serialises one viewer's purchases (unlocks and VIP). */
  async lockViewer(tx: Tx, userId: number) {
    await tx.execute(sql`select pg_advisory_xact_lock(7003, ${userId}::int)`);
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
      .onConflictDoUpdate({ target: vipMemberships.userId, set: { endsAt, updatedAt: new Date() } });
  },

  async findVipOrderByTransfer(tx: Tx, transferId: string) {
    const [row] = await tx.select().from(vipOrders).where(eq(vipOrders.transferId, transferId)).limit(1);
    return row;
  },

  async insertVipOrder(tx: Tx, row: typeof vipOrders.$inferInsert) {
    await tx.insert(vipOrders).values(row);
  },

  /** Adds to a drama's revenue of the day (UTC); `videoId` 0 for VIP. */
  async addRevenue(tx: Tx, videoId: number, source: 'unlock' | 'vip', amount: number) {
    await tx
      .insert(videoRevenueDaily)
      .values({ videoId, day: sql`(now() at time zone 'utc')::date` as unknown as string, source, amount })
      .onConflictDoUpdate({
        target: [videoRevenueDaily.videoId, videoRevenueDaily.day, videoRevenueDaily.source],
        set: { amount: sql`${videoRevenueDaily.amount} + ${amount}` },
      });
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

  async saveHistory(tx: Tx, userId: number, item: VideoItemRow, positionSeconds: number) {
    await tx
      .insert(watchHistory)
      .values({ userId, videoId: item.videoId, itemId: item.id, positionSeconds })
      .onConflictDoUpdate({
        target: [watchHistory.userId, watchHistory.videoId],
        set: { itemId: item.id, positionSeconds, watchedAt: new Date() },
      });
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

  async banners(tx: Tx, place: 'tv' | 'activity') {
    return tx
      .select()
      .from(videoBanners)
      .where(and(eq(videoBanners.enabled, true), eq(videoBanners.place, place)))
      .orderBy(asc(videoBanners.sort));
  },

  async version(tx: Tx, platform: 'web' | 'android' | 'ios') {
    const [row] = await tx.select().from(appVersions).where(eq(appVersions.platform, platform));
    return row;
  },

  async helpArticles(tx: Tx) {
    return tx
      .select()
      .from(helpArticles)
      .where(eq(helpArticles.published, true))
      .orderBy(asc(helpArticles.sort), asc(helpArticles.id));
  },

  async insertFeedback(tx: Tx, row: typeof feedback.$inferInsert) {
    await tx.insert(feedback).values(row);
  },
};
