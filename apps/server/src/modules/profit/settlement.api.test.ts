import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  revenuePayouts,
  revenueSettlements,
  revenueSettlementShares,
  videoUnlocks,
  vipOrders,
  vipPlans,
  vipWatchDaily,
  watchHistory,
} from '#server/db/schema/index.js';
import { settlementDayOf, shiftSettlementDay } from '#server/lib/settlement-day.js';
import { ledger } from '#server/modules/ledger/index.js';
import { walletKit } from '#server/modules/wallet/wallet.test-kit.js';
import { createTestApp } from '#test/helper.js';
import type { AdRevenueSource } from './ad-revenue.js';
import { settleDay, settleDue } from './settle-day.flow.js';
import { profitKit } from './profit.test-kit.js';

const t = await createTestApp({ PAY_TRADE_PASSWORD_OVER_MINOR: '1000000' });
const wallet = walletKit(t);
const kit = profitKit(t);
const DAY = 86_400_000;
const today = () => settlementDayOf(new Date(), 'UTC');

const unlock = (token: string, itemId: number) =>
  t.call('user_wallet/payUnlockOne', { itemId }, { token, headers: { 'idempotency-key': randomUUID() } });

const settlementOf = async (videoId: number, day: string) =>
  (
    await t.db
      .select()
      .from(revenueSettlements)
      .where(and(eq(revenueSettlements.videoId, videoId), eq(revenueSettlements.day, day)))
  )[0];
const sharesOf = (settlementId: number) =>
  t.db.select().from(revenueSettlementShares).where(eq(revenueSettlementShares.settlementId, settlementId));
const payoutsOf = (settlementId: number) =>
  t.db.select().from(revenuePayouts).where(eq(revenuePayouts.settlementId, settlementId));

/** A drama whose paid episodes a viewer unlocked today for `price` each. */
async function dramaWithUnlocks(n: number, price: number) {
  const d = await kit.drama({ price });
  const viewer = await wallet.user({ funds: 200 });
  for (let k = 1; k <= n; k++) expect((await unlock(viewer.token, d.items[k]!.id)).status).toBe(200);
  return d;
}

