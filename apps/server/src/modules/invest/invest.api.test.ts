import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { ApiBody } from '@app/contract';
import { TEST_TRADE_PASSWORD } from '@app/testkit';
import {
  auditLog,
  ledgerTransfers,
  shareOfferings,
  shareReservations,
  users,
  videos,
} from '#server/db/schema/index.js';
import { clock } from '#server/lib/clock.js';
import { createTestApp } from '#test/helper.js';
import { expireShareReservations } from './index.js';

const t = await createTestApp();
afterEach(() => t.verifyBooks());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = <T>(when: Date, fn: () => Promise<T>) => clock.run(() => when, fn);

/** A drama of its own per test, so the 100 % rule of one test never meets another's offerings. */
async function drama(title = `Drama ${randomUUID().slice(0, 8)}`) {
  const [v] = await t.db.insert(videos).values({ title, cover: '/covers/x.jpg' }).returning();
  return v!;
}

type OfferingBody = ApiBody<'admin/saveOffering'>;
function offeringBody(videoId: number, over: Partial<OfferingBody> = {}): OfferingBody {
  const now = Date.now();
  return {
    videoId,
    unitsIssued: 100,
    unitPrice: 1_000,
    shareBp: 2_000,
    vipLevel: 0,
    perPersonLimit: 10,
    rushStartsAt: new Date(now - HOUR).toISOString(),
    rushEndsAt: new Date(now + DAY).toISOString(),
    earnsUntil: new Date(now + 90 * DAY).toISOString(),
    reason: 'New offering',
    ...over,
  };
}

async function offering(over: Partial<OfferingBody> = {}, videoId?: number) {
  const vid = videoId ?? (await drama()).id;
  const res = await t.call('admin/saveOffering', offeringBody(vid, over), {
    token: await t.kit.staffToken(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

const snap = (token: string, offeringId: number, units: number, key: string = randomUUID()) =>
  t.call('video_invest/snapUp', { offeringId, units }, { token, headers: { 'idempotency-key': key } });
const pay = (token: string, reservationId: number, extra: Record<string, unknown> = {}, key = randomUUID()) =>
  t.call(
    'video_invest/payInvest',
    { reservationId, ...extra },
    { token, headers: { 'idempotency-key': key } },
  );

const offeringRow = async (id: number) =>
  (await t.db.select().from(shareOfferings).where(eq(shareOfferings.id, id)))[0]!;
const reservationsOf = (offeringId: number) =>
  t.db.select().from(shareReservations).where(eq(shareReservations.offeringId, offeringId));

/** `n` signed-in viewers made as rows (a fixture: the race needs people, not sign-ups). */
async function viewers(n: number) {
  const tag = randomUUID().slice(0, 8);
  const rows = await t.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `racer-${tag}-${i}@example.com`,
        passwordHash: 'fixture',
        nickname: `Racer ${i}`,
        inviteCode: `R${tag}${i}`.toUpperCase().slice(0, 16),
      })),
    )
    .returning();
  return Promise.all(
    rows.map(async (u) => ({
      user: u,
      token: (await t.ctx.sessions.issue(t.db, { userId: u.id }, {})).token,
    })),
  );
}

