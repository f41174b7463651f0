import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.js';
import { videoItems, videos } from '#server/db/schema/index.js';

export type QueuedItem = typeof videoItems.$inferSelect;

/** Where this item is still the one being transcoded from this source. */
const stillMine = (item: QueuedItem) =>
  and(eq(videoItems.id, item.id), eq(videoItems.source, item.source!), eq(videoItems.status, 'processing'));

/** The transcode queue: episodes with a source waiting in `video_items`. */
export const mediaRepository = {
  /**
   * Claims the next waiting episode with `FOR UPDATE SKIP LOCKED` (each is transcoded once), or one
   * whose claim is older than `staleMinutes` (a crashed worker).
   */
  async claimNext(db: Db, staleMinutes: number): Promise<QueuedItem | undefined> {
    const result = await db.execute<{ id: number }>(sql`
      update video_items set status = 'processing', claimed_at = now()
      where id = (
        select id from video_items
        where source is not null
          and (status = 'pending' or (status = 'processing' and claimed_at < now() - make_interval(mins => ${staleMinutes})))
        -- Staff uploads before generated demo clips; then every drama's first episode (what a
        -- viewer opens from the home page), then each drama's episodes in order.
        order by source like 'demo:%', index > 1, video_id, index
        for update skip locked
        limit 1
      )
      returning id`);
    const id = result.rows[0]?.id;
    if (!id) return undefined;
    const [row] = await db
      .select()
      .from(videoItems)
      .where(eq(videoItems.id, Number(id)));
    return row;
  },

  async video(db: Db, id: number) {
    const [video] = await db.select().from(videos).where(eq(videos.id, id));
    return video;
  },

  async setCover(db: Db, videoId: number, cover: string) {
    await db.update(videos).set({ cover }).where(eq(videos.id, videoId));
  },

  /** Back to the queue, for the next worker to take at once (this one was stopped while at it). */
  async release(db: Db, item: QueuedItem) {
    await db.update(videoItems).set({ status: 'pending', claimedAt: null }).where(stillMine(item));
  },

  /** Only if it is still this source being transcoded: a newer upload meanwhile is queued again. */
  async finish(db: Db, item: QueuedItem, result: { durationSeconds: number } | { failure: string }) {
    await db
      .update(videoItems)
      .set(
        'failure' in result
          ? { status: 'failed', failure: result.failure }
          : { status: 'ready', durationSeconds: result.durationSeconds, failure: null },
      )
      .where(stillMine(item));
  },
};