describe('settling a day', () => {
  it('pays each holding its units’ part of the published share of the net, keeping the rest recorded', async () => {
    const d = await dramaWithUnlocks(3, 337);
    const o = await kit.offering(d.video.id, { unitsIssued: 100, shareBp: 2_000 });
    const a = await wallet.user();
    const b = await wallet.user();
    const ha = await kit.holding(o, a.user.id, 30);
    const hb = await kit.holding(o, b.user.id, 10);
    const day = today();
    await settleDay(kit.settleCtx(), day, { by: 'schedule' });

    const s = (await settlementOf(d.video.id, day))!;
    // 3 × 337 = 1,011 of unlocks; 10 % deduction (floor) 101; net 910; pool 20 % = 182.
    expect(s).toMatchObject({
      unlockGross: 1_011,
      adGross: 0,
      deductionBp: 1_000,
      deductions: 101,
      adjustments: 0,
      carriedIn: 0,
      net: 910,
      carriedOut: 0,
      trigger: 'schedule',
      timeZone: 'UTC',
    });
    const [share] = await sharesOf(s.id);
    // 30 units: floor(182 × 30 / 100) = 54; 10 units: 18; 60 units unheld: 109; rounding 1.
    expect(share).toMatchObject({ pool: 182, unitsHeld: 40, paid: 72, unheld: 109, leftover: 1, perUnit: 1 });
    expect(share!.pool).toBe(share!.paid + share!.unheld + share!.leftover);
    expect(s).toMatchObject({ paid: 72, leftover: 1 });
    const payouts = await payoutsOf(s.id);
    expect(payouts.map((p) => [p.reservationId, p.units, p.amount, p.transferId])).toEqual([
      [ha.id, 30, 54, `revenue:${s.id}:${ha.id}`],
      [hb.id, 10, 18, `revenue:${s.id}:${hb.id}`],
    ]);
    expect(await ledger.available(t.db, a.user.id)).toBe(54);
    expect(await ledger.available(t.db, b.user.id)).toBe(18);

    // The holder's wallet shows the payout as income with its record line.
    const log = (await t.call('user_wallet/getWalletLogList', { pageSize: 20 }, { token: a.token })).body.data
      .list;
    expect(log[0]).toMatchObject({ type: 'income', amount: 54 });
    expect(log[0]!.line).toMatchObject({ kind: 'revenueShare', drama: d.video.title, day });
    await t.verifyBooks();
  });

  it('run twice, and twice at once, pays once', async () => {
    const d = await dramaWithUnlocks(2, 500);
    const o = await kit.offering(d.video.id, { unitsIssued: 10, shareBp: 5_000 });
    const holder = await wallet.user();
    await kit.holding(o, holder.user.id, 10);
    const day = today();
    const runs = await Promise.all([
      settleDay(kit.settleCtx(), day, { by: 'schedule' }),
      settleDay(kit.settleCtx(), day, { by: 'schedule' }),
    ]);
    const mine = runs.map((r) => r.find((x) => x.settlement.videoId === d.video.id)!);
    expect(mine.map((m) => m.created).sort()).toEqual([false, true]);
    const again = await settleDay(kit.settleCtx(), day, { by: 'schedule' });
    expect(again.find((x) => x.settlement.videoId === d.video.id)?.created).toBe(false);
    // 1,000 gross, 100 deducted, 900 net, half of it to the one holder of every unit.
    expect(await ledger.available(t.db, holder.user.id)).toBe(450);
    const s = (await settlementOf(d.video.id, day))!;
    expect(await payoutsOf(s.id)).toHaveLength(1);
    await t.verifyBooks();
  });

  it('a drama with holders and no revenue records the day and pays zero', async () => {
    const d = await kit.drama();
    const o = await kit.offering(d.video.id);
    const holder = await wallet.user();
    await kit.holding(o, holder.user.id, 5);
    const day = shiftSettlementDay(today(), -1);
    await settleDay(kit.settleCtx(), day, { by: 'schedule' });
    const s = (await settlementOf(d.video.id, day))!;
    expect(s).toMatchObject({ unlockGross: 0, net: 0, paid: 0, leftover: 0 });
    const payouts = await payoutsOf(s.id);
    expect(payouts.map((p) => [p.amount, p.transferId])).toEqual([[0, null]]);
    expect(await ledger.available(t.db, holder.user.id)).toBe(0);
    await t.verifyBooks();
  });

  it('holdings stop at the deadline, and a holding paid during the day starts the next day', async () => {
    const d = await dramaWithUnlocks(2, 400);
    const day = today();
    const ended = await kit.offering(d.video.id, { earnsUntil: new Date(Date.parse(`${day}T00:00:00Z`)) });
    const live = await kit.offering(d.video.id);
    const late = await wallet.user();
    const early = await wallet.user();
    await kit.holding(ended, early.user.id, 50);
    await kit.holding(live, late.user.id, 50, new Date());
    await settleDay(kit.settleCtx(), day, { by: 'schedule' });
    const s = (await settlementOf(d.video.id, day))!;
    expect(s.net).toBe(720);
    expect(await sharesOf(s.id)).toEqual([]);
    expect(s.paid).toBe(0);
    expect(await ledger.available(t.db, early.user.id)).toBe(0);
    expect(await ledger.available(t.db, late.user.id)).toBe(0);
  });

  it('splits the day’s VIP payments between dramas by their VIP watch seconds', async () => {
    const day = '2024-02-10';
    const x = await kit.drama();
    const y = await kit.drama();
    const member = await wallet.user();
    const [plan] = await t.db.select().from(vipPlans).limit(1);
    await t.db.insert(vipOrders).values({
      userId: member.user.id,
      planId: plan!.id,
      price: 1_001,
      startsAt: new Date(`${day}T10:00:00Z`),
      endsAt: new Date(`${day}T10:00:00Z`),
      transferId: `test:vip:${randomUUID()}`,
      createdAt: new Date(`${day}T10:00:00Z`),
    });
    await t.db.insert(vipWatchDaily).values([
      { videoId: x.video.id, day, seconds: 300 },
      { videoId: y.video.id, day, seconds: 100 },
    ]);
    await settleDay(kit.settleCtx(), day, { by: 'schedule' });
    const sx = (await settlementOf(x.video.id, day))!;
    const sy = (await settlementOf(y.video.id, day))!;
    expect(sx).toMatchObject({ vipPool: 1_001, vipSeconds: 300, vipSecondsAll: 400, vipShare: 750 });
    expect(sy).toMatchObject({ vipPool: 1_001, vipSeconds: 100, vipSecondsAll: 400, vipShare: 250 });
    await t.verifyBooks();
  });

  it('an ad refund after settlement shows as a negative adjustment, carried while it exceeds a day', async () => {
    const d = await kit.drama();
    const o = await kit.offering(d.video.id, { unitsIssued: 10, shareBp: 10_000 });
    const holder = await wallet.user();
    await kit.holding(o, holder.user.id, 10, new Date('2024-01-01T00:00:00Z'));
    const byDay: Record<string, { ads?: number; refund?: number }> = {
      '2024-03-01': { ads: 5_000 },
      '2024-03-02': { refund: 2_000 },
      '2024-03-03': { ads: 3_000 },
    };
    const fake: AdRevenueSource = {
      recognised: async (_tx, day) => new Map(byDay[day]?.ads ? [[d.video.id, byDay[day].ads]] : []),
      refundedAfterSettlement: async (_tx, start) => {
        const day = start.toISOString().slice(0, 10);
        return new Map(byDay[day]?.refund ? [[d.video.id, byDay[day].refund]] : []);
      },
    };
    for (const day of Object.keys(byDay))
      await settleDay(kit.settleCtx({ ads: fake }), day, { by: 'schedule' });
    const [s1, s2, s3] = await Promise.all(Object.keys(byDay).map((day) => settlementOf(d.video.id, day)));
    expect(s1).toMatchObject({ adGross: 5_000, deductions: 500, net: 4_500, paid: 4_500 });
    expect(s2).toMatchObject({ adGross: 0, adjustments: 2_000, net: 0, carriedOut: 2_000, paid: 0 });
    expect(s3).toMatchObject({ adGross: 3_000, deductions: 300, carriedIn: 2_000, net: 700, paid: 700 });
    expect(await ledger.available(t.db, holder.user.id)).toBe(5_200);
    await t.verifyBooks();
  });

  it('a day in Asia/Singapore runs from its own midnight to the next', async () => {
    const d = await kit.drama({ price: 100 });
    const viewer = await wallet.user({ funds: 10 });
    expect((await unlock(viewer.token, d.items[1]!.id)).status).toBe(200);
    expect((await unlock(viewer.token, d.items[2]!.id)).status).toBe(200);
    // 23:30 and 00:30 in Singapore (UTC+8) around the start of 11 January 2025.
    await t.db
      .update(videoUnlocks)
      .set({ createdAt: new Date('2025-01-10T15:30:00Z') })
      .where(eq(videoUnlocks.itemId, d.items[1]!.id));
    await t.db
      .update(videoUnlocks)
      .set({ createdAt: new Date('2025-01-10T16:30:00Z') })
      .where(eq(videoUnlocks.itemId, d.items[2]!.id));
    const ctx = kit.settleCtx({ tz: 'Asia/Singapore' });
    await settleDay(ctx, '2025-01-10', { by: 'schedule' });
    await settleDay(ctx, '2025-01-11', { by: 'schedule' });
    const s10 = (await settlementOf(d.video.id, '2025-01-10'))!;
    const s11 = (await settlementOf(d.video.id, '2025-01-11'))!;
    expect(s10).toMatchObject({ timeZone: 'Asia/Singapore', unlockGross: 100 });
    expect(s10.dayStartsAt.toISOString()).toBe('2025-01-09T16:00:00.000Z');
    expect(s10.dayEndsAt.toISOString()).toBe('2025-01-10T16:00:00.000Z');
    expect(s11.unlockGross).toBe(100);
    await t.verifyBooks();
  });

  it('the daily job settles yesterday, and running it again settles nothing new', async () => {
    const d = await kit.drama();
    const o = await kit.offering(d.video.id);
    const holder = await wallet.user();
    await kit.holding(o, holder.user.id, 1, new Date(Date.now() - 3 * DAY));
    const first = await settleDue(kit.settleCtx(), new Date());
    const yesterday = shiftSettlementDay(today(), -1);
    expect(first.every((s) => s.settlement.day <= yesterday)).toBe(true);
    expect(await settlementOf(d.video.id, yesterday)).toBeTruthy();
    const second = await settleDue(kit.settleCtx(), new Date());
    expect(second.filter((s) => s.created)).toEqual([]);
  });
});