describe('offerings in the console', () => {
  it('an admin creates and changes an offering with a reason; both are audited and listed', async () => {
    const v = await drama('Console drama');
    const made = await offering({ unitsIssued: 50 }, v.id);
    expect(made).toMatchObject({
      drama: { id: v.id, title: 'Console drama' },
      unitsIssued: 50,
      unitsTaken: 0,
      state: 'inProgress',
      holders: 0,
    });
    const token = await t.kit.staffToken();
    const changed = await t.call(
      'admin/saveOffering',
      { ...offeringBody(v.id, { unitsIssued: 60, reason: 'More units' }), id: made.id },
      { token },
    );
    expect(changed.status).toBe(200);
    expect(changed.body.data.unitsIssued).toBe(60);
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'share_offering'), eq(auditLog.targetId, String(made.id))));
    expect(audits.map((a) => [a.action, a.reason])).toEqual(
      expect.arrayContaining([
        ['share_offering.created', 'New offering'],
        ['share_offering.changed', 'More units'],
      ]),
    );
    const list = await t.call('admin/getOfferingList', { videoId: v.id }, { token });
    expect(list.body.data.list.map((o) => o.id)).toEqual([made.id]);
  });

  it('refuses bad offerings with a localized 400 naming the field, writing nothing', async () => {
    const v = await drama();
    const token = await t.kit.staffToken();
    const now = Date.now();
    const cases: [Partial<OfferingBody>, string][] = [
      [{ rushEndsAt: new Date(now - 2 * HOUR).toISOString() }, 'rushEndsAt'],
      [{ earnsUntil: new Date(now + HOUR).toISOString() }, 'earnsUntil'],
      [{ unitsIssued: 0 }, 'unitsIssued'],
      [{ unitPrice: 0 }, 'unitPrice'],
      [{ shareBp: 10_001 }, 'shareBp'],
      [{ vipLevel: 4 }, 'vipLevel'],
      [{ perPersonLimit: 0 }, 'perPersonLimit'],
      [{ rushStartsAt: 'tomorrow' }, 'rushStartsAt'],
      [{ reason: ' ' }, 'reason'],
      [{ videoId: 99_999_999 }, 'videoId'],
    ];
    for (const [over, field] of cases) {
      const res = await t.call('admin/saveOffering', offeringBody(v.id, over), {
        token,
        headers: { 'accept-language': 'de' },
      });
      expect(res.status, field).toBe(400);
      expect(
        res.body.fields?.map((f) => f.field),
        field,
      ).toContain(field);
      expect(res.body.fields?.find((f) => f.field === field)?.message).not.toMatch(/^validation\./);
    }
    expect(await t.db.select().from(shareOfferings).where(eq(shareOfferings.videoId, v.id))).toEqual([]);
  });

  it('keeps the shares of one drama earning at the same time at or under 100 %', async () => {
    const v = await drama();
    await offering({ shareBp: 6_000 }, v.id);
    const token = await t.kit.staffToken();
    const over = await t.call('admin/saveOffering', offeringBody(v.id, { shareBp: 4_001 }), { token });
    expect(over.status).toBe(400);
    expect(over.body.fields).toEqual([expect.objectContaining({ field: 'shareBp', rule: 'max' })]);
    expect(over.body.fields![0]!.message).toContain('40');
    // An offering that earns only after the first one's deadline does not overlap it.
    const later = Date.now() + 100 * DAY;
    const apart = await t.call(
      'admin/saveOffering',
      offeringBody(v.id, {
        shareBp: 9_000,
        rushStartsAt: new Date(later).toISOString(),
        rushEndsAt: new Date(later + DAY).toISOString(),
        earnsUntil: new Date(later + 30 * DAY).toISOString(),
      }),
      { token },
    );
    expect(apart.status).toBe(200);
    expect(
      (await t.call('admin/saveOffering', offeringBody(v.id, { shareBp: 4_000 }), { token })).status,
    ).toBe(200);
  });

  it('after units are taken and paid: units issued never below taken, share and deadline never lowered', async () => {
    const o = await offering({ perPersonLimit: 10, unitsIssued: 20 });
    const b = await t.kit.buyer({ tradePassword: true, funds: 100 });
    const r = (await snap(b.token, o.id, 5)).body.data.reservation;
    expect((await pay(b.token, r.id)).status).toBe(200);
    const token = await t.kit.staffToken();
    const base = { ...offeringBody(o.drama.id), id: o.id, unitsIssued: 20, earnsUntil: o.earnsUntil };
    const cases: [Partial<OfferingBody>, string][] = [
      [{ unitsIssued: 4 }, 'unitsIssued'],
      [{ shareBp: 1_000 }, 'shareBp'],
      [{ earnsUntil: new Date(Date.parse(o.earnsUntil) - DAY).toISOString() }, 'earnsUntil'],
      [{ videoId: (await drama()).id }, 'videoId'],
    ];
    for (const [over, field] of cases) {
      const res = await t.call('admin/saveOffering', { ...base, ...over }, { token });
      expect(res.status, field).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toEqual([field]);
    }
    expect(await offeringRow(o.id)).toMatchObject({ unitsIssued: 20, shareBp: 2_000, videoId: o.drama.id });
  });

  it('pauses and resumes a rush with a reason; paused, nobody snaps up', async () => {
    const o = await offering();
    const token = await t.kit.staffToken();
    expect(
      (await t.call('admin/pauseOffering', { id: o.id, paused: true, reason: 'Check' }, { token })).status,
    ).toBe(200);
    const b = await t.kit.buyer();
    const refused = await snap(b.token, o.id, 1);
    expect(refused.body.error).toBe('RUSH_PAUSED');
    expect(await reservationsOf(o.id)).toEqual([]);
    const list = await t.call('admin/getOfferingList', { videoId: o.drama.id }, { token });
    expect(list.body.data.list[0]!.state).toBe('paused');
    await t.call('admin/pauseOffering', { id: o.id, paused: false, reason: 'Checked' }, { token });
    expect((await snap(b.token, o.id, 1)).status).toBe(200);
    const bad = await t.call('admin/pauseOffering', { id: o.id, paused: true }, { token });
    expect(bad.status).toBe(400);
    expect(bad.body.fields?.[0]?.field).toBe('reason');
  });

  it('lists an offering’s holders with their units, states and earnings', async () => {
    const o = await offering();
    const a = await t.kit.buyer({ tradePassword: true, funds: 50 });
    const b = await t.kit.buyer();
    const ra = (await snap(a.token, o.id, 3)).body.data.reservation;
    await pay(a.token, ra.id);
    await snap(b.token, o.id, 2);
    const res = await t.call('admin/getOfferingHolders', { id: o.id }, { token: await t.kit.staffToken() });
    expect(res.status).toBe(200);
    expect(res.body.data.list.map((h) => [h.email, h.units, h.state, h.earned])).toEqual([
      [b.email, 2, 'reserved', 0],
      [a.email, 3, 'paid', 0],
    ]);
    const list = await t.call(
      'admin/getOfferingList',
      { videoId: o.drama.id },
      { token: await t.kit.staffToken() },
    );
    expect(list.body.data.list[0]).toMatchObject({
      unitsTaken: 5,
      unitsPaid: 3,
      unitsReserved: 2,
      holders: 1,
      paidAmount: 3_000,
    });
  });

  it('refuses bad console input naming the field, and unknown offerings with 404, changing nothing', async () => {
    const o = await offering();
    const token = await t.kit.staffToken();
    const cases: [Parameters<typeof t.call>[0], Record<string, unknown>, string][] = [
      ['admin/getOfferingList', { pageSize: 0 }, 'pageSize'],
      ['admin/getOfferingList', { videoId: -1 }, 'videoId'],
      ['admin/getOfferingHolders', {}, 'id'],
      ['admin/pauseOffering', { id: o.id, paused: 'yes', reason: 'x' }, 'paused'],
      ['admin/pauseOffering', { id: o.id, paused: true, reason: '' }, 'reason'],
    ];
    for (const [path, body, field] of cases) {
      const res = await t.call(path, body, { token, headers: { 'accept-language': 'ja' } });
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toContain(field);
    }
    for (const [path, body] of [
      ['admin/getOfferingHolders', { id: 99_999_999 }],
      ['admin/pauseOffering', { id: 99_999_999, paused: true, reason: 'x' }],
      ['admin/saveOffering', { ...offeringBody(o.drama.id), id: 99_999_999 }],
    ] as const) {
      const res = await t.call(path, body, { token });
      expect(res.status, path).toBe(404);
      expect(res.body.error).toBe('OFFERING_NOT_FOUND');
    }
    expect((await offeringRow(o.id)).paused).toBe(false);
    expect((await t.call('video_invest/getOfferingInfo', { id: 99_999_999 })).status).toBe(404);
    expect((await t.call('video_invest/payInvest', {}, { token: (await t.kit.buyer()).token })).status).toBe(
      400,
    );
  });

  it('an offering of an unpublished drama is not shown or sold', async () => {
    const o = await offering();
    await t.db.update(videos).set({ published: false }).where(eq(videos.id, o.drama.id));
    const list = await t.call('video_invest/getVideoInvestList', { pageSize: 100 });
    expect(list.body.data.list.map((c) => c.id)).not.toContain(o.id);
    const b = await t.kit.buyer();
    expect((await snap(b.token, o.id, 1)).status).toBe(404);
    expect(await reservationsOf(o.id)).toEqual([]);
  });

  it('staff without the role cannot edit; support reads nothing; visitors and buyers are refused', async () => {
    const o = await offering();
    const support = await t.kit.staffToken('support@demo.local');
    const finance = await t.kit.staffToken('finance@demo.local');
    const content = await t.kit.staffToken('content@demo.local');
    const buyer = await t.kit.buyer();
    for (const token of [finance, content]) {
      expect((await t.call('admin/getOfferingList', {}, { token })).status).toBe(200);
      expect((await t.call('admin/getOfferingHolders', { id: o.id }, { token })).status).toBe(200);
      expect(
        (await t.call('admin/saveOffering', { ...offeringBody(o.drama.id), id: o.id }, { token })).status,
      ).toBe(403);
      expect(
        (await t.call('admin/pauseOffering', { id: o.id, paused: true, reason: 'x' }, { token })).status,
      ).toBe(403);
    }
    for (const path of ['admin/getOfferingList', 'admin/getOfferingHolders'] as const) {
      expect((await t.call(path, { id: o.id }, { token: support })).status).toBe(403);
      expect((await t.call(path, { id: o.id })).status).toBe(401);
      expect((await t.call(path, { id: o.id }, { token: buyer.token })).status).toBe(401);
    }
    expect((await offeringRow(o.id)).paused).toBe(false);
  });
});

