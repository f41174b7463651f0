import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog } from '#server/db/schema/index.js';
import { settlementDayOf, shiftSettlementDay } from '#server/lib/settlement-day.js';
import { walletKit } from '#server/modules/wallet/wallet.test-kit.js';
import { createTestApp } from '#test/helper.js';
import { settleDay } from './settle-day.flow.js';
import { profitKit } from './profit.test-kit.js';

const t = await createTestApp({ PAY_TRADE_PASSWORD_OVER_MINOR: '1000000' });
const wallet = walletKit(t);
const kit = profitKit(t);
const DAY = 86_400_000;
const today = settlementDayOf(new Date(), 'UTC');
const yesterday = shiftSettlementDay(today, -1);

/**
 * One settled day: a viewer unlocked 4 episodes at 250 today, a holder holds 25 of 100 units of a
 * 40 % share, settled at once (as the 00:00 job would for a finished day).
 */
const setup = await (async () => {
  const d = await kit.drama({ price: 250 });
  const viewer = await wallet.user({ funds: 50 });
  for (let k = 1; k <= 4; k++)
    await t.call(
      'user_wallet/payUnlockOne',
      { itemId: d.items[k]!.id },
      { token: viewer.token, headers: { 'idempotency-key': randomUUID() } },
    );
  const o = await kit.offering(d.video.id, { unitsIssued: 100, shareBp: 4_000, unitPrice: 2_000 });
  const holder = await wallet.user();
  const h = await kit.holding(o, holder.user.id, 25);
  const settled = await settleDay(kit.settleCtx(), today, { by: 'schedule' });
  const s = settled.find((x) => x.settlement.videoId === d.video.id)!.settlement;
  return { d, o, holder, h, s, viewer };
})();

