import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { videoItems, videos } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { TranscodeInterrupted } from './transcode.js';
import { createTranscodeWorker } from './transcode.worker.js';

const t = await createTestApp();
const statusOf = async (id: number) =>
  (await t.db.select().from(videoItems).where(eq(videoItems.id, id)))[0]!;

describe('the transcode queue', () => {
  it('takes each waiting episode once, across workers, and makes it playable through a signed URL', async () => {
    const [v] = await t.db.insert(videos).values({ title: 'Queue test', freeEpisodes: 5 }).returning();
    await t.db.insert(videoItems).values([
      { videoId: v!.id, index: 1, title: 'One', source: 'demo:3' },
      { videoId: v!.id, index: 2, title: 'Two', source: 'demo:3' },
      { videoId: v!.id, index: 3, title: 'Broken', source: 'missing-file.mp4' },
    ]);
    const log = { warn: () => {} };
    const a = createTranscodeWorker(t.db, t.config.dataDir, log);
    const b = createTranscodeWorker(t.db, t.config.dataDir, log);
    const [na, nb] = await Promise.all([a.runOnce(), b.runOnce()]);
    expect(na + nb).toBe(3);
    const rows = await t.db
      .select()
      .from(videoItems)
      .where(eq(videoItems.videoId, v!.id))
      .orderBy(videoItems.index);
    expect(rows.map((r) => r.status)).toEqual(['ready', 'ready', 'failed']);
    expect(rows[0]!.durationSeconds).toBe(3);
    expect(rows[2]!.failure).toMatch(/ffmpeg|No such file/);

    const items = await t.call('video/getVideoItemList', {
      videoId: v!.id,
    });
    const url = items.body.data.list[0]!.playUrl!;
    expect(items.body.data.list[2]!.playUrl).toBeNull();
    const master = await t.app.inject({ method: 'GET', url });
    expect(master.statusCode).toBe(200);
    expect(master.body).toContain('540p/index.m3u8?exp=');
  }, 60_000);

  it('a new source that arrives while the old one transcodes is queued again, not marked ready', async () => {
    const [v] = await t.db.insert(videos).values({ title: 'Race test', freeEpisodes: 5 }).returning();
    const [item] = await t.db
      .insert(videoItems)
      .values({ videoId: v!.id, index: 1, title: 'One', source: 'demo:3' })
      .returning();
    const worker = createTranscodeWorker(t.db, t.config.dataDir, { warn: () => {} });
    const first = worker.runOnce(1);
    // As soon as the worker has claimed it, staff upload a replacement (the upload sets pending).
    for (let i = 0; i < 200; i++) {
      const [row] = await t.db.select().from(videoItems).where(eq(videoItems.id, item!.id));
      if (row!.status === 'processing') break;
      await new Promise((r) => setTimeout(r, 10));
    }
    await t.db
      .update(videoItems)
      .set({ source: 'demo:2', status: 'pending', claimedAt: null })
      .where(eq(videoItems.id, item!.id));
    await first;
    const [after] = await t.db.select().from(videoItems).where(eq(videoItems.id, item!.id));
    expect(after!.status).toBe('pending');
    expect(await worker.runOnce(1)).toBe(1);
    const [done] = await t.db.select().from(videoItems).where(eq(videoItems.id, item!.id));
    expect(done).toMatchObject({ status: 'ready', durationSeconds: 2 });
  }, 60_000);

  it('an episode whose worker is stopped while making it goes back to the queue, not failed', async () => {
    const [v] = await t.db.insert(videos).values({ title: 'Stopped test', freeEpisodes: 5 }).returning();
    const [item] = await t.db
      .insert(videoItems)
      .values({ videoId: v!.id, index: 1, title: 'One', source: 'demo:2' })
      .returning();
    // The server shuts down while ffmpeg runs: the worker is stopped and ffmpeg ends with an error.
    const stopping = createTranscodeWorker(
      t.db,
      t.config.dataDir,
      { warn: () => {} },
      {
        demoEpisode: () => {
          void stopping.stop();
          throw new Error('ffmpeg exited with 255');
        },
      },
    );
    expect(await stopping.runOnce(1)).toBe(1);
    expect(await statusOf(item!.id)).toMatchObject({ status: 'pending', claimedAt: null, failure: null });
    // The next start makes it.
    const next = createTranscodeWorker(t.db, t.config.dataDir, { warn: () => {} });
    expect(await next.runOnce(1)).toBe(1);
    expect(await statusOf(item!.id)).toMatchObject({ status: 'ready', durationSeconds: 2 });

    // ffmpeg killed from outside while the worker runs on: not failed, and not taken again at once
    // (it would loop), but once its claim is stale.
    await t.db
      .update(videoItems)
      .set({ source: 'demo:3', status: 'pending', claimedAt: null })
      .where(eq(videoItems.id, item!.id));
    const killed = createTranscodeWorker(
      t.db,
      t.config.dataDir,
      { warn: () => {} },
      {
        demoEpisode: () => {
          throw new TranscodeInterrupted('ffmpeg stopped by SIGKILL');
        },
      },
    );
    expect(await killed.runOnce(1)).toBe(1);
    expect(await statusOf(item!.id)).toMatchObject({ status: 'processing', failure: null });
    expect(await next.runOnce(1)).toBe(0);
  }, 60_000);

  it('a running worker’s stop answers once the episode it was making is back in the queue', async () => {
    const [v] = await t.db.insert(videos).values({ title: 'Shutdown test', freeEpisodes: 5 }).returning();
    const [item] = await t.db
      .insert(videoItems)
      .values({ videoId: v!.id, index: 1, title: 'One', source: 'demo:2' })
      .returning();
    // ffmpeg runs until the shutdown's signal reaches it.
    let signal!: () => void;
    const signalled = new Promise<void>((resolve) => (signal = resolve));
    const worker = createTranscodeWorker(
      t.db,
      t.config.dataDir,
      { warn: () => {} },
      {
        demoEpisode: async (ep) => {
          if (ep.videoId !== v!.id) return undefined;
          await signalled;
          throw new TranscodeInterrupted('ffmpeg stopped by a signal');
        },
      },
    );
    // Ticking often: the ticks that find it busy must not hide the one making the episode.
    worker.start(10);
    for (let i = 0; i < 200 && (await statusOf(item!.id)).status !== 'processing'; i++)
      await new Promise((r) => setTimeout(r, 25));
    expect((await statusOf(item!.id)).status).toBe('processing');
    const stopped = worker.stop();
    signal();
    await stopped;
    expect(await statusOf(item!.id)).toMatchObject({ status: 'pending', claimedAt: null, failure: null });
  }, 60_000);
});
