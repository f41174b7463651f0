import type { ApiBody } from '@app/contract';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { TEST_TRADE_PASSWORD } from '@app/testkit';
import { videoItems, videos, vipMemberships, vipPlans } from '#server/db/schema/index.js';
import { createTestApp } from '#test/helper.js';
import { walletKit } from '#server/modules/wallet/wallet.test-kit.js';

const t = await createTestApp({ PAY_TRADE_PASSWORD_OVER_MINOR: '5000' });
const kit = walletKit(t);

/** A drama with `count` episodes of which the first `free` are free, the rest at `price`. */
async function drama(count = 6, free = 2, price = 50) {
  const [v] = await t.db
    .insert(videos)
    .values({ title: `Drama ${randomUUID().slice(0, 6)}`, freeEpisodes: free })
    .returning();
  const items = await t.db
    .insert(videoItems)
    .values(
      Array.from({ length: count }, (_, i) => ({
        videoId: v!.id,
        index: i + 1,
        title: `Episode ${i + 1}`,
        price,
        status: 'ready' as const,
      })),
    )
    .returning();
  return { video: v!, items };
}

const items = async (videoId: number, token?: string) =>
  (await t.call('video/getVideoItemList', { videoId }, { token })).body.data.list;
const pay = <P extends 'user_wallet/payUnlockOne' | 'user_wallet/payUnlockAll' | 'user_wallet/payVip'>(
  path: P,
  body: ApiBody<P>,
  token: string,
  key = randomUUID(),
) => t.call(path, body, { token, headers: { 'idempotency-key': key } });

