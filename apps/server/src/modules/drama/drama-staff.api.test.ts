import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_TRADE_PASSWORD } from '@app/testkit';
import { auditLog, videoItems, videos, vipPlans } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { walletKit } from '#server/modules/wallet/wallet.test-kit.js';

const t = await createTestApp();
const kit = walletKit(t);
const admin = await t.kit.staffToken();
const support = await t.kit.staffToken('support@demo.local');
const finance = await t.kit.staffToken('finance@demo.local');

const drama = {
  title: 'The Heiress Returns',
  cover: '/media/misc/2025/01/cover.jpg',
  description: 'She left with nothing. She is back with everything.',
  tags: ['Romance', 'Revenge', 'Romance'],
  freeEpisodes: 2,
  featured: true,
  rankWeight: 50,
  published: true,
};

const saveVideo = (body: Record<string, unknown>, token = admin) =>
  t.call('admin/saveVideo', body, { token });
const saveItem = (body: Record<string, unknown>, token = admin) =>
  t.call('admin/saveVideoItem', body, { token });
const itemList = (videoId: number, token = admin) => t.call('admin/getVideoItemList', { videoId }, { token });

describe('console: dramas', () => {
  it('staff create and change a drama; the app shows it, unpublished ones disappear, every change is audited', async () => {
    const created = await saveVideo(drama);
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      title: 'The Heiress Returns',
      tags: ['Romance', 'Revenge'],
      freeEpisodes: 2,
      featured: true,
      rankWeight: 50,
      published: true,
      episodes: { total: 0, ready: 0 },
    });
    const id = created.body.data.id;
    const listed = await t.call('video/getVideoList', {
      keyword: 'Heiress',
      sort: 'latest',
    });
    expect(listed.body.data.list.map((v) => v.id)).toContain(id);

    const hidden = await saveVideo({ ...drama, id, title: 'The Heiress Returns (cut)', published: false });
    expect(hidden.body.data).toMatchObject({ id, title: 'The Heiress Returns (cut)', published: false });
    const after = await t.call('video/getVideoList', {
      keyword: 'Heiress',
      sort: 'latest',
    });
    expect(after.body.data.list.map((v) => v.id)).not.toContain(id);
    expect((await t.call('video/getVideo', { id })).status).toBe(404);

    const console = await t.call(
      'admin/getVideoList',
      { keyword: 'heiress', published: false },
      { token: admin },
    );
    expect(console.body.data.list.map((v) => v.id)).toEqual([id]);

    const entries = await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'video'));
    expect(entries.filter((e) => e.targetId === String(id)).map((e) => e.action)).toEqual([
      'video.created',
      'video.changed',
    ]);
  });

  it('refuses bad input naming the field, and writes nothing', async () => {
    const total = async () => (await t.db.select({ id: videos.id }).from(videos)).length;
    const start = await total();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...drama, title: '  ' }, 'title'],
      [{ ...drama, title: 'x'.repeat(121) }, 'title'],
      [{ ...drama, description: 'x'.repeat(2001) }, 'description'],
      [{ ...drama, tags: Array.from({ length: 9 }, (_, i) => `t${i}`) }, 'tags'],
      [{ ...drama, tags: ['x'.repeat(21)] }, 'tags.0'],
      [{ ...drama, tags: [''] }, 'tags.0'],
      [{ ...drama, freeEpisodes: 101 }, 'freeEpisodes'],
      [{ ...drama, freeEpisodes: -1 }, 'freeEpisodes'],
      [{ ...drama, rankWeight: 1.5 }, 'rankWeight'],
      [{ ...drama, cover: 'javascript:alert(1)' }, 'cover'],
      [{ ...drama, published: undefined }, 'published'],
    ];
    for (const [body, field] of cases) {
      const res = await saveVideo(body);
      expect(res.status, field).toBe(400);
      expect(res.body.fields?.[0]?.field, JSON.stringify(res.body)).toBe(field);
    }
    const tooMany = await saveVideo({ ...drama, tags: Array.from({ length: 9 }, (_, i) => `t${i}`) });
    expect(tooMany.body.message).toBe('Use at most 8 tags');
    expect(await total()).toBe(start);
    const missing = await saveVideo({ ...drama, id: 999_999 });
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('VIDEO_NOT_FOUND');
  });

  it('refuses staff without the content role', async () => {
    expect((await saveVideo(drama, support)).status).toBe(403);
    expect((await t.call('admin/getVideoList', {}, { token: support })).status).toBe(403);
    expect((await t.call('admin/getVideoList', {}, { token: finance })).status).toBe(403);
    expect((await t.call('admin/getVideoList', {})).status).toBe(401);
    const { body } = await saveVideo(drama);
    expect((await saveItem({ videoId: body.data.id, index: 1, title: 'x', price: 0 }, support)).status).toBe(
      403,
    );
    expect((await itemList(body.data.id, support)).status).toBe(403);
    expect((await t.call('admin/getVideoRevenue', {}, { token: support })).status).toBe(403);
    expect((await t.call('admin/getVideoRevenue', {}, { token: finance })).status).toBe(200);
  });
});

