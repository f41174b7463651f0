import { and, eq, sql } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '#server/db/client.js';
import { videoItems, videos } from '#server/db/schema/index.js';
import { generateDemoSource, transcodeToHls } from './transcode.js';

type ItemRow = typeof videoItems.$inferSelect;

/**
 * The durable transcode queue: episodes waiting in the database (`status = 'pending'` with a
 * source). Any node may run the worker: an episode is claimed with `FOR UPDATE SKIP LOCKED`, so
 * it is transcoded once; a claim older than `staleMinutes` (a crashed worker) is taken over.
 */
export function createTranscodeWorker(
  db: Db,
  dataDir: string,
  log: { warn: (o: object, m: string) => void },
) {
  const hlsRoot = path.join(dataDir, 'hls');
  const sources = path.join(dataDir, 'sources');
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = false;

  async function claim(staleMinutes = 10): Promise<ItemRow | undefined> {
    const result = await db.execute<{ id: number }>(sql`
      update video_items set status = 'processing', claimed_at = now()
      where id = (
        select id from video_items
        where source is not null
          and (status = 'pending' or (status = 'processing' and claimed_at < now() - make_interval(mins => ${staleMinutes})))
        -- Staff uploads before generated demo clips; within those, a drama's episodes in order.
        order by source like 'demo:%', video_id, index
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
  }

  /** A drama without a cover gets its first episode's poster, published with the public media. */
  async function coverFromPoster(item: ItemRow) {
    const [video] = await db.select().from(videos).where(eq(videos.id, item.videoId));
    if (!video || video.cover) return;
    const dir = path.join(dataDir, 'uploads', 'video');
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(
      path.join(hlsRoot, String(item.id), 'poster.jpg'),
      path.join(dir, `cover-${video.id}.jpg`),
    );
    await db
      .update(videos)
      .set({ cover: `/media/video/cover-${video.id}.jpg` })
      .where(eq(videos.id, video.id));
  }

  const stillMine = (item: ItemRow) =>
    and(eq(videoItems.id, item.id), eq(videoItems.source, item.source!), eq(videoItems.status, 'processing'));

  async function process(item: ItemRow) {
    let input: string;
    let scratch: string | undefined;
    try {
      if (item.source!.startsWith('demo:')) {
        scratch = path.join(sources, `demo-${item.id}-${Date.now()}.mp4`);
        fs.mkdirSync(sources, { recursive: true });
        await generateDemoSource(scratch, `Episode ${item.index}`, Number(item.source!.slice(5)) || 8);
        input = scratch;
      } else {
        input = path.join(sources, path.basename(item.source!));
      }
      const { durationSeconds } = await transcodeToHls(input, path.join(hlsRoot, String(item.id)));
      // Only if it is still this source being transcoded: a newer upload meanwhile is queued again.
      await db
        .update(videoItems)
        .set({ status: 'ready', durationSeconds, failure: null })
        .where(stillMine(item));
      if (item.index === 1) await coverFromPoster(item);
    } catch (err) {
      log.warn({ err, itemId: item.id }, 'transcode failed');
      await db
        .update(videoItems)
        .set({ status: 'failed', failure: String((err as Error).message).slice(0, 500) })
        .where(stillMine(item));
    } finally {
      if (scratch) fs.rmSync(scratch, { force: true });
    }
  }

  /** Transcodes what is waiting, one at a time; answers how many it handled. */
  async function runOnce(limit = Infinity) {
    let done = 0;
    while (done < limit && !stopped) {
      const item = await claim();
      if (!item) break;
      await process(item);
      done += 1;
    }
    return done;
  }

  return {
    runOnce,
    start(everyMs = 5_000) {
      const tick = async () => {
        if (running || stopped) return;
        running = true;
        try {
          await runOnce();
        } catch (err) {
          log.warn({ err }, 'transcode worker');
        } finally {
          running = false;
        }
      };
      timer = setInterval(() => void tick(), everyMs);
      timer.unref();
      void tick();
    },
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