describe('VIP watch time', () => {
  async function vipViewer() {
    const viewer = await wallet.user({ funds: 100 });
    const [plan] = await t.db.select().from(vipPlans).limit(1);
    const paid = await t.call(
      'user_wallet/payVip',
      { planId: plan!.id },
      { token: viewer.token, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(paid.status).toBe(200);
    return viewer;
  }
  const report = (token: string, itemId: number, positionSeconds: number) =>
    t.call('video/addHistory', { itemId, positionSeconds }, { token });
  /** As if the viewer's last report was `seconds` ago. */
  const wait = (userId: number, seconds: number) =>
    t.db
      .update(watchHistory)
      .set({ watchedAt: new Date(Date.now() - seconds * 1000) })
      .where(eq(watchHistory.userId, userId));
  const watched = async (videoId: number) =>
    (
      await t.db
        .select()
        .from(vipWatchDaily)
        .where(and(eq(vipWatchDaily.videoId, videoId), eq(vipWatchDaily.day, today())))
    )[0]?.seconds ?? 0;

  it('counts what was watched between reports, never more than the time that passed', async () => {
    const d = await kit.drama({ durationSeconds: 600 });
    const viewer = await vipViewer();
    const ep = d.items[0]!.id;
    expect((await report(viewer.token, ep, 0)).status).toBe(200);
    expect(await watched(d.video.id)).toBe(0);
    await wait(viewer.user.id, 10);
    await report(viewer.token, ep, 10);
    const afterTen = await watched(d.video.id);
    expect(afterTen).toBeGreaterThanOrEqual(10);
    expect(afterTen).toBeLessThanOrEqual(16);
    // Seeking 300 s ahead 10 s later counts the 10 s that passed (with slack), not 300.
    await wait(viewer.user.id, 10);
    await report(viewer.token, ep, 310);
    expect((await watched(d.video.id)) - afterTen).toBeLessThanOrEqual(16);
    // Going back counts nothing.
    const before = await watched(d.video.id);
    await wait(viewer.user.id, 10);
    await report(viewer.token, ep, 100);
    expect(await watched(d.video.id)).toBe(before);
  });

  it('counts nothing when the viewer switches drama, or has no VIP membership', async () => {
    const a = await kit.drama();
    const b = await kit.drama();
    const viewer = await vipViewer();
    await report(viewer.token, a.items[0]!.id, 50);
    await wait(viewer.user.id, 30);
    await report(viewer.token, b.items[0]!.id, 20);
    expect(await watched(b.video.id)).toBe(0);
    const plain = await wallet.user();
    await report(plain.token, a.items[0]!.id, 0);
    await wait(plain.user.id, 30);
    await report(plain.token, a.items[0]!.id, 25);
    expect(await watched(a.video.id)).toBe(0);
  });
});
