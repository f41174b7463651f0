import fs from 'node:fs';
import path from 'node:path';
import type { Db } from '#server/db/client.js';
import { localMediaStores, type MediaStores } from '#server/platform/storage/media-stores.js';
import { mediaRepository as repo, type QueuedItem as ItemRow } from './media.repository.js';
import {
  generateDemoSource,
  renderDemoEpisode,
  TranscodeInterrupted,
  transcodeToHls,
  type DemoEpisode,
} from './transcode.js';

/**
 * What a generated demo episode (`demo:<seconds>`) shows: its scene, caption and dialogue. Given by
 * the demo seed (server.ts); undefined for an episode it does not know, which gets the test clip.
 */
export type DemoEpisodeSource = (
  episode: { videoId: number; index: number; title: string; seconds: number },
  drama: { id: number; title: string },
) => Promise<DemoEpisode | undefined>;

/**
 * The durable transcode queue: episodes waiting in the database (`status = 'pending'` with a
 * source). Any node may run the worker: an episode is claimed with `FOR UPDATE SKIP LOCKED`, so
 * it is transcoded once; a claim older than `staleMinutes` (a crashed worker) is taken over.
 */
export function createTranscodeWorker(
  db: Db,
  dataDir: string,
  log: { warn: (o: object, m: string) => void },
  opts: { demoEpisode?: DemoEpisodeSource; stores?: MediaStores } = {},
) {
  // The HLS files are made in a local work folder, then published to the store (decision 57).
  const stores = opts.stores ?? localMediaStores(dataDir);
  const work = path.join(dataDir, 'hls-work');
  const sources = path.join(dataDir, 'sources');
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  let stopped = false;
  let current: Promise<void> = Promise.resolve();

  async function claim(staleMinutes = 10): Promise<ItemRow | undefined> {
    return repo.claimNext(db, staleMinutes);
  }

  /** A drama without a cover gets its first episode's poster, published with the public media. */
  async function coverFromPoster(item: ItemRow) {
    const video = await repo.video(db, item.videoId);
    if (!video || video.cover) return;
    const poster = await stores.hls.read(`${item.id}/poster.jpg`);
    if (!poster) return;
    const key = `video/cover-${video.id}.jpg`;
    await stores.public.put(key, poster, 'image/jpeg');
    await repo.setCover(db, video.id, stores.public.urlOf(key));
  }

  async function process(item: ItemRow) {
    let scratch: string | undefined;
    const out = path.join(work, String(item.id));
    try {
      const seconds = Number(item.source!.slice(5)) || 8;
      const video = item.source!.startsWith('demo:') ? await repo.video(db, item.videoId) : undefined;
      const demo = video && (await opts.demoEpisode?.({ ...item, seconds }, video));
      let durationSeconds: number;
      if (demo) {
        // A designed demo episode: generated straight to HLS in one pass.
        ({ durationSeconds } = await renderDemoEpisode(demo, out));
      } else {
        let input: string;
        if (item.source!.startsWith('demo:')) {
          scratch = path.join(sources, `demo-${item.id}-${Date.now()}.mp4`);
          fs.mkdirSync(sources, { recursive: true });
          await generateDemoSource(scratch, `Episode ${item.index}`, seconds);
          input = scratch;
        } else {
          input = path.join(sources, path.basename(item.source!));
          if (!fs.existsSync(input)) {
            // Uploaded through another node: its source waits in the shared store.
            const body = await stores.sources.read(path.basename(item.source!));
            if (body) {
              scratch = path.join(sources, `fetched-${item.id}-${Date.now()}${path.extname(input)}`);
              fs.mkdirSync(sources, { recursive: true });
              fs.writeFileSync(scratch, body);
              input = scratch;
            }
          }
        }
        ({ durationSeconds } = await transcodeToHls(input, out));
      }
      await stores.hls.putFolder(String(item.id), out);
      await repo.finish(db, item, { durationSeconds });
      if (item.index === 1) await coverFromPoster(item);
    } catch (err) {
      if (stopped) {
        // The worker was stopped (the server is shutting down): queued again for the next start,
        // or, with the database already closed, taken again once its claim is stale.
        log.warn({ err, itemId: item.id }, 'transcode stopped; the episode is queued again');
        await repo.release(db, item).catch(() => {});
        return;
      }
      if (err instanceof TranscodeInterrupted) {
        // ffmpeg killed from outside (a signal to the process group, the kernel short of memory):
        // not the source's fault. The claim stays, so the episode is taken again once the claim is
        // stale, never at once in a loop.
        log.warn({ err, itemId: item.id }, 'transcode interrupted; taken again later');
        return;
      }
      log.warn({ err, itemId: item.id }, 'transcode failed');
      await repo.finish(db, item, { failure: String((err as Error).message).slice(0, 500) });
    } finally {
      if (scratch) fs.rmSync(scratch, { force: true });
      fs.rmSync(out, { recursive: true, force: true });
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
      // `current` is the tick that is making episodes: a tick that finds one running does nothing.
      const run = () => {
        if (!running && !stopped) current = tick();
      };
      timer = setInterval(run, everyMs);
      timer.unref();
      run();
    },
    /**
     * Takes no more episodes; answers when the one being made, if any, has ended (an episode whose
     * ffmpeg a shutdown stopped is queued again then, while the database is still open).
     */
    stop(): Promise<void> {
      stopped = true;
      clearInterval(timer);
      return current;
    },
  };
}