describe('episode unlocks', () => {
  it('free episodes play for anyone; a locked one plays after it is unlocked, and stays unlocked', async () => {
    const { video, items: eps } = await drama();
    const listed = await t.call('video/getVideoList', {
      sort: 'latest',
      pageSize: 100,
    });
    expect(listed.body.data.list.find((v) => v.id === video.id)?.episodes).toBe(6);
    const anon = await items(video.id);
    expect(anon.map((i) => i.playable)).toEqual([true, true, false, false, false, false]);
    const viewer = await kit.user({ funds: 10 });
    const res = await pay('user_wallet/payUnlockOne', { itemId: eps[2]!.id }, viewer.token);
    expect(res.status).toBe(200);
    expect(res.body.data.paid).toBe(50);
    expect((await items(video.id, viewer.token))[2]).toMatchObject({ playable: true, unlocked: true });
    expect((await kit.wallet(viewer.token)).balance).toBe(1_000 - 50);
    const again = await pay('user_wallet/payUnlockOne', { itemId: eps[2]!.id }, viewer.token);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('EPISODE_ALREADY_UNLOCKED');
    // The console's revenue report counts the unlock paid, not the one refused.
    const revenue = await t.call(
      'admin/getVideoRevenue',
      { videoId: video.id },
      { token: await t.kit.staffToken() },
    );
    expect(revenue.body.data.totals).toMatchObject({ unlockRevenue: 50, unlocks: 1 });
    await t.verifyBooks();
  });

  it('pressed twice at once, or retried with the same key, an unlock is paid once', async () => {
    const { items: eps } = await drama();
    const viewer = await kit.user({ funds: 10 });
    const results = await Promise.all([
      pay('user_wallet/payUnlockOne', { itemId: eps[3]!.id }, viewer.token),
      pay('user_wallet/payUnlockOne', { itemId: eps[3]!.id }, viewer.token),
      pay('user_wallet/payUnlockOne', { itemId: eps[3]!.id }, viewer.token),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const key = randomUUID();
    const first = await pay('user_wallet/payUnlockOne', { itemId: eps[4]!.id }, viewer.token, key);
    const retry = await pay('user_wallet/payUnlockOne', { itemId: eps[4]!.id }, viewer.token, key);
    expect(retry.body).toEqual(first.body);
    expect((await kit.wallet(viewer.token)).balance).toBe(1_000 - 100);
    // Presses with one key at once (decision 66): every one answers the one payment, none "in progress".
    const same = randomUUID();
    const presses = await Promise.all(
      Array.from({ length: 4 }, () =>
        pay('user_wallet/payUnlockOne', { itemId: eps[5]!.id }, viewer.token, same),
      ),
    );
    expect(presses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(presses.every((r) => r.body.data.paid === 50)).toBe(true);
    expect((await kit.wallet(viewer.token)).balance).toBe(1_000 - 150);
    // A VIP plan bought with one key pressed twice: one month, paid once.
    const member = await kit.user({ funds: 200 });
    const month = (await t.call('user_wallet/getVipCfg', {})).body.data.plans[0]!;
    const vipKey = randomUUID();
    const body = { planId: month.id, tradePassword: TEST_TRADE_PASSWORD };
    const vip = await Promise.all([
      pay('user_wallet/payVip', body, member.token, vipKey),
      pay('user_wallet/payVip', body, member.token, vipKey),
    ]);
    expect(vip.map((r) => r.status)).toEqual([200, 200]);
    expect(vip[1]!.body).toEqual(vip[0]!.body);
    expect((await kit.wallet(member.token)).balance).toBe(20_000 - vip[0]!.body.data.paid);
    await t.verifyBooks();
  });

  it('unlock all pays for exactly the episodes still locked, once', async () => {
    const { video, items: eps } = await drama(6, 2, 40);
    const viewer = await kit.user({ funds: 10 });
    await pay('user_wallet/payUnlockOne', { itemId: eps[2]!.id }, viewer.token);
    const detail = await t.call('video/getVideo', { id: video.id }, { token: viewer.token });
    expect(detail.body.data.unlockAllPrice).toBe(3 * 40);
    const all = await pay('user_wallet/payUnlockAll', { videoId: video.id }, viewer.token);
    expect(all.body.data).toMatchObject({ paid: 120, unlocked: [eps[3]!.id, eps[4]!.id, eps[5]!.id] });
    expect((await items(video.id, viewer.token)).every((i) => i.playable)).toBe(true);
    const nothing = await pay('user_wallet/payUnlockAll', { videoId: video.id }, viewer.token);
    expect(nothing.body.error).toBe('NOTHING_TO_UNLOCK');
    expect((await kit.wallet(viewer.token)).balance).toBe(1_000 - 40 - 120);
    await t.verifyBooks();
  });

  it('refuses free or unknown episodes, unknown dramas and a short balance, charging nothing', async () => {
    const { video, items: eps } = await drama(4, 1, 2_000);
    const viewer = await kit.user({ funds: 5 });
    expect((await pay('user_wallet/payUnlockOne', { itemId: eps[0]!.id }, viewer.token)).body.error).toBe(
      'EPISODE_FREE',
    );
    expect((await pay('user_wallet/payUnlockOne', { itemId: 99_999_999 }, viewer.token)).status).toBe(404);
    expect((await pay('user_wallet/payUnlockAll', { videoId: 99_999_999 }, viewer.token)).body.error).toBe(
      'VIDEO_NOT_FOUND',
    );
    const poor = await pay('user_wallet/payUnlockOne', { itemId: eps[1]!.id }, viewer.token);
    expect(poor.body.error).toBe('INSUFFICIENT_BALANCE');
    // Above the configured amount the trade password is asked for.
    const big = await pay('user_wallet/payUnlockAll', { videoId: video.id }, viewer.token);
    expect(big.body.error).toBe('TRADE_PASSWORD_REQUIRED');
    expect((await kit.wallet(viewer.token)).balance).toBe(500);
    expect((await t.call('video/getVideo', { id: 99_999_999 })).status).toBe(404);
  });
});

describe('VIP membership', () => {
  it('VIP plays every episode; renewal extends from the current end; an expired VIP loses access', async () => {
    const { video } = await drama();
    const viewer = await kit.user({ funds: 100 });
    const cfg = await t.call('user_wallet/getVipCfg', {}, { token: viewer.token });
    expect(cfg.body.data.plans.map((p) => p.period)).toEqual(['month', 'quarter', 'year']);
    expect(cfg.body.data.vip.status).toBe('not_activated');
    const month = cfg.body.data.plans[0]!;
    const first = await pay('user_wallet/payVip', { planId: month.id }, viewer.token);
    expect(first.body.data.vip.status).toBe('active');
    expect((await items(video.id, viewer.token)).every((i) => i.playable)).toBe(true);
    const second = await pay('user_wallet/payVip', { planId: month.id }, viewer.token);
    const gap =
      new Date(second.body.data.vip.endsAt!).getTime() - new Date(first.body.data.vip.endsAt!).getTime();
    expect(gap).toBe(30 * 86_400_000);

    await t.db
      .update(vipMemberships)
      .set({ endsAt: sql`now() - interval '1 minute'` })
      .where(eq(vipMemberships.userId, viewer.user.id));
    const after = await items(video.id, viewer.token);
    expect(after.map((i) => i.playable)).toEqual([true, true, false, false, false, false]);
    const state = await t.call('user_wallet/getVipCfg', {}, { token: viewer.token });
    expect(state.body.data.vip.status).toBe('expired');
    // A renewal after expiry starts from now.
    const renewed = await pay('user_wallet/payVip', { planId: month.id }, viewer.token);
    const days = (new Date(renewed.body.data.vip.endsAt!).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    expect((await kit.wallet(viewer.token)).balance).toBe(10_000 - 3 * 999);
    await t.verifyBooks();
  });

  it('a withdrawn plan cannot be bought; the same key twice buys once; the trade password guards big plans', async () => {
    const viewer = await kit.user({ funds: 200 });
    const [gone] = await t.db
      .insert(vipPlans)
      .values({ period: 'month', days: 30, price: 500, enabled: false })
      .returning();
    const refused = await pay('user_wallet/payVip', { planId: gone!.id }, viewer.token);
    expect(refused.status).toBe(400);
    expect(refused.body.fields?.[0]?.field).toBe('planId');
    const cfg = await t.call('user_wallet/getVipCfg', {});
    const month = cfg.body.data.plans[0]!;
    const year = cfg.body.data.plans[2]!;
    const key = randomUUID();
    await Promise.all([
      pay('user_wallet/payVip', { planId: month.id }, viewer.token, key),
      pay('user_wallet/payVip', { planId: month.id }, viewer.token, key),
    ]);
    expect((await kit.wallet(viewer.token)).balance).toBe(20_000 - month.price);
    expect((await pay('user_wallet/payVip', { planId: year.id }, viewer.token)).body.error).toBe(
      'TRADE_PASSWORD_REQUIRED',
    );
    expect(
      (await pay('user_wallet/payVip', { planId: year.id, tradePassword: TEST_TRADE_PASSWORD }, viewer.token))
        .status,
    ).toBe(200);
    await t.verifyBooks();
  });

  it('retried after its answer was lost, a purchase answers what it bought, once (never 500)', async () => {
    const viewer = await kit.user({ funds: 100 });
    const cfg = await t.call('user_wallet/getVipCfg', {});
    const month = cfg.body.data.plans[0]!;
    const key = randomUUID();
    const first = await pay('user_wallet/payVip', { planId: month.id }, viewer.token, key);
    expect(first.status).toBe(200);
    // The answer never reached the client and its record was lost (the node died before keeping it).
    await t.pool.query('delete from idempotency_keys where key = $1', [key]);
    for (let i = 0; i < 2; i++) {
      const retry = await pay('user_wallet/payVip', { planId: month.id }, viewer.token, key);
      expect(retry.status).toBe(200);
      expect(retry.body.data).toEqual(first.body.data);
    }
    expect((await kit.wallet(viewer.token)).balance).toBe(10_000 - month.price);
    const { rows } = await t.pool.query('select count(*)::int as n from vip_orders where user_id = $1', [
      viewer.user.id,
    ]);
    expect(rows[0].n).toBe(1);
    await t.verifyBooks();
  });
});

describe('likes, favourites and history', () => {
  it('likes and favourites count once per viewer and fill the member lists', async () => {
    const { video } = await drama();
    const other = await drama();
    const viewer = await kit.user();
    const star = await t.call('video/addStar', { id: video.id }, { token: viewer.token });
    await t.call('video/addStar', { id: video.id }, { token: viewer.token });
    expect(star.body.data).toEqual({ starred: true, stars: 1 });
    const detail = await t.call('video/getVideo', { id: video.id }, { token: viewer.token });
    expect(detail.body.data).toMatchObject({ stars: 1, starred: true });
    await t.call('video/addCollect', { id: other.video.id }, { token: viewer.token });
    const likes = await t.call('user/getUserStarList', {}, { token: viewer.token });
    expect(likes.body.data.list.map((v) => v.id)).toEqual([video.id]);
    const mine = await t.call('user/getUserVideoList', {}, { token: viewer.token });
    expect(mine.body.data.list.map((v) => v.id)).toEqual([other.video.id]);
    const undo = await t.call('video/addStar', { id: video.id, cancel: true }, { token: viewer.token });
    expect(undo.body.data).toEqual({ starred: false, stars: 0 });
    expect((await t.call('video/addStar', { id: 99_999_999 }, { token: viewer.token })).status).toBe(404);
    expect((await t.call('video/addStar', { id: video.id })).status).toBe(401);
  });

  it('history keeps the latest episode and position per drama, and refuses episodes the viewer cannot play', async () => {
    const { video, items: eps } = await drama();
    const viewer = await kit.user();
    await t.call('video/addHistory', { itemId: eps[0]!.id, positionSeconds: 12 }, { token: viewer.token });
    await t.call('video/addHistory', { itemId: eps[1]!.id, positionSeconds: 40 }, { token: viewer.token });
    const locked = await t.call(
      'video/addHistory',
      { itemId: eps[4]!.id, positionSeconds: 5 },
      { token: viewer.token },
    );
    expect(locked.status).toBe(404);
    const history = await t.call('user/getUserHistoryList', {}, { token: viewer.token });
    expect(history.body.data.list).toEqual([
      expect.objectContaining({
        video: expect.objectContaining({ id: video.id }),
        index: 2,
        positionSeconds: 40,
      }),
    ]);
    // The drama page tells the viewer where to continue; a stranger or a visitor has no resume point.
    const detail = await t.call('video/getVideo', { id: video.id }, { token: viewer.token });
    expect(detail.body.data.resume).toEqual({ itemId: eps[1]!.id, index: 2, positionSeconds: 40 });
    const stranger = await kit.user();
    const other = await t.call('video/getVideo', { id: video.id }, { token: stranger.token });
    expect(other.body.data.resume).toBeNull();
    const visitor = await t.call('video/getVideo', { id: video.id });
    expect(visitor.body.data.resume).toBeNull();
  });

  it('banners and the app version come from configuration', async () => {
    const version = await t.call('home/getVersion', {});
    expect(version.body.data).toMatchObject({ platform: 'web', version: '0.1.0' });
    const bad = await t.call('home/getVersion', { platform: 'symbian' });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.[0]?.field).toBe('platform');
    const mallBanners = await t.call('home/getBanner', {
      place: 'mall',
    });
    expect(mallBanners.body.data.list.length).toBeGreaterThan(0);
    const tvBanners = await t.call('home/getBanner', {});
    expect(tvBanners.status).toBe(200);
  });
});

describe('help and feedback', () => {
  it('help articles are public; feedback needs contact and description and reaches the staff inbox', async () => {
    const help = await t.call('help/getHelpList', {});
    expect(help.body.data.list.length).toBeGreaterThan(0);
    const viewer = await kit.user();
    const empty = await t.call('feedback/submit', { contact: ' ', description: '' }, { token: viewer.token });
    expect(empty.status).toBe(400);
    expect(empty.body.fields?.map((f) => f.field).sort()).toEqual(['contact', 'description']);
    const sent = await t.call(
      'feedback/submit',
      { contact: viewer.email, description: 'Episode 4 of Midnight Heiress stutters on my phone.' },
      { token: viewer.token },
    );
    expect(sent.status).toBe(200);
    const inbox = await t.call('admin/getFeedbackList', {}, { token: await t.kit.staffToken() });
    expect(inbox.body.data.list[0]).toMatchObject({
      user: { email: viewer.email },
      description: expect.stringContaining('stutters'),
    });
    const finance = await t.kit.staffToken('finance@demo.local');
    expect((await t.call('admin/getFeedbackList', {}, { token: finance })).status).toBe(403);
  });
});