describe('the rush (spec §4)', () => {
  it('a visitor reads offerings and terms; a viewer snaps up, sees "pay" with its deadline, pays, then "participated"', async () => {
    const o = await offering({ unitsIssued: 40, unitPrice: 2_500 });
    const terms = await t.call('video_invest/getTerms', {});
    expect(terms.body.data).toMatchObject({
      enabled: true,
      timeZone: 'UTC',
      settlementTime: '00:00',
      deductionBp: 1000,
      payWithinHours: 24,
      vipLevel: null,
    });
    expect(terms.body.data.vipLevels.map((l) => [l.level, l.period])).toEqual([
      [0, null],
      [1, 'month'],
      [2, 'quarter'],
      [3, 'year'],
    ]);
    const seen = await t.call('video_invest/getVideoInvestList', { pageSize: 100 });
    const card = seen.body.data.list.find((c) => c.id === o.id)!;
    expect(card).toMatchObject({
      state: 'inProgress',
      unitsLeft: 40,
      unitPrice: 2_500,
      shareBp: 2_000,
      myUnits: 0,
      earningsPerUnit: { yesterday: 0, lastMonth: 0, total: 0 },
    });

    const b = await t.kit.buyer({ tradePassword: true, funds: 100 });
    const before = Date.now();
    const res = await snap(b.token, o.id, 4);
    expect(res.status).toBe(200);
    const r = res.body.data.reservation;
    expect(r).toMatchObject({ units: 4, amount: 10_000, state: 'reserved' });
    expect(Date.parse(r.payBy) - Date.parse(r.reservedAt)).toBe(DAY);
    expect(Date.parse(r.reservedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(res.body.data.offering).toMatchObject({
      state: 'pay',
      reservationId: r.id,
      payBy: r.payBy,
      unitsLeft: 36,
    });
    // No money moves at the snap-up.
    expect((await t.call('user_wallet/getWallet', {}, { token: b.token })).body.data.balance).toBe(10_000);

    const paid = await pay(b.token, r.id);
    expect(paid.status).toBe(200);
    expect(paid.body.data).toMatchObject({ reservation: { state: 'paid', units: 4 }, balance: 0 });
    const mine = await t.call('video_invest/getMyInvestList', {}, { token: b.token });
    expect(mine.body.data.list.map((h) => [h.offeringId, h.units, h.state, h.amount])).toEqual([
      [o.id, 4, 'paid', 10_000],
    ]);
    const after = await t.call('video_invest/getVideoInvestList', { pageSize: 100 }, { token: b.token });
    expect(after.body.data.list.find((c) => c.id === o.id)).toMatchObject({
      state: 'participated',
      myUnits: 4,
      unitsPaid: 4,
    });
    expect(await offeringRow(o.id)).toMatchObject({ unitsTaken: 4, unitsPaid: 4 });
    // The wallet shows the payment as its own line.
    const lines = await t.call('user_wallet/getWalletLogList', { pageSize: 5 }, { token: b.token });
    expect(lines.body.data.list[0]!.line).toEqual({ kind: 'shareUnits', drama: o.drama.title, units: 4 });
    const [transfer] = await t.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.transferId, `invest:pay:${r.id}`));
    expect(transfer!.amount).toBe(10_000);
  });

  it('states for rushes not started and ended; snap-ups refused outside the rush', async () => {
    const now = Date.now();
    const future = await offering({
      rushStartsAt: new Date(now + DAY).toISOString(),
      rushEndsAt: new Date(now + 2 * DAY).toISOString(),
    });
    const v = await drama();
    // An ended rush: made in the past, as staff would have made it then.
    const ended = await at(new Date(now - 10 * DAY), () =>
      offering(
        {
          rushStartsAt: new Date(now - 10 * DAY).toISOString(),
          rushEndsAt: new Date(now - 9 * DAY).toISOString(),
          earnsUntil: new Date(now + 30 * DAY).toISOString(),
        },
        v.id,
      ),
    );
    const b = await t.kit.buyer();
    const list = (await t.call('video_invest/getVideoInvestList', { pageSize: 100 }, { token: b.token })).body
      .data.list;
    expect(list.find((c) => c.id === future.id)?.state).toBe('notStarted');
    expect(list.find((c) => c.id === ended.id)?.state).toBe('ended');
    expect((await snap(b.token, future.id, 1)).body.error).toBe('RUSH_NOT_STARTED');
    expect((await snap(b.token, ended.id, 1)).body.error).toBe('RUSH_ENDED');
    expect((await snap(b.token, 99_999_999, 1)).status).toBe(404);
  });

  it('enforces the per-person limit over reserved and paid units, and sold out', async () => {
    const o = await offering({ unitsIssued: 8, perPersonLimit: 5 });
    const a = await t.kit.buyer();
    expect((await snap(a.token, o.id, 3)).status).toBe(200);
    const over = await snap(a.token, o.id, 3);
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({ error: 'UNITS_LIMIT' });
    expect(over.body.fields?.[0]?.field).toBe('units');
    expect((await snap(a.token, o.id, 2)).status).toBe(200);
    const b = await t.kit.buyer();
    const sold = await snap(b.token, o.id, 4);
    expect(sold.body.error).toBe('UNITS_SOLD_OUT');
    expect(sold.body.message).toContain('3');
    expect(await offeringRow(o.id)).toMatchObject({ unitsTaken: 5 });
  });

  it('needs the VIP level: 0 without membership, 1 with a month plan covering now', async () => {
    const o = await offering({ vipLevel: 1 });
    const b = await t.kit.buyer({ tradePassword: true, funds: 200 });
    expect((await t.call('video_invest/getTerms', {}, { token: b.token })).body.data.vipLevel).toBe(0);
    const refused = await snap(b.token, o.id, 1);
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('VIP_LEVEL_REQUIRED');
    expect(await reservationsOf(o.id)).toEqual([]);
    const cfg = await t.call('user_wallet/getVipCfg', {}, { token: b.token });
    const month = cfg.body.data.plans.find((p) => p.period === 'month')!;
    const vip = await t.call(
      'user_wallet/payVip',
      { planId: month.id, tradePassword: TEST_TRADE_PASSWORD },
      { token: b.token, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(vip.status).toBe(200);
    expect((await t.call('video_invest/getTerms', {}, { token: b.token })).body.data.vipLevel).toBe(1);
    expect((await snap(b.token, o.id, 1)).status).toBe(200);
  });

  it('refuses bad snap-up and list input with a localized 400 naming the field', async () => {
    const o = await offering();
    const b = await t.kit.buyer();
    const cases: [Record<string, unknown>, string][] = [
      [{ offeringId: o.id, units: 0 }, 'units'],
      [{ offeringId: o.id, units: 1.5 }, 'units'],
      [{ offeringId: o.id, units: 'two' }, 'units'],
      [{ units: 1 }, 'offeringId'],
      [{ offeringId: o.id, units: 1, extra: true }, 'extra'],
    ];
    for (const [body, field] of cases) {
      const res = await t.call('video_invest/snapUp', body, {
        token: b.token,
        headers: { 'idempotency-key': randomUUID(), 'accept-language': 'fr' },
      });
      expect(res.status, field).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toContain(field);
    }
    expect(await reservationsOf(o.id)).toEqual([]);
    const list = await t.call('video_invest/getVideoInvestList', { pageSize: 101 });
    expect(list.status).toBe(400);
    expect(list.body.fields?.[0]?.field).toBe('pageSize');
    const mine = await t.call('video_invest/getMyInvestList', { state: 'won' }, { token: b.token });
    expect(mine.status).toBe(400);
    expect(mine.body.fields?.[0]?.field).toBe('state');
    const info = await t.call('video_invest/getOfferingInfo', { id: 0 });
    expect(info.status).toBe(400);
    expect(info.body.fields?.[0]?.field).toBe('id');
  });

  it('a visitor may not snap up, pay or read holdings', async () => {
    const o = await offering();
    expect((await t.call('video_invest/snapUp', { offeringId: o.id, units: 1 })).status).toBe(401);
    expect((await t.call('video_invest/payInvest', { reservationId: 1 })).status).toBe(401);
    expect((await t.call('video_invest/getMyInvestList', {})).status).toBe(401);
  });

  it('200 viewers racing for the last 10 units: exactly 10 reserved, the rest busy or sold out', async () => {
    const o = await offering({ unitsIssued: 30, perPersonLimit: 20 });
    const first = await t.kit.buyer();
    expect((await snap(first.token, o.id, 20)).status).toBe(200);
    const racers = await viewers(200);
    const results = await Promise.all(racers.map((r) => snap(r.token, o.id, 1)));
    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status !== 200);
    expect(won).toHaveLength(10);
    expect(new Set(lost.map((r) => r.body.error))).toSatisfy((errors: Set<string | undefined>) =>
      [...errors].every((e) => e === 'UNITS_SOLD_OUT' || e === 'RUSH_BUSY'),
    );
    const rows = await reservationsOf(o.id);
    expect(rows.reduce((n, r) => n + r.units, 0)).toBe(30);
    expect(rows).toHaveLength(11);
    expect(await offeringRow(o.id)).toMatchObject({ unitsTaken: 30, unitsIssued: 30 });
  });

  it('answers RUSH_BUSY while others hold the rush longer than a snap-up waits', async () => {
    const o = await offering();
    const b = await t.kit.buyer();
    const holder = await t.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from share_offerings where id = $1 for update', [o.id]);
      const res = await snap(b.token, o.id, 1);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        error: 'RUSH_BUSY',
        message: 'Too many people are rushing, please try again',
      });
    } finally {
      await holder.query('rollback');
      holder.release();
    }
    expect(await reservationsOf(o.id)).toEqual([]);
    expect((await snap(b.token, o.id, 1)).status).toBe(200);
  });

  it('a retried snap-up with the same key reserves once', async () => {
    const o = await offering();
    const b = await t.kit.buyer();
    const key = randomUUID();
    const [x, y] = await Promise.all([snap(b.token, o.id, 2, key), snap(b.token, o.id, 2, key)]);
    expect([x.status, y.status].filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    const again = await snap(b.token, o.id, 2, key);
    expect(again.status).toBe(200);
    expect(await reservationsOf(o.id)).toHaveLength(1);
  });
});

