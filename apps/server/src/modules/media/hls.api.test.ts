import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { videoItems, videos } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { walletKit } from '#server/modules/wallet/wallet.test-kit.js';

const t = await createTestApp();
const kit = walletKit(t);

/** An episode with a small HLS tree on disk, as the transcoder leaves it. */
async function episode(free: boolean) {
  const [v] = await t.db
    .insert(videos)
    .values({ title: `Drama ${randomUUID().slice(0, 6)}`, freeEpisodes: free ? 1 : 0 })
    .returning();
  const [item] = await t.db
    .insert(videoItems)
    .values({ videoId: v!.id, index: 1, title: 'Episode 1', price: 30, status: 'ready' })
    .returning();
  const dir = path.join(t.config.dataDir, 'hls', String(item!.id));
  fs.mkdirSync(path.join(dir, '540p'), { recursive: true });
  fs.writeFileSync(
    path.join(dir, 'master.m3u8'),
    '#EXTM3U\n#EXT-X-STREAM-INF:BANDWIDTH=900000,RESOLUTION=540x960\n540p/index.m3u8\n',
  );
  fs.writeFileSync(
    path.join(dir, '540p', 'index.m3u8'),
    '#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2.0,\nseg_000.ts\n#EXT-X-ENDLIST\n',
  );
  fs.writeFileSync(path.join(dir, '540p', 'seg_000.ts'), Buffer.from('fake transport stream'));
  return { video: v!, item: item! };
}

const get = (url: string) => t.app.inject({ method: 'GET', url });
const playUrlOf = async (videoId: number, token?: string) =>
  (await t.call('video/getVideoItemList', { videoId }, { token })).body.data.list[0]!.playUrl;

describe('episode media behind signed URLs', () => {
  it('a free episode streams to anyone through its signed playlist, variant and segment URLs', async () => {
    const { video } = await episode(true);
    const master = await playUrlOf(video.id);
    expect(master).toMatch(/^\/hls\/\d+\/master\.m3u8\?exp=\d+&sig=/);
    const res = await get(master!);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('mpegurl');
    const variant = res.body.split('\n').find((l) => l.startsWith('/hls/'))!;
    expect(variant).toMatch(/540p\/index\.m3u8\?exp=\d+&sig=/);
    const playlist = await get(variant);
    const segment = playlist.body.split('\n').find((l) => l.startsWith('/hls/'))!;
    const bytes = await get(segment);
    expect(bytes.statusCode).toBe(200);
    expect(bytes.body).toBe('fake transport stream');
  });

  it('a locked episode has no URL until unlocked; guessed, tampered or expired URLs are refused', async () => {
    const { video, item } = await episode(false);
    const viewer = await kit.user({ funds: 5 });
    expect(await playUrlOf(video.id, viewer.token)).toBeNull();
    expect((await get(`/hls/${item.id}/540p/seg_000.ts`)).statusCode).toBe(403);
    expect((await get(`/hls/${item.id}/master.m3u8?exp=9999999999&sig=forged`)).statusCode).toBe(403);
    const paid = await t.call('user_wallet/payUnlockOne', { itemId: item.id }, { token: viewer.token });
    expect(paid.status).toBe(200);
    const url = await playUrlOf(video.id, viewer.token);
    expect((await get(url!)).statusCode).toBe(200);
    // The signature covers the path: it does not open another file or another episode.
    expect((await get(url!.replace('master.m3u8', '540p/seg_000.ts'))).statusCode).toBe(403);
    const other = await episode(false);
    expect((await get(url!.replace(`/hls/${item.id}/`, `/hls/${other.item.id}/`))).statusCode).toBe(403);
    // An expired URL is refused.
    const expired = url!.replace(/exp=\d+/, 'exp=1000');
    expect((await get(expired)).statusCode).toBe(403);
    await t.verifyBooks();
  });
});
