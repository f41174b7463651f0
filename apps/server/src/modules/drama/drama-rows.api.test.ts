import { HOT_WINDOW_DAYS, RANK_WINDOW_DAYS } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { videoItems, videos, videoUnlocks, watchHistory } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { mediaRepository } from '#server/modules/media/media.repository.js';

const t = await createTestApp();
const DAY = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

async function drama(title: string, values: Partial<typeof videos.$inferInsert> = {}) {
  const [v] = await t.db
    .insert(videos)
    .values({ title, freeEpisodes: 1, ...values })
    .returning();
  const items = await t.db
    .insert(videoItems)
    .values([1, 2, 3].map((index) => ({ videoId: v!.id, index, title: `${title} ${index}`, price: 30 })))
    .returning();
  return { id: v!.id, items };
}

const ids = async (sort: 'hot' | 'rank' | 'latest' | 'featured') =>
  (await t.call('video/getVideoList', { sort, page: 1, pageSize: 20 })).body.data.list.map((d) => d.id);

describe('the drama home rows', () => {
  it('hottest counts viewers within its window, ranking unlocks within its window; latest is newest; featured is the staff picks', async () => {
    const viewers = await Promise.all([1, 2, 3].map(() => t.kit.buyer({ tag: 'rows' })));
    const [a, b, c] = [
      await drama('Watched long ago', { featured: true, rankWeight: 9, stars: 2 }),
      await drama('Watched this week', { featured: true, rankWeight: 5 }),
      await drama('Liked and watched', { stars: 4 }),
    ];
    // Drama a: three viewers, all just outside the hottest window; b and c: one viewer inside it.
    await t.db.insert(watchHistory).values([
      ...viewers.map((v) => ({
        userId: v.user.id,
        videoId: a.id,
        itemId: a.items[0]!.id,
        positionSeconds: 3,
        watchedAt: ago(HOT_WINDOW_DAYS + 0.1),
      })),
      {
        userId: viewers[0]!.user.id,
        videoId: b.id,
        itemId: b.items[0]!.id,
        positionSeconds: 3,
        watchedAt: ago(HOT_WINDOW_DAYS - 0.1),
      },
      {
        userId: viewers[0]!.user.id,
        videoId: c.id,
        itemId: c.items[0]!.id,
        positionSeconds: 3,
        watchedAt: ago(1),
      },
    ]);
    // Drama a: two unlocks just outside the ranking window; b: one inside it.
    const unlock = (d: typeof a, i: number, days: number) => ({
      userId: viewers[i]!.user.id,
      itemId: d.items[1]!.id,
      videoId: d.id,
      price: 30,
      transferId: `test:${d.id}:${i}`,
      createdAt: ago(days),
    });
    await t.db
      .insert(videoUnlocks)
      .values([
        unlock(a, 0, RANK_WINDOW_DAYS + 0.1),
        unlock(a, 1, RANK_WINDOW_DAYS + 0.1),
        unlock(b, 0, RANK_WINDOW_DAYS - 0.1),
      ]);

    // c and b have one recent viewer each (c has more likes); a's three viewers are too old, and
    // its likes do not lift it over b.
    expect(await ids('hot')).toEqual([c.id, b.id, a.id]);
    // b has the only unlock inside the window; a's two older unlocks (and its weight) do not count.
    expect((await ids('rank'))[0]).toBe(b.id);
    expect(await ids('latest')).toEqual([c.id, b.id, a.id]);
    expect(await ids('featured')).toEqual([a.id, b.id]);
  });

  it('a viewer’s first episode of a drama counts one view; watching on does not count again', async () => {
    const viewer = await t.kit.buyer({ tag: 'views' });
    const d = await drama('Counted views');
    const play = (itemId: number, positionSeconds: number) =>
      t.call('video/addHistory', { itemId, positionSeconds }, { token: viewer.token });
    expect((await play(d.items[0]!.id, 5)).status).toBe(200);
    expect((await play(d.items[0]!.id, 20)).status).toBe(200);
    const detail = await t.call('video/getVideo', { id: d.id });
    expect(detail.body.data.views).toBe(1);
  });

  it('the transcode queue takes every drama’s first episode before the rest, staff uploads before demo clips', async () => {
    // Finish whatever this file queued so far, so only these rows wait.
    await t.pool.query(`update video_items set source = null where status = 'pending'`);
    const one = await drama('Queue one');
    const two = await drama('Queue two');
    const queue = async (d: typeof one, source: (i: number) => string) => {
      for (const item of d.items)
        await t.pool.query(`update video_items set source = $1 where id = $2`, [source(item.index), item.id]);
    };
    await queue(one, () => 'demo:30');
    await queue(two, (i) => (i === 3 ? 'upload.mp4' : 'demo:30'));
    const order: string[] = [];
    for (let i = 0; i < 6; i++) {
      const item = await mediaRepository.claimNext(t.db, 10);
      order.push(`${item!.videoId === one.id ? 'one' : 'two'}:${item!.index}`);
    }
    expect(order).toEqual(['two:3', 'one:1', 'two:1', 'one:2', 'one:3', 'two:2']);
  });
});