describe('paying a reservation', () => {
  it('needs the trade password over the configured amount and enough balance; refusals write nothing', async () => {
    const o = await offering({ unitPrice: 60_000, perPersonLimit: 2 });
    const b = await t.kit.buyer({ tradePassword: true, funds: 700 });
    const r = (await snap(b.token, o.id, 1)).body.data.reservation;
    const none = await pay(b.token, r.id);
    expect(none.status).toBe(400);
    expect(none.body.fields?.[0]?.field).toBe('tradePassword');
    const badFormat = await pay(b.token, r.id, { tradePassword: '12' });
    expect(badFormat.status).toBe(400);
    expect(badFormat.body.fields?.[0]?.field).toBe('tradePassword');
    expect((await pay(b.token, r.id, { tradePassword: '999999' })).body.error).toBe('TRADE_PASSWORD_WRONG');
    const r2 = (await snap(b.token, o.id, 1)).body.data.reservation;
    expect((await pay(b.token, r.id, { tradePassword: TEST_TRADE_PASSWORD })).status).toBe(200);
    const short = await pay(b.token, r2.id, { tradePassword: TEST_TRADE_PASSWORD });
    expect(short.body.error).toBe('INSUFFICIENT_BALANCE');
    expect(await offeringRow(o.id)).toMatchObject({ unitsTaken: 2, unitsPaid: 1 });
    const rows = await reservationsOf(o.id);
    expect(rows.find((x) => x.id === r2.id)!.status).toBe('reserved');
  });

  it('concurrent presses pay once; a later press answers the paid reservation', async () => {
    const o = await offering();
    const b = await t.kit.buyer({ tradePassword: true, funds: 50 });
    const r = (await snap(b.token, o.id, 5)).body.data.reservation;
    const results = await Promise.all(Array.from({ length: 8 }, () => pay(b.token, r.id)));
    expect(results.every((x) => x.status === 200)).toBe(true);
    expect((await pay(b.token, r.id)).body.data.reservation.state).toBe('paid');
    expect((await t.call('user_wallet/getWallet', {}, { token: b.token })).body.data.balance).toBe(0);
    expect(await offeringRow(o.id)).toMatchObject({ unitsPaid: 5 });
    const transfers = await t.db
      .select()
      .from(ledgerTransfers)
      .where(eq(ledgerTransfers.transferId, `invest:pay:${r.id}`));
    expect(transfers).toHaveLength(1);
  });

  it("nobody pays or reads another viewer's reservation", async () => {
    const o = await offering();
    const a = await t.kit.buyer();
    const b = await t.kit.buyer({ tradePassword: true, funds: 50 });
    const r = (await snap(a.token, o.id, 2)).body.data.reservation;
    const res = await pay(b.token, r.id);
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('RESERVATION_NOT_FOUND');
    expect((await t.call('video_invest/getMyInvestList', {}, { token: b.token })).body.data.total).toBe(0);
    expect((await reservationsOf(o.id))[0]!.status).toBe('reserved');
    expect((await t.call('user_wallet/getWallet', {}, { token: b.token })).body.data.balance).toBe(5_000);
  });

  it('pays no invitation reward to the inviter', async () => {
    const inviter = await t.kit.buyer();
    const invitee = await t.kit.buyer({
      inviteCode: inviter.user.inviteCode,
      tradePassword: true,
      funds: 50,
    });
    const o = await offering();
    const r = (await snap(invitee.token, o.id, 5)).body.data.reservation;
    const before = await t.call('user/getInviteRewardList', {}, { token: inviter.token });
    expect((await pay(invitee.token, r.id)).status).toBe(200);
    const after = await t.call('user/getInviteRewardList', {}, { token: inviter.token });
    expect(after.body.data).toEqual(before.body.data);
    expect(after.body.data.total).toBe(0);
  });
});