describe('the earnings dashboard', () => {
  it('answers today’s, yesterday’s, last month’s and total payouts, units at cost and 30 days of charts', async () => {
    const { holder, s } = setup;
    // 1,000 gross, 100 deducted, 900 net; 40 % pool 360; 25 of 100 units: 90.
    expect(s).toMatchObject({ net: 900, paid: 90 });
    const res = await t.call('profit/getProfit', {}, { token: holder.token });
    expect(res.status).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({
      timeZone: 'UTC',
      settlesAt: '00:00',
      today,
      todayAmount: 90,
      yesterdayAmount: 0,
      lastMonthAmount: 0,
      totalAmount: 90,
      holdingsCost: 50_000,
      unitsHeld: 25,
      deductionBp: 1_000,
    });
    expect(p.daily).toHaveLength(30);
    expect(p.daily.at(-1)).toEqual({ day: today, amount: 90 });
    expect(p.trend.at(-1)).toEqual({ day: today, cost: 50_000, received: 90 });
    expect(p.trend.at(-2)).toEqual({ day: yesterday, cost: 50_000, received: 0 });
    expect(p.trend[0]!.cost).toBe(0);
    expect(p.recent).toHaveLength(1);
    expect(p.recent[0]).toMatchObject({
      settlementId: s.id,
      videoId: setup.d.video.id,
      title: setup.d.video.title,
      day: today,
      units: 25,
      unitsIssued: 100,
      shareBp: 4_000,
      net: 900,
      pool: 360,
      amount: 90,
    });
  });

  it('a viewer without units gets zeros, not an error', async () => {
    const nobody = await wallet.user();
    const res = await t.call('profit/getProfit', {}, { token: nobody.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ totalAmount: 0, holdingsCost: 0, unitsHeld: 0, recent: [] });
    expect(res.body.data.daily.every((d) => d.amount === 0)).toBe(true);
  });

  it('today’s payouts list each payout with its settlement’s numbers', async () => {
    const res = await t.call('profit/getToDayProfit', {}, { token: setup.holder.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ today, timeZone: 'UTC', total: 90 });
    expect(res.body.data.list.map((p) => [p.settlementId, p.amount, p.units, p.net])).toEqual([
      [setup.s.id, 90, 25, 900],
    ]);
  });

  it('a payout opens with every input of its settlement and its ledger transfer', async () => {
    const [payout] = (await t.call('profit/getToDayProfit', {}, { token: setup.holder.token })).body.data
      .list;
    const res = await t.call('profit/getPayoutInfo', { id: payout!.id }, { token: setup.holder.token });
    expect(res.status).toBe(200);
    expect(res.body.data.transferId).toBe(`revenue:${setup.s.id}:${setup.h.id}`);
    expect(res.body.data.settlement).toMatchObject({
      id: setup.s.id,
      unlockGross: 1_000,
      gross: 1_000,
      deductions: 100,
      net: 900,
      trigger: 'schedule',
    });
    expect(res.body.data.share).toMatchObject({
      pool: 360,
      unitsHeld: 25,
      paid: 90,
      unheld: 270,
      leftover: 0,
    });
    // The books hold that transfer.
    const ledgerRes = await t.call(
      'admin/getLedgerTransferList',
      { userId: setup.holder.user.id, pageSize: 10 },
      { token: await t.kit.staffToken() },
    );
    expect(JSON.stringify(ledgerRes.body.data)).toContain('revenueShare');
  });

  it('refuses another viewer’s payout, a visitor, and a bad id', async () => {
    const [payout] = (await t.call('profit/getToDayProfit', {}, { token: setup.holder.token })).body.data
      .list;
    const other = await wallet.user();
    const theirs = await t.call('profit/getPayoutInfo', { id: payout!.id }, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(theirs.body.error).toBe('PAYOUT_NOT_FOUND');
    for (const path of ['profit/getProfit', 'profit/getToDayProfit'] as const)
      expect((await t.call(path, {})).status).toBe(401);
    expect((await t.call('profit/getPayoutInfo', { id: payout!.id })).status).toBe(401);
    for (const id of [0, 'x', 1.5]) {
      const bad = await t.call('profit/getPayoutInfo', { id }, { token: other.token, lang: 'de' });
      expect(bad.status).toBe(400);
      expect(bad.body.fields?.[0]).toMatchObject({ field: 'id' });
    }
    const extra = await t.call('profit/getProfit', { days: 7 }, { token: other.token });
    expect(extra.status).toBe(400);
    // Staff tokens are not viewers.
    expect((await t.call('profit/getProfit', {}, { token: await t.kit.staffToken() })).status).toBe(401);
  });
});

describe('settlements in the console', () => {
  it('lists settlements per day and drama with their inputs, for admins, finance and content', async () => {
    for (const email of ['admin@demo.local', 'finance@demo.local', 'content@demo.local']) {
      const res = await t.call(
        'admin/getSettlementList',
        { from: today, to: today, videoId: setup.d.video.id },
        { token: await t.kit.staffToken(email) },
      );
      expect(res.status, email).toBe(200);
      expect(res.body.data.list).toHaveLength(1);
      expect(res.body.data.list[0]).toMatchObject({
        id: setup.s.id,
        day: today,
        unlockGross: 1_000,
        net: 900,
        paid: 90,
        leftover: 0,
        holders: 1,
        trigger: 'schedule',
        staffId: null,
      });
    }
  });

  it('opens a settlement with its shares and payouts', async () => {
    const res = await t.call(
      'admin/getSettlementInfo',
      { id: setup.s.id },
      { token: await t.kit.staffToken() },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.shares).toEqual([
      expect.objectContaining({ offeringId: setup.o.id, pool: 360, paid: 90, unheld: 270, leftover: 0 }),
    ]);
    expect(res.body.data.payouts).toEqual([
      expect.objectContaining({
        reservationId: setup.h.id,
        email: setup.holder.email,
        amount: 90,
        units: 25,
      }),
    ]);
    const missing = await t.call(
      'admin/getSettlementInfo',
      { id: 987_654 },
      { token: await t.kit.staffToken() },
    );
    expect(missing.status).toBe(404);
    expect(missing.body.error).toBe('SETTLEMENT_NOT_FOUND');
  });

  it('an admin runs a finished day with a reason; a rerun answers what was settled and pays nothing', async () => {
    const d = await kit.drama();
    const o = await kit.offering(d.video.id, { unitsIssued: 10 });
    const holder = await wallet.user();
    await kit.holding(o, holder.user.id, 2, new Date(Date.now() - 3 * DAY));
    const token = await t.kit.staffToken();
    const first = await t.call(
      'admin/runSettlement',
      { day: yesterday, reason: 'Nightly job was down' },
      { token },
    );
    expect(first.status).toBe(200);
    const mine = first.body.data.list.find((x) => x.videoId === d.video.id);
    expect(mine).toMatchObject({ created: true, paid: 0, title: d.video.title });
    const rerun = await t.call(
      'admin/runSettlement',
      { day: yesterday, reason: 'Check it pays once' },
      { token },
    );
    expect(rerun.status).toBe(200);
    expect(rerun.body.data).toMatchObject({ day: yesterday, created: 0, paidNow: 0 });
    expect(rerun.body.data.list.find((x) => x.videoId === d.video.id)).toMatchObject({
      settlementId: mine!.settlementId,
      created: false,
    });
    const listed = await t.call('admin/getSettlementList', { videoId: d.video.id }, { token });
    expect(listed.body.data.list[0]).toMatchObject({ trigger: 'staff', day: yesterday });
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'revenue_settlement.run'), eq(auditLog.targetId, yesterday)));
    expect(audits.map((a) => a.reason)).toEqual(
      expect.arrayContaining(['Nightly job was down', 'Check it pays once']),
    );
    await t.verifyBooks();
  });

  it('refuses a day not over, a bad day, no reason, and every role but admin', async () => {
    const token = await t.kit.staffToken();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ day: today, reason: 'Too early' }, 'day', 'SETTLEMENT_DAY_NOT_OVER'],
      [{ day: shiftSettlementDay(today, 3), reason: 'Future' }, 'day', 'SETTLEMENT_DAY_NOT_OVER'],
      [{ day: '2025-02-30', reason: 'No such day' }, 'day', 'VALIDATION_FAILED'],
      [{ day: 'yesterday', reason: 'Words' }, 'day', 'VALIDATION_FAILED'],
      [{ day: yesterday, reason: '' }, 'reason', 'VALIDATION_FAILED'],
      [{ day: yesterday }, 'reason', 'VALIDATION_FAILED'],
    ];
    for (const [body, field, error] of cases) {
      const res = await t.call('admin/runSettlement', body, { token, lang: 'fr' });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(error);
      expect(res.body.fields?.map((f) => f.field)).toContain(field);
      expect(res.body.fields?.[0]?.message).toBeTruthy();
    }
    for (const email of ['finance@demo.local', 'content@demo.local', 'support@demo.local']) {
      const res = await t.call(
        'admin/runSettlement',
        { day: yesterday, reason: 'Not mine to run' },
        { token: await t.kit.staffToken(email) },
      );
      expect(res.status, email).toBe(403);
    }
    expect((await t.call('admin/runSettlement', { day: yesterday, reason: 'Visitor' })).status).toBe(401);
    expect(
      (
        await t.call(
          'admin/runSettlement',
          { day: yesterday, reason: 'Viewer' },
          { token: setup.holder.token },
        )
      ).status,
    ).toBe(401);
  });

  it('support staff and viewers read no settlements; bad ranges are refused naming the field', async () => {
    const support = await t.kit.staffToken('support@demo.local');
    for (const path of ['admin/getSettlementList', 'admin/getDramaRevenue'] as const)
      expect((await t.call(path, {}, { token: support })).status).toBe(403);
    expect((await t.call('admin/getSettlementInfo', { id: setup.s.id }, { token: support })).status).toBe(
      403,
    );
    expect((await t.call('admin/getSettlementList', {}, { token: setup.holder.token })).status).toBe(401);
    const token = await t.kit.staffToken();
    const range = await t.call('admin/getSettlementList', { from: today, to: yesterday }, { token });
    expect(range.status).toBe(400);
    expect(range.body.fields?.[0]?.field).toBe('from');
    const long = await t.call('admin/getDramaRevenue', { from: '2020-01-01', to: today }, { token });
    expect(long.status).toBe(400);
    expect(long.body.fields?.[0]?.field).toBe('from');
    const badDay = await t.call('admin/getDramaRevenue', { to: '2025-1-5' }, { token });
    expect(badDay.body.fields?.[0]?.field).toBe('to');
  });

  it('revenue per drama and day: unlocks, VIP share, ads, deductions, net and paid to holders', async () => {
    const res = await t.call(
      'admin/getDramaRevenue',
      { from: today, to: today, videoId: setup.d.video.id },
      { token: await t.kit.staffToken('finance@demo.local') },
    );
    expect(res.status).toBe(200);
    expect(res.body.data.list).toEqual([
      expect.objectContaining({
        settlementId: setup.s.id,
        day: today,
        unlockGross: 1_000,
        vipShare: 0,
        adGross: 0,
        deductions: 100,
        net: 900,
        paid: 90,
      }),
    ]);
    expect(res.body.data.totals).toMatchObject({ unlockGross: 1_000, net: 900, paid: 90 });
  });
});

describe('the regulated-feature switch', () => {
  it('off: every call answers FEATURE_OFF', async () => {
    const off = await createTestApp({ FEATURE_REVENUE_SHARE: 'false' });
    const viewer = await off.kit.buyer();
    const staff = await off.kit.staffToken();
    const calls: [Parameters<typeof off.call>[0], Record<string, unknown>, string][] = [
      ['profit/getProfit', {}, viewer.token],
      ['profit/getToDayProfit', {}, viewer.token],
      ['profit/getPayoutInfo', { id: 1 }, viewer.token],
      ['admin/getSettlementList', {}, staff],
      ['admin/getSettlementInfo', { id: 1 }, staff],
      ['admin/runSettlement', { day: yesterday, reason: 'Off' }, staff],
      ['admin/getDramaRevenue', {}, staff],
    ];
    for (const [path, body, token] of calls) {
      const res = await off.call(path, body, { token });
      expect(res.status, path).toBe(404);
      expect(res.body.error, path).toBe('FEATURE_OFF');
    }
  });
});