describe('console: episodes', () => {
  it('staff add and change episodes; price and free follow the drama; the viewer sees them', async () => {
    const v = (await saveVideo({ ...drama, title: `Episodes ${randomUUID().slice(0, 6)}` })).body.data;
    const one = await saveItem({ videoId: v.id, index: 1, title: 'The wedding', price: 0 });
    expect(one.status).toBe(200);
    expect(one.body.data).toMatchObject({
      index: 1,
      free: true,
      status: 'pending',
      hasSource: false,
      upload: null,
    });
    const three = await saveItem({ videoId: v.id, index: 3, title: 'The contract', price: 99 });
    expect(three.body.data).toMatchObject({ index: 3, price: 99, free: false });
    const changed = await saveItem({
      id: three.body.data.id,
      videoId: v.id,
      index: 2,
      title: 'The deal',
      price: 149,
    });
    // Moved within the drama's two free episodes: free whatever its price.
    expect(changed.body.data).toMatchObject({ index: 2, title: 'The deal', price: 149, free: true });

    const list = await itemList(v.id);
    expect(list.body.data.video.episodes).toMatchObject({ total: 2, noSource: 2, pending: 0 });
    expect(list.body.data.list.map((i) => [i.index, i.title])).toEqual([
      [1, 'The wedding'],
      [2, 'The deal'],
    ]);
    const viewer = await t.call('video/getVideoItemList', {
      videoId: v.id,
    });
    expect(viewer.body.data.list.map((i) => [i.index, i.price, i.free])).toEqual([
      [1, 0, true],
      [2, 0, true],
    ]);
    // Two free episodes: lowering the drama's free count puts a price on the second.
    await saveVideo({ ...drama, id: v.id, title: v.title, freeEpisodes: 1 });
    const priced = await t.call('video/getVideoItemList', {
      videoId: v.id,
    });
    expect(priced.body.data.list[1]).toMatchObject({ index: 2, price: 149, free: false, playable: false });
  });

  it('an episode position is unique in its drama: a clear error names the field, nothing is written', async () => {
    const v = (await saveVideo({ ...drama, title: `Unique ${randomUUID().slice(0, 6)}` })).body.data;
    const first = await saveItem({ videoId: v.id, index: 1, title: 'One', price: 0 });
    const second = await saveItem({ videoId: v.id, index: 2, title: 'Two', price: 0 });
    const dup = await saveItem({ videoId: v.id, index: 1, title: 'Another one', price: 0 });
    expect(dup.status).toBe(400);
    expect(dup.body.fields).toEqual([
      { field: 'index', rule: 'unique', message: 'Episode 1 already exists in this drama' },
    ]);
    const moved = await saveItem({
      id: second.body.data.id,
      videoId: v.id,
      index: 1,
      title: 'Two',
      price: 0,
    });
    expect(moved.body.fields?.[0]?.field).toBe('index');
    // Saving an episode at its own position is fine.
    expect(
      (await saveItem({ id: first.body.data.id, videoId: v.id, index: 1, title: 'Uno', price: 0 })).status,
    ).toBe(200);
    const rows = await t.db
      .select()
      .from(videoItems)
      .where(eq(videoItems.videoId, v.id))
      .orderBy(videoItems.index);
    expect(rows.map((r) => [r.index, r.title])).toEqual([
      [1, 'Uno'],
      [2, 'Two'],
    ]);

    const bad: [Record<string, unknown>, string][] = [
      [{ videoId: v.id, index: 0, title: 'x', price: 0 }, 'index'],
      [{ videoId: v.id, index: 4, title: '', price: 0 }, 'title'],
      [{ videoId: v.id, index: 4, title: 'x', price: -1 }, 'price'],
      [{ videoId: v.id, index: 4, title: 'x', price: 1.5 }, 'price'],
      [{ videoId: v.id, index: 4, title: 'x' }, 'price'],
    ];
    for (const [body, field] of bad) {
      const res = await saveItem(body);
      expect(res.status).toBe(400);
      expect(res.body.fields?.[0]?.field).toBe(field);
    }
    expect((await saveItem({ videoId: 999_999, index: 1, title: 'x', price: 0 })).body.error).toBe(
      'VIDEO_NOT_FOUND',
    );
    // An episode cannot be moved to another drama by sending its id with another drama.
    const other = (await saveVideo({ ...drama, title: `Other ${randomUUID().slice(0, 6)}` })).body.data;
    const moveAway = await saveItem({
      id: first.body.data.id,
      videoId: other.id,
      index: 9,
      title: 'x',
      price: 0,
    });
    expect(moveAway.body.error).toBe('EPISODE_NOT_FOUND');
    expect((await t.db.select().from(videoItems).where(eq(videoItems.videoId, v.id))).length).toBe(2);
  });

  it('retry queues a failed episode again, and needs a video', async () => {
    const v = (await saveVideo({ ...drama, title: `Retry ${randomUUID().slice(0, 6)}` })).body.data;
    const ep = (await saveItem({ videoId: v.id, index: 1, title: 'One', price: 0 })).body.data;
    const none = await t.call('admin/retranscodeVideoItem', { id: ep.id }, { token: admin });
    expect(none.body.error).toBe('EPISODE_NO_SOURCE');
    await t.db
      .update(videoItems)
      .set({ source: 'gone.mp4', status: 'failed', failure: 'ffmpeg exited with 1', claimedAt: new Date() })
      .where(eq(videoItems.id, ep.id));
    const failed = (await itemList(v.id)).body.data;
    expect(failed.list[0]).toMatchObject({
      status: 'failed',
      failure: 'ffmpeg exited with 1',
      hasSource: true,
    });
    expect(failed.video.episodes.failed).toBe(1);
    const retried = await t.call('admin/retranscodeVideoItem', { id: ep.id }, { token: admin });
    expect(retried.body.data).toMatchObject({ status: 'pending', failure: null });
    const [row] = await t.db.select().from(videoItems).where(eq(videoItems.id, ep.id));
    expect(row).toMatchObject({ status: 'pending', failure: null, claimedAt: null });
    expect((await t.call('admin/retranscodeVideoItem', { id: ep.id }, { token: support })).status).toBe(403);
  });
});