describe('the 24 hours to pay', () => {
  /** An offering whose rush began two days ago, and a reservation made `hoursAgo` hours ago. */
  async function oldReservation(hoursAgo: number, units = 3) {
    const now = Date.now();
    const o = await offering({ rushStartsAt: new Date(now - 2 * DAY).toISOString() });
    const b = await t.kit.buyer({ tradePassword: true, funds: 50 });
    const made = await at(new Date(now - hoursAgo * HOUR), () => snap(b.token, o.id, units));
    expect(made.status).toBe(200);
    return { o, b, r: made.body.data.reservation };
  }

  it('paying after the deadline is refused; the reservation is abandoned and its units return', async () => {
    const { o, b, r } = await oldReservation(25);
    const res = await pay(b.token, r.id);
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('RESERVATION_EXPIRED');
    expect((await reservationsOf(o.id))[0]).toMatchObject({ status: 'abandoned' });
    expect(await offeringRow(o.id)).toMatchObject({ unitsTaken: 0, unitsPaid: 0 });
    expect((await t.call('user_wallet/getWallet', {}, { token: b.token })).body.data.balance).toBe(5_000);
    expect((await pay(b.token, r.id)).body.error).toBe('RESERVATION_EXPIRED');
  });

  it('the expiry returns units exactly once, even run twice at the same moment', async () => {
    const due = await oldReservation(25, 4);
    const fresh = await oldReservation(23, 2);
    const now = new Date();
    const [x, y] = await Promise.all([
      expireShareReservations(t.db, now),
      expireShareReservations(t.db, now),
    ]);
    // Other tests' fresh reservations are never due; this test's due one is taken by exactly one run.
    expect(x.units + y.units).toBeGreaterThanOrEqual(4);
    expect((await reservationsOf(due.o.id))[0]!.status).toBe('abandoned');
    expect(await offeringRow(due.o.id)).toMatchObject({ unitsTaken: 0 });
    expect((await reservationsOf(fresh.o.id))[0]!.status).toBe('reserved');
    expect(await offeringRow(fresh.o.id)).toMatchObject({ unitsTaken: 2 });
    // A later run (the injected clock 2 hours on) finds the second one due, once.
    const later = await expireShareReservations(t.db, new Date(now.getTime() + 2 * HOUR));
    expect(later.units).toBeGreaterThanOrEqual(2);
    expect(await offeringRow(fresh.o.id)).toMatchObject({ unitsTaken: 0 });
    const again = await expireShareReservations(t.db, new Date(now.getTime() + 2 * HOUR));
    expect(again).toEqual({ reservations: 0, units: 0 });
    const mine = await t.call('video_invest/getMyInvestList', {}, { token: due.b.token });
    expect(mine.body.data.list[0]!.state).toBe('abandoned');
    const card = (
      await t.call('video_invest/getVideoInvestList', { pageSize: 100 }, { token: due.b.token })
    ).body.data.list.find((c) => c.id === due.o.id)!;
    expect(card).toMatchObject({ state: 'inProgress', myUnits: 0, unitsLeft: 100 });
  });
});

