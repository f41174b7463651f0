import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { videoItems, videos } from '#server/db/schema/index.js';
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

  it('charges an episode as the database has it now, though this process saw it otherwise a moment ago', async () => {
    const [drama] = await t.db
      .insert(videos)
      .values({ title: 'Behind the cache', freeEpisodes: 0 })
      .returning();
    const [one, two, three, four] = await t.db
      .insert(videoItems)
      .values([1, 2, 3, 4].map((index) => ({ videoId: drama!.id, index, title: `Part ${index}`, price: 40 })))
      .returning();
    const unlock = (token: string, itemId: number) =>
      t.call('user_wallet/payUnlockOne', { itemId }, { token, headers: { 'idempotency-key': randomUUID() } });
    const first = await kit.user({ funds: 10 });
    // This process reads (and keeps for a minute) each episode as it is unlocked.
    for (const ep of [one!, two!, three!, four!])
      expect((await unlock(first.token, ep.id)).body.data.paid).toBe(40);

    // Changed in the database behind the process's back (another node's console, say).
    await t.db.update(videoItems).set({ price: 70 }).where(eq(videoItems.id, three!.id));
    await t.db.update(videos).set({ freeEpisodes: 2 }).where(eq(videos.id, drama!.id));
    const viewer = await kit.user({ funds: 10 });
    // The new price is charged, not the one seen before; an episode made free is refused as free.
    const repriced = await unlock(viewer.token, three!.id);
    expect(repriced.body.data).toEqual({ unlocked: [three!.id], paid: 70 });
    expect((await unlock(viewer.token, two!.id)).body.error).toBe('EPISODE_FREE');
    expect((await kit.wallet(viewer.token)).balance).toBe(1_000 - 70);
    // A drama taken down: nothing to unlock.
    await t.db.update(videos).set({ published: false }).where(eq(videos.id, drama!.id));
    expect((await unlock(viewer.token, four!.id)).status).toBe(404);
    expect((await kit.wallet(viewer.token)).balance).toBe(1_000 - 70);
    await t.verifyBooks();
  });
});
