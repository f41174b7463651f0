import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '#test/helper.js';
import { walletKit } from '#server/modules/wallet/wallet.test-kit.js';

// With the public reads cached (as in production), what staff change and what a viewer pays for
// still show at once: the console's change drops the cached drama, and unlocks are never cached.
const t = await createTestApp({ CATALOG_CACHE_MS: '60000' });
const kit = walletKit(t);
const admin = await t.kit.staffToken();

const episodes = async (videoId: number, token?: string) =>
  (await t.call('video/getVideoItemList', { videoId }, { token })).body.data.list;

describe('a drama read from the cache', () => {
  it('shows a console change at once, and a viewer’s unlock at once', async () => {
    const video = (
      await t.call(
        'admin/saveVideo',
        {
          title: 'Cached Hearts',
          cover: '/media/misc/2025/01/cover.jpg',
          description: 'A drama read by many at once.',
          tags: ['Romance'],
          freeEpisodes: 1,
          featured: false,
          rankWeight: 0,
          published: true,
        },
        { token: admin },
      )
    ).body.data;
    const save = (index: number, title: string, id?: number) =>
      t.call('admin/saveVideoItem', { id, videoId: video.id, index, title, price: 50 }, { token: admin });
    await save(1, 'The first night');
    const second = (await save(2, 'The letter')).body.data;
    expect((await episodes(video.id)).map((e) => e.title)).toEqual(['The first night', 'The letter']);

    // Staff rename an episode: the next read shows it, though the cache would keep it a minute.
    expect((await save(2, 'The unsent letter', second.id)).status).toBe(200);
    expect((await episodes(video.id)).map((e) => e.title)).toEqual(['The first night', 'The unsent letter']);

    // A viewer unlocks the second episode: their list shows it unlocked at once; a visitor's does not.
    const viewer = await kit.user({ funds: 10 });
    expect((await episodes(video.id, viewer.token))[1]).toMatchObject({ unlocked: false, playable: false });
    const paid = await t.call(
      'user_wallet/payUnlockOne',
      { itemId: second.id },
      { token: viewer.token, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(paid.status).toBe(200);
    expect((await episodes(video.id, viewer.token))[1]).toMatchObject({ unlocked: true });
    expect((await episodes(video.id))[1]).toMatchObject({ unlocked: false, playable: false });
    await t.verifyBooks();
  });
});