describe('disclosure', () => {
  it('an offering’s detail shows its drama’s settled days from the records (none yet: an empty history)', async () => {
    const o = await offering();
    const res = await t.call('video_invest/getOfferingInfo', { id: o.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ timeZone: 'UTC', deductionBp: 1000, days: [] });
    expect(res.body.data.offering.id).toBe(o.id);
  });

  it('earnings per unit and per holding come from settlement records', async () => {
    const o = await offering({ unitsIssued: 10 });
    const b = await t.kit.buyer({ tradePassword: true, funds: 50 });
    const r = (await snap(b.token, o.id, 2)).body.data.reservation;
    await pay(b.token, r.id);
    const yesterday = new Date(Date.now() - DAY).toISOString().slice(0, 10);
    // A settlement as the settlement job records it (H2's flow writes these rows).
    const s = await t.pool.query<{ id: string }>(
      `insert into revenue_settlements (video_id, day, time_zone, day_starts_at, day_ends_at, unlock_gross, vip_pool,
         vip_seconds, vip_seconds_all, vip_share, ad_gross, deduction_bp, deductions, adjustments, carried_in, net,
         carried_out, paid, leftover, trigger)
       values ($1, $2, 'UTC', $2::date, $2::date + 1, 10000, 0, 0, 0, 0, 0, 1000, 1000, 0, 0, 9000, 0, 360, 1440, 'schedule')
       returning id`,
      [o.drama.id, yesterday],
    );
    const sid = Number(s.rows[0]!.id);
    await t.pool.query(
      `insert into revenue_settlement_shares (settlement_id, offering_id, share_bp, units_issued, units_held, pool, paid, unheld, leftover, per_unit)
       values ($1, $2, 2000, 10, 2, 1800, 360, 1440, 0, 180)`,
      [sid, o.id],
    );
    await t.pool.query(
      `insert into revenue_payouts (settlement_id, offering_id, reservation_id, user_id, video_id, day, units, amount)
       values ($1, $2, $3, $4, $5, $6, 2, 360)`,
      [sid, o.id, r.id, b.user.id, o.drama.id, yesterday],
    );
    const card = (await t.call('video_invest/getVideoInvestList', { pageSize: 100 })).body.data.list.find(
      (c) => c.id === o.id,
    )!;
    expect(card.earningsPerUnit).toMatchObject({ yesterday: 180, total: 180 });
    const mine = (await t.call('video_invest/getMyInvestList', {}, { token: b.token })).body.data.list[0]!;
    expect(mine.earnings).toMatchObject({ yesterday: 360, total: 360 });
    const info = await t.call('video_invest/getOfferingInfo', { id: o.id });
    expect(info.body.data.days).toEqual([
      {
        day: yesterday,
        unlockGross: 10_000,
        vipShare: 0,
        adGross: 0,
        gross: 10_000,
        deductionBp: 1000,
        deductions: 1000,
        adjustments: 0,
        carriedIn: 0,
        net: 9000,
        pool: 1800,
        perUnit: 180,
        unitsHeld: 2,
      },
    ]);
  });
});