describe('console: drama revenue', () => {
  it('adds up unlocks per drama and VIP per day, as paid through the app', async () => {
    const v = (await saveVideo({ ...drama, title: `Revenue ${randomUUID().slice(0, 6)}`, freeEpisodes: 1 }))
      .body.data;
    await saveItem({ videoId: v.id, index: 1, title: 'One', price: 0 });
    const two = (await saveItem({ videoId: v.id, index: 2, title: 'Two', price: 120 })).body.data;
    const three = (await saveItem({ videoId: v.id, index: 3, title: 'Three', price: 80 })).body.data;
    const viewer = await kit.user({ funds: 50 });
    const pay = (path: 'user_wallet/payUnlockOne' | 'user_wallet/payVip', body: Record<string, unknown>) =>
      t.call(path, body, { token: viewer.token, headers: { 'idempotency-key': randomUUID() } });
    expect((await pay('user_wallet/payUnlockOne', { itemId: two.id })).status).toBe(200);
    expect((await pay('user_wallet/payUnlockOne', { itemId: three.id })).status).toBe(200);
    const [plan] = await t.db
      .select()
      .from(vipPlans)
      .where(eq(vipPlans.enabled, true))
      .orderBy(vipPlans.price);
    const vip = await pay('user_wallet/payVip', { planId: plan!.id, tradePassword: TEST_TRADE_PASSWORD });
    expect(vip.status, JSON.stringify(vip.body)).toBe(200);

    const today = new Date().toISOString().slice(0, 10);
    const res = await t.call('admin/getVideoRevenue', {}, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.data.to).toBe(today);
    const row = res.body.data.list.find((r) => r.videoId === v.id);
    expect(row).toEqual({
      day: today,
      videoId: v.id,
      title: v.title,
      unlockRevenue: 200,
      unlocks: 2,
      vipRevenue: 0,
      vipPurchases: 0,
      total: 200,
    });
    const vipRow = res.body.data.list.find((r) => r.videoId === null && r.day === today);
    expect(vipRow).toMatchObject({ title: null, vipRevenue: plan!.price, vipPurchases: 1, unlockRevenue: 0 });
    const sum = res.body.data.list.reduce((n, r) => n + r.total, 0);
    expect(res.body.data.totals.total).toBe(sum);
    expect(res.body.data.totals.total).toBeGreaterThanOrEqual(200 + plan!.price);

    const one = await t.call(
      'admin/getVideoRevenue',
      { videoId: v.id, from: today, to: today },
      { token: admin },
    );
    expect(one.body.data.list).toHaveLength(1);
    expect(one.body.data.totals).toEqual({
      unlockRevenue: 200,
      unlocks: 2,
      vipRevenue: 0,
      vipPurchases: 0,
      total: 200,
    });
    const past = await t.call(
      'admin/getVideoRevenue',
      { from: '2020-01-01', to: '2020-01-31' },
      { token: admin },
    );
    expect(past.body.data).toMatchObject({ list: [], totals: { total: 0 } });
    const reversed = await t.call(
      'admin/getVideoRevenue',
      { from: today, to: '2020-01-01' },
      { token: admin },
    );
    expect(reversed.body.fields?.[0]?.field).toBe('from');
    const badDay = await t.call('admin/getVideoRevenue', { from: '2024-02-30' }, { token: admin });
    expect(badDay.body.fields?.[0]?.field).toBe('from');
    const tooLong = await t.call(
      'admin/getVideoRevenue',
      { from: '2020-01-01', to: today },
      { token: admin },
    );
    expect(tooLong.body.fields?.[0]).toMatchObject({ field: 'from', rule: 'rangeTooLong' });
    await t.verifyBooks();
  });
});
