import type { EpisodeCounts } from '@app/contract';
import { and, asc, desc, eq, gte, ilike, inArray, lt, lte, ne, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import {
  videoItems,
  videoRevenueDaily,
  videos,
  videoUnlocks,
  videoUploads,
  vipOrders,
} from '#server/db/schema/index.js';
import { likePattern } from '#server/db/paginate.js';

export type VideoRow = typeof videos.$inferSelect;
export type VideoItemRow = typeof videoItems.$inferSelect;
export type VideoUploadRow = typeof videoUploads.$inferSelect;
export type VideoValues = Omit<
  typeof videos.$inferInsert,
  'id' | 'createdAt' | 'stars' | 'collects' | 'views'
>;
export type VideoItemValues = Pick<typeof videoItems.$inferInsert, 'videoId' | 'index' | 'title' | 'price'>;

const EMPTY_COUNTS: EpisodeCounts = { total: 0, ready: 0, processing: 0, pending: 0, failed: 0, noSource: 0 };

/** All SQL of the console's drama screens; every function takes the database or an open transaction. */
export const dramaAdminRepository = {
  async videoPage(tx: Tx, q: { page: number; pageSize: number; keyword?: string; published?: boolean }) {
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

  async items(tx: Tx, videoId: number) {
    return tx.select().from(videoItems).where(eq(videoItems.videoId, videoId)).orderBy(asc(videoItems.index));
  },

  async findItem(tx: Tx, id: number, opts: { lock?: boolean } = {}) {
    const query = tx.select().from(videoItems).where(eq(videoItems.id, id));
    const [row] = opts.lock ? await query.for('update') : await query;
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
    return this.updateItem(tx, id, {
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
   * Revenue per UTC day and drama (drama 0: VIP) from `video_revenue_daily`, with the number of
   * episodes unlocked and VIP memberships bought those days.
   */
  async revenue(tx: Tx, q: { from: string; to: string; videoId?: number }) {
    const start = new Date(`${q.from}T00:00:00Z`);
    const end = new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000);
    const utcDay = (column: typeof videoUnlocks.createdAt | typeof vipOrders.createdAt) =>
      sql<string>`to_char((${column} at time zone 'utc')::date, 'YYYY-MM-DD')`;
    const amounts = tx
      .select({
        day: sql<string>`to_char(${videoRevenueDaily.day}::date, 'YYYY-MM-DD')`,
        videoId: videoRevenueDaily.videoId,
        source: videoRevenueDaily.source,
        amount: videoRevenueDaily.amount,
      })
      .from(videoRevenueDaily)
      .where(
        and(
          gte(videoRevenueDaily.day, q.from),
          lte(videoRevenueDaily.day, q.to),
          q.videoId ? eq(videoRevenueDaily.videoId, q.videoId) : undefined,
        ),
      );
    const unlockDay = utcDay(videoUnlocks.createdAt);
    const unlocks = tx
      .select({ day: unlockDay, videoId: videoUnlocks.videoId, n: sql<number>`count(*)::int` })
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
      ? Promise.resolve([] as { day: string; n: number }[])
      : tx
          .select({ day: vipDay, n: sql<number>`count(*)::int` })
          .from(vipOrders)
          .where(and(gte(vipOrders.createdAt, start), lt(vipOrders.createdAt, end)))
          .groupBy(vipDay);
    const [amountRows, unlockRows, vipRows] = await Promise.all([amounts, unlocks, vip]);
    return { amountRows, unlockRows, vipRows };
  },

  async titles(tx: Tx, ids: number[]) {
    if (!ids.length) return new Map<number, string>();
    const rows = await tx
      .select({ id: videos.id, title: videos.title })
      .from(videos)
      .where(inArray(videos.id, ids));
    return new Map(rows.map((r) => [r.id, r.title]));
  },
};