describe('the regulated-feature switch', () => {
  it('off: every call answers FEATURE_OFF and the terms say it is not offered', async () => {
    const off = await createTestApp({ FEATURE_REVENUE_SHARE: 'false' });
    const b = await off.kit.buyer();
    const staff = await off.kit.staffToken();
    const count = async () =>
      (await off.db.select({ n: sql<number>`count(*)::int` }).from(shareOfferings))[0]!.n;
    const before = await count();
    const terms = await off.call('video_invest/getTerms', {});
    expect(terms.body.data.enabled).toBe(false);
    const calls: [Parameters<typeof off.call>[0], Record<string, unknown>, string | undefined][] = [
      ['video_invest/getVideoInvestList', {}, undefined],
      ['video_invest/getOfferingInfo', { id: 1 }, undefined],
      ['video_invest/getMyInvestList', {}, b.token],
      ['video_invest/snapUp', { offeringId: 1, units: 1 }, b.token],
      ['video_invest/payInvest', { reservationId: 1 }, b.token],
      ['admin/getOfferingList', {}, staff],
      ['admin/saveOffering', offeringBody(1), staff],
      ['admin/pauseOffering', { id: 1, paused: true, reason: 'x' }, staff],
      ['admin/getOfferingHolders', { id: 1 }, staff],
    ];
    for (const [path, body, token] of calls) {
      const res = await off.call(path, body, {
        ...(token ? { token } : {}),
        headers: { 'idempotency-key': randomUUID() },
      });
      expect(res.status, path).toBe(404);
      expect(res.body.error, path).toBe('FEATURE_OFF');
    }
    expect(await count()).toBe(before);
  });
});
