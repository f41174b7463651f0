import { eq } from 'drizzle-orm';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { videoItems, videos } from '#server/db/schema/index.js';
import { createTranscodeWorker } from '#server/modules/media/index.js';
import { generateDemoSource } from '#server/modules/media/transcode.js';
import { cloneTemplate, createTestApp } from '#test/helper.js';
import { startS3Server } from '#test/s3-server.js';

// Two nodes of one deployment: each its own data folder, one database, one object store, and the
// settings every node must share (the bucket and the media URL secret).
const s3 = await startS3Server();
const env = { ...s3.env, MEDIA_URL_SECRET: 'two-node-test-secret-of-at-least-32-characters' };
const database = await cloneTemplate();
const a = await createTestApp(env, {}, { database });
// The second node shares the connection pool; the first one closes it.
const b = await createTestApp(env, {}, { database: { ...database, close: async () => {} } });

const get = (node: typeof a, url: string, headers: Record<string, string> = {}) =>
  node.app.inject({ method: 'GET', url, headers });
const files = (dir: string): string[] =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true }).map(String) : [];

describe('two nodes, one database and one object store, serve the same media', () => {
  it('runs on two different data folders', () => {
    expect(a.config.dataDir).not.toBe(b.config.dataDir);
  });

  it('an image uploaded through node A is served by node B', async () => {
    const u = await a.kit.buyer();
    const url = await a.uploadImage(u.token, 'goods');
    expect(files(path.join(b.config.dataDir, 'uploads'))).toEqual([]);
    const fromA = await get(a, url);
    const fromB = await get(b, url);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers['content-type']).toBe('image/png');
    expect(fromB.rawPayload).toEqual(fromA.rawPayload);

    // And a private ID photo uploaded through A opens on B through the address A signed.
    const id = await a.uploadImage(u.token, 'auth');
    const signed = a.ctx.privateFiles.signedUrl(a.ctx.privateFiles.keyOf(id)!);
    expect((await get(b, signed)).statusCode).toBe(200);
  });

  it("an episode transcoded by node A's worker plays through node B's signed URL", async () => {
    const [v] = await a.db.insert(videos).values({ title: 'Two nodes', freeEpisodes: 1 }).returning();
    const [free, locked] = await a.db
      .insert(videoItems)
      .values([
        { videoId: v!.id, index: 1, title: 'One', source: 'demo:2' },
        { videoId: v!.id, index: 2, title: 'Two', price: 30, source: 'demo:2' },
      ])
      .returning();
    const worker = createTranscodeWorker(a.db, a.config.dataDir, { warn: () => {} }, { stores: a.ctx.media });
    expect(await worker.runOnce()).toBe(2);
    // Nothing of it is left on either node's disk: it is in the store.
    expect(files(path.join(a.config.dataDir, 'hls'))).toEqual([]);
    expect(files(path.join(a.config.dataDir, 'hls-work'))).toEqual([]);
    expect(files(path.join(b.config.dataDir, 'hls'))).toEqual([]);

    const list = await b.call('video/getVideoItemList', { videoId: v!.id });
    expect(list.status).toBe(200);
    const master = list.body.data.list[0]!.playUrl!;
    expect(master).toMatch(new RegExp(`^/hls/${free!.id}/master\\.m3u8\\?exp=\\d+&sig=`));
    expect(list.body.data.list[1]!.playUrl).toBeNull();

    const masterRes = await get(b, master);
    expect(masterRes.statusCode).toBe(200);
    expect(masterRes.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(masterRes.headers['cache-control']).toBe('private, max-age=600');
    const variant = masterRes.body.split('\n').find((l) => l.startsWith('/hls/'))!;
    const playlist = await get(b, variant);
    expect(playlist.statusCode).toBe(200);
    expect(playlist.body).toContain('#EXT-X-ENDLIST');
    const segment = playlist.body.split('\n').find((l) => l.startsWith('/hls/'))!;
    expect(segment).toMatch(/\.ts\?exp=\d+&sig=/);
    const seg = await get(b, segment);
    expect(seg.statusCode).toBe(200);
    expect(seg.headers['content-type']).toBe('video/mp2t');
    // MPEG-TS packets start with the sync byte 0x47 every 188 bytes.
    expect(seg.rawPayload[0]).toBe(0x47);
    expect(seg.rawPayload[188]).toBe(0x47);
    const part = await get(b, segment, { range: 'bytes=188-375' });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toEqual(seg.rawPayload.subarray(188, 376));
    // Node A signed nothing here, yet serves the same bytes through B's URL: one secret, one store.
    expect((await get(a, segment)).rawPayload).toEqual(seg.rawPayload);

    // Bad signatures are refused on either node, and the locked episode has no URL to guess.
    expect((await get(b, segment.replace(/sig=[^&]+/, 'sig=forged'))).statusCode).toBe(403);
    expect((await get(b, segment.split('?')[0]!)).statusCode).toBe(403);
    expect((await get(b, master.replace(`/hls/${free!.id}/`, `/hls/${locked!.id}/`))).statusCode).toBe(403);

    // The first episode's poster became the drama's cover, published with the public media.
    const [drama] = await a.db.select({ cover: videos.cover }).from(videos).where(eq(videos.id, v!.id));
    const cover = drama!.cover!;
    expect(cover).toBe(`/media/video/cover-${v!.id}.jpg`);
    const coverRes = await get(b, cover);
    expect(coverRes.statusCode).toBe(200);
    expect(coverRes.headers['content-type']).toBe('image/jpeg');
  });

  it("an episode video uploaded through node A is transcoded by node B's worker and plays through A", async () => {
    const admin = await a.kit.staffToken();
    const v = await a.call(
      'admin/saveVideo',
      { title: 'Uploaded', freeEpisodes: 5, published: true },
      { token: admin },
    );
    const ep = await a.call(
      'admin/saveVideoItem',
      { videoId: v.body.data.id, index: 1, title: 'Pilot', price: 0 },
      { token: admin },
    );
    const clip = path.join(a.config.dataDir, 'clip.mp4');
    await generateDemoSource(clip, 'Two nodes', 2);
    const video = fs.readFileSync(clip);
    const started = await a.call(
      'admin/startVideoUpload',
      { itemId: ep.body.data.id, fileName: 'pilot.mp4', size: video.length },
      { token: admin },
    );
    const { uploadId } = started.body.data;
    const put = await a.app.inject({
      method: 'PUT',
      url: `/v1/admin/video-upload/${uploadId}?offset=0`,
      headers: { 'content-type': 'application/octet-stream', authorization: `Bearer ${admin}` },
      payload: video,
    });
    expect(put.statusCode, put.body).toBe(200);

    // Node B never saw the upload; its worker takes the source from the store.
    expect(files(path.join(b.config.dataDir, 'sources'))).toEqual([]);
    const worker = createTranscodeWorker(b.db, b.config.dataDir, { warn: () => {} }, { stores: b.ctx.media });
    expect(await worker.runOnce()).toBe(1);
    const list = await a.call('video/getVideoItemList', { videoId: v.body.data.id });
    const master = list.body.data.list[0]!.playUrl!;
    expect(master).toMatch(/^\/hls\/\d+\/master\.m3u8\?/);
    const masterRes = await get(a, master);
    expect(masterRes.statusCode).toBe(200);
    const variant = masterRes.body.split('\n').find((l) => l.startsWith('/hls/'))!;
    const segment = (await get(a, variant)).body.split('\n').find((l) => l.startsWith('/hls/'))!;
    const seg = await get(a, segment);
    expect(seg.statusCode).toBe(200);
    expect(seg.rawPayload[0]).toBe(0x47);
  });
});
