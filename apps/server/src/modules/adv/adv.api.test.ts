import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ApiBody } from '@app/contract';
import { TEST_TRADE_PASSWORD } from '@app/testkit';
import {
  adEventsDaily,
  adPlacements,
  adSlots,
  auditLog,
  ledgerTransfers,
  revenueSettlements,
  sessions,
  users,
  videos,
} from '#server/db/schema/index.js';
import { hashPassword } from '#server/lib/password.js';
import { settlementDayBounds, settlementDayOf, shiftSettlementDay } from '#server/lib/settlement-day.js';
import { sha256 } from '#server/lib/tokens.js';
import { accountCodes, ledger, ledgerRepository } from '#server/modules/ledger/index.js';
import { staffRepository } from '#server/modules/staff/index.js';
import { walletKit } from '#server/modules/wallet/wallet.test-kit.js';
import { createTestApp } from '#test/helper.js';
import { adRevenueSource, advRepository, expireAdReservations, payAdPlacement, snapUpAd } from './index.js';
import { dayPart } from './adv.rules.js';

const t = await createTestApp();
const kit = walletKit(t);
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const TZ = t.config.REVENUE_SHARE_TZ;
const today = () => settlementDayOf(new Date(), TZ);
const dayStart = (day: string) => settlementDayBounds(day, TZ).start;

async function drama(title = `Ad drama ${randomUUID().slice(0, 6)}`) {
  const [v] = await t.db.insert(videos).values({ title, freeEpisodes: 1 }).returning();
  return v!;
}

type SlotBody = ApiBody<'admin/saveAdSlot'>;
/** A slot whose rush is open now and whose period starts tomorrow. */
function slotBody(videoId: number, over: Partial<SlotBody> = {}): SlotBody {
  const tomorrow = shiftSettlementDay(today(), 1);
  return {
    videoId,
    firstDay: tomorrow,
    days: 3,
    price: 1_000,
    stock: 2,
    rushStartsAt: new Date(Date.now() - HOUR).toISOString(),
    rushEndsAt: dayStart(tomorrow).toISOString(),
    reason: 'Autumn ad slots',
    ...over,
  };
}

async function saveSlot(body: SlotBody) {
  const res = await t.call('admin/saveAdSlot', body, { token: await t.kit.staffToken() });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function creative(token: string) {
  return {
    headline: 'Fresh tea from the hills',
    image: await t.uploadImage(token, 'adv'),
    link: '/mall/product/12',
  };
}

const snap = (token: string, slotId: number, extra: Record<string, unknown> = {}) =>
  t.call('video_adv/snapUp', { slotId, ...extra }, { token });
const pay = (token: string, id: number, extra: Record<string, unknown> = {}, key = randomUUID()) =>
  t.call(
    'video_adv/payAdv',
    { id, tradePassword: TEST_TRADE_PASSWORD, ...extra },
    { token, headers: { 'idempotency-key': key } },
  );

/**
 * A paid placement whose period started `daysAgo` days before today: the slot as staff made it
 * then, snapped up and paid through the flows at that time (an injected clock).
 */
async function pastPlacement(opts: {
  price: number;
  days: number;
  daysAgo: number;
  userId: number;
  videoId?: number;
}) {
  const videoId = opts.videoId ?? (await drama()).id;
  const firstDay = shiftSettlementDay(today(), -opts.daysAgo);
  const startsAt = dayStart(firstDay);
  const slot = await advRepository.insertSlot(t.db, {
    videoId,
    firstDay,
    days: opts.days,
    timeZone: TZ,
    startsAt,
    endsAt: settlementDayBounds(shiftSettlementDay(firstDay, opts.days - 1), TZ).end,
    price: opts.price,
    stock: 5,
    rushStartsAt: new Date(startsAt.getTime() - 2 * DAY),
    rushEndsAt: startsAt,
  });
  const at = new Date(startsAt.getTime() - DAY);
  const placement = await snapUpAd(t.db, {
    slot,
    userId: opts.userId,
    now: at,
    creative: { headline: 'Old ad', image: '/media/adv/x.png', link: '/tv/index' },
  });
  await t.db.transaction((tx) =>
    payAdPlacement(tx, { userId: opts.userId, placementId: placement.id, now: at, creative: {} }),
  );
  return { slot, placement: (await advRepository.onePlacement(t.db, placement.id))!.p, videoId };
}

/** What the settlement (H2's) does for one drama and day: records it and moves the ad part into the drama's account. */
async function settle(videoId: number, day: string) {
  const { start, end } = settlementDayBounds(day, TZ);
  await t.db.transaction(async (tx) => {
    const ad = (await adRevenueSource.recognised(tx, day, start, end)).get(videoId) ?? 0;
    await tx.insert(revenueSettlements).values({
      videoId,
      day,
      timeZone: TZ,
      dayStartsAt: start,
      dayEndsAt: end,
      unlockGross: 0,
      vipPool: 0,
      vipSeconds: 0,
      vipSecondsAll: 0,
      vipShare: 0,
      adGross: ad,
      deductionBp: 0,
      deductions: 0,
      adjustments: 0,
      carriedIn: 0,
      net: ad,
      carriedOut: 0,
      paid: 0,
      leftover: ad,
      trigger: 'staff',
    });
    if (ad > 0) {
      await ledger.transfer(tx, {
        transferId: `test:recognise:${videoId}:${day}`,
        debitAccountId: ledger.ref.platform(accountCodes.adsDeferred),
        creditAccountId: ledger.ref.platform(accountCodes.dramaRevenue(videoId)),
        amount: ad,
        kind: 'revenue',
        line: { kind: 'revenueRecognised', drama: String(videoId), day },
      });
    }
  });
}

/** `n` signed-in users made straight in the database (a fixture for the crowd of a rush). */
async function crowd(n: number) {
  const hash = await hashPassword('Crowd12345');
  const made = await t.db
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        email: `crowd-${randomUUID().slice(0, 8)}-${i}@test.local`,
        passwordHash: hash,
        nickname: `Crowd ${i}`,
        inviteCode: randomUUID().slice(0, 8).toUpperCase(),
      })),
    )
    .returning({ id: users.id });
  const tokens = made.map(() => randomUUID() + randomUUID());
  await t.db.insert(sessions).values(
    made.map((u, i) => ({
      userId: u.id,
      tokenHash: sha256(tokens[i]!),
      expiresAt: new Date(Date.now() + DAY),
    })),
  );
  return tokens;
}

describe('ad slots in the console', () => {
  it('an admin creates and changes a slot with a reason; both are audited; the period is whole settlement days', async () => {
    const v = await drama();
    const made = await saveSlot(slotBody(v.id));
    expect(made).toMatchObject({
      days: 3,
      price: 1_000,
      stock: 2,
      taken: 0,
      paid: 0,
      rush: 'inProgress',
      timeZone: TZ,
    });
    expect(made.startsAt).toBe(dayStart(made.firstDay).toISOString());
    expect(made.endsAt).toBe(dayStart(shiftSettlementDay(made.firstDay, 3)).toISOString());
    const changed = await saveSlot({
      ...slotBody(v.id, { price: 1_200, reason: 'Price review' }),
      id: made.id,
    });
    expect(changed.price).toBe(1_200);
    const entries = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'ad_slot'), eq(auditLog.targetId, String(made.id))));
    expect(entries.map((e) => [e.action, e.reason])).toEqual([
      ['ad_slot.created', 'Autumn ad slots'],
      ['ad_slot.changed', 'Price review'],
    ]);
    const list = await t.call('admin/getAdSlotList', { videoId: v.id }, { token: await t.kit.staffToken() });
    expect(list.body.data.list.map((s) => s.id)).toEqual([made.id]);
  });

  it('refuses each bad field with a localized 400 naming it, and writes nothing', async () => {
    const v = await drama();
    const token = await t.kit.staffToken();
    const yesterday = shiftSettlementDay(today(), -1);
    const cases: [Partial<SlotBody> | Record<string, unknown>, string][] = [
      [{ videoId: 0 }, 'videoId'],
      [{ videoId: 987_654_321 }, 'videoId'],
      [{ firstDay: '2026-02-30' }, 'firstDay'],
      [
        {
          firstDay: yesterday,
          rushStartsAt: new Date(Date.now() - 3 * DAY).toISOString(),
          rushEndsAt: dayStart(yesterday).toISOString(),
        },
        'firstDay',
      ],
      [{ days: 0 }, 'days'],
      [{ days: 91 }, 'days'],
      [{ price: 0 }, 'price'],
      [{ price: 10.5 }, 'price'],
      [{ stock: 0 }, 'stock'],
      [{ rushStartsAt: 'soon' }, 'rushStartsAt'],
      [{ rushEndsAt: new Date(Date.now() - 2 * HOUR).toISOString() }, 'rushEndsAt'],
      [{ rushEndsAt: dayStart(shiftSettlementDay(today(), 2)).toISOString() }, 'rushEndsAt'],
      [{ reason: '' }, 'reason'],
    ];
    for (const [over, field] of cases) {
      const res = await t.call('admin/saveAdSlot', { ...slotBody(v.id), ...over }, { token, lang: 'de' });
      expect(res.status, field).toBe(400);
      expect(
        res.body.fields?.map((f) => f.field),
        field,
      ).toContain(field);
      expect(res.body.fields?.[0]?.message, field).toBeTruthy();
    }
    const unknown = await t.call('admin/saveAdSlot', { ...slotBody(v.id), id: 987_654 }, { token });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toBe('AD_SLOT_NOT_FOUND');
    expect(await t.db.select().from(adSlots).where(eq(adSlots.videoId, v.id))).toHaveLength(0);
  });

  it('once a place is taken the drama, period and price stay, and the stock does not go below the places taken', async () => {
    const v = await drama();
    const slot = await saveSlot(slotBody(v.id));
    for (const buyer of [await kit.user(), await kit.user()])
      expect((await snap(buyer.token, slot.id)).status).toBe(200);
    const token = await t.kit.staffToken();
    const priced = await t.call(
      'admin/saveAdSlot',
      { ...slotBody(v.id, { price: 900 }), id: slot.id },
      { token },
    );
    expect(priced.body.error).toBe('AD_SLOT_LOCKED');
    const below = await t.call(
      'admin/saveAdSlot',
      { ...slotBody(v.id, { stock: 0 }), id: slot.id },
      { token },
    );
    expect(below.status).toBe(400);
    const shrunk = await t.call(
      'admin/saveAdSlot',
      { ...slotBody(v.id, { stock: 1 }), id: slot.id },
      { token },
    );
    expect(shrunk.status).toBe(400);
    expect(shrunk.body.fields?.[0]?.field).toBe('stock');
    const grown = await t.call(
      'admin/saveAdSlot',
      { ...slotBody(v.id, { stock: 4 }), id: slot.id },
      { token },
    );
    expect(grown.body.data).toMatchObject({ stock: 4, taken: 2 });
  });

  it('only an admin saves slots; admins and content staff take ads down; visitors and buyers read nothing', async () => {
    await staffRepository.upsert(t.db, {
      email: 'reviewer-adv@demo.local',
      passwordHash: await hashPassword('Reviewer123'),
      name: 'Ad Reviewer',
      roles: ['reviewer'],
    });
    const v = await drama();
    const others = [
      await t.kit.staffToken('finance@demo.local'),
      await t.kit.staffToken('support@demo.local'),
      await t.kit.staffToken('content@demo.local'),
      await t.kit.staffToken('reviewer-adv@demo.local', 'Reviewer123'),
    ];
    for (const token of others) {
      const res = await t.call('admin/saveAdSlot', slotBody(v.id), { token });
      expect(res.status).toBe(403);
      expect((await t.call('admin/getAdSlotList', {}, { token })).status).toBe(200);
      expect((await t.call('admin/getAdPlacementList', {}, { token })).status).toBe(200);
    }
    for (const token of others.filter((_, i) => i !== 2)) {
      const res = await t.call('admin/takeDownAd', { id: 1, reason: 'x' }, { token });
      expect(res.status).toBe(403);
    }
    const buyer = await kit.user();
    for (const token of [undefined, buyer.token]) {
      expect((await t.call('admin/saveAdSlot', slotBody(v.id), { token })).status).toBe(401);
      expect((await t.call('admin/getAdSlotList', {}, { token })).status).toBe(401);
      expect((await t.call('admin/getAdPlacementList', {}, { token })).status).toBe(401);
      expect((await t.call('admin/takeDownAd', { id: 1, reason: 'x' }, { token })).status).toBe(401);
    }
    expect(await t.db.select().from(adSlots).where(eq(adSlots.videoId, v.id))).toHaveLength(0);
  });
});

describe('the lists refuse bad paging and filters, naming the field', () => {
  it('advertiser and console lists', async () => {
    const buyer = await kit.user();
    const staff = await t.kit.staffToken();
    const cases: [Parameters<typeof t.call>[0], Record<string, unknown>, string | undefined, string][] = [
      ['video_adv/getVideoAdvList', { pageSize: 101 }, buyer.token, 'pageSize'],
      ['video_adv/getMyAdvList', { page: 0 }, buyer.token, 'page'],
      ['admin/getAdSlotList', { videoId: -2 }, staff, 'videoId'],
      ['admin/getAdPlacementList', { state: 'paused' }, staff, 'state'],
      ['admin/getAdPlacementList', { slotId: 'x' }, staff, 'slotId'],
    ];
    for (const [path, body, token, field] of cases) {
      const res = await t.call(path, body, { token, lang: 'es' });
      expect(res.status, `${path} ${field}`).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toContain(field);
      expect(res.body.fields?.[0]?.message).toBeTruthy();
    }
  });
});

describe('snapping up and paying a placement', () => {
  it('lists slots with the rush state for the caller: inProgress, pay, participated, notStarted, ended', async () => {
    const v = await drama();
    const open = await saveSlot(slotBody(v.id));
    const later = await saveSlot(
      slotBody(v.id, {
        rushStartsAt: new Date(Date.now() + HOUR).toISOString(),
        firstDay: shiftSettlementDay(today(), 2),
        rushEndsAt: dayStart(shiftSettlementDay(today(), 2)).toISOString(),
      }),
    );
    const buyer = await kit.user({ funds: 50 });
    const stateOf = async (token: string, id: number) =>
      (await t.call('video_adv/getVideoAdvList', { pageSize: 100 }, { token })).body.data.list.find(
        (s) => s.id === id,
      )!;
    expect(await stateOf(buyer.token, open.id)).toMatchObject({
      state: 'inProgress',
      stockLeft: 2,
      placementId: null,
      drama: { id: v.id },
    });
    expect((await stateOf(buyer.token, later.id)).state).toBe('notStarted');
    const snapped = await snap(buyer.token, open.id);
    expect(snapped.status).toBe(200);
    expect(snapped.body.data).toMatchObject({ state: 'reserved', price: 1_000, days: 3, headline: null });
    // Pay within 24 hours, never past the period's start (tomorrow 00:00).
    const payBy = Date.parse(snapped.body.data.payBy);
    expect(payBy).toBeLessThanOrEqual(Date.now() + 24 * HOUR);
    expect(payBy).toBeLessThanOrEqual(dayStart(open.firstDay).getTime());
    expect(await stateOf(buyer.token, open.id)).toMatchObject({
      state: 'pay',
      stockLeft: 1,
      placementId: snapped.body.data.id,
    });
    const paid = await pay(buyer.token, snapped.body.data.id, await creative(buyer.token));
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    expect((await stateOf(buyer.token, open.id)).state).toBe('participated');
    const other = await kit.user();
    expect((await snap(other.token, open.id)).status).toBe(200);
    // Sold out: ended for anyone without a place.
    const third = await kit.user();
    expect((await stateOf(third.token, open.id)).state).toBe('ended');
    const refused = await snap(third.token, open.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe('AD_SOLD_OUT');
    const early = await snap(third.token, later.id);
    expect(early.body.error).toBe('AD_RUSH_NOT_STARTED');
    await t.verifyBooks();
  });

  it('pays from the wallet to deferred ad revenue once, with the adPlacement line; a second press pays nothing', async () => {
    const v = await drama('Tea Garden Romance');
    const slot = await saveSlot(slotBody(v.id, { price: 1_500 }));
    const buyer = await kit.user({ funds: 50 });
    const snapped = (await snap(buyer.token, slot.id, await creative(buyer.token))).body.data;
    expect(snapped.headline).toBe('Fresh tea from the hills');
    const deferredBefore = await deferred();
    const [a, b] = await Promise.all([pay(buyer.token, snapped.id), pay(buyer.token, snapped.id)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.data.placement.state).toBe('scheduled');
    expect(await ledger.available(t.db, buyer.user.id)).toBe(5_000 - 1_500);
    expect((await deferred()) - deferredBefore).toBe(1_500);
    const transfers = await t.db
      .select()
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.referenceType, 'ad_placement'),
          eq(ledgerTransfers.referenceId, String(snapped.id)),
        ),
      );
    expect(transfers.map((x) => [x.transferId, x.amount])).toEqual([[`adv:pay:${snapped.id}`, 1_500]]);
    const log = await t.call('user_wallet/getWalletLogList', {}, { token: buyer.token });
    expect(log.body.data.list[0]).toMatchObject({
      amount: -1_500,
      line: { kind: 'adPlacement', drama: 'Tea Garden Romance', days: 3 },
    });
    const mine = await t.call('video_adv/getMyAdvList', {}, { token: buyer.token });
    expect(mine.body.data.list[0]).toMatchObject({
      id: snapped.id,
      state: 'scheduled',
      price: 1_500,
      impressions: 0,
      taps: 0,
    });
    await t.verifyBooks();
  });

  it('refuses bad input with a localized 400 naming the field and writes nothing', async () => {
    const v = await drama();
    const slot = await saveSlot(slotBody(v.id));
    const buyer = await kit.user({ funds: 50 });
    const otherUpload = await t.uploadImage((await kit.user()).token, 'adv');
    const cases: [Record<string, unknown>, string][] = [
      [{ slotId: 0 }, 'slotId'],
      [{ slotId: 'one' }, 'slotId'],
      [{ headline: '' }, 'headline'],
      [{ headline: 'x'.repeat(61) }, 'headline'],
      [{ image: 'not a path' }, 'image'],
      [{ image: otherUpload }, 'image'],
      [{ link: 'javascript:alert(1)' }, 'link'],
      [{ link: 'http://plain.example.com' }, 'link'],
    ];
    for (const [over, field] of cases) {
      const res = await t.call(
        'video_adv/snapUp',
        { slotId: slot.id, ...over },
        { token: buyer.token, lang: 'fr' },
      );
      expect(res.status, field).toBe(400);
      expect(
        res.body.fields?.map((f) => f.field),
        field,
      ).toContain(field);
      expect(res.body.fields?.[0]?.message, field).toBeTruthy();
    }
    expect(await t.db.select().from(adPlacements).where(eq(adPlacements.slotId, slot.id))).toHaveLength(0);
    const missing = await snap(buyer.token, 987_654);
    expect(missing.body.error).toBe('AD_SLOT_NOT_FOUND');
    // Paying without the creative names what is missing; nothing is charged.
    const snapped = (await snap(buyer.token, slot.id, { headline: 'Only a headline' })).body.data;
    const noCreative = await pay(buyer.token, snapped.id, {}, randomUUID());
    expect(noCreative.status).toBe(400);
    expect(noCreative.body.error).toBe('AD_CREATIVE_REQUIRED');
    expect(noCreative.body.fields?.map((f) => f.field)).toEqual(['image', 'link']);
    // Over PAY_TRADE_PASSWORD_OVER_MINOR the trade password is needed.
    const dear = await saveSlot(slotBody(v.id, { price: t.config.PAY_TRADE_PASSWORD_OVER_MINOR + 1 }));
    const dearSnap = (await snap(buyer.token, dear.id)).body.data;
    const noPassword = await t.call(
      'video_adv/payAdv',
      { id: dearSnap.id, ...(await creative(buyer.token)) },
      { token: buyer.token, headers: { 'idempotency-key': randomUUID() } },
    );
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.fields?.[0]?.field).toBe('tradePassword');
    expect(await ledger.available(t.db, buyer.user.id)).toBe(5_000);
    // A short balance pays nothing and keeps the reservation.
    const poor = await kit.user({ funds: 5 });
    const reserved = (await snap(poor.token, slot.id)).body.data;
    const short = await pay(poor.token, reserved.id, await creative(poor.token));
    expect(short.body.error).toBe('INSUFFICIENT_BALANCE');
    const [row] = await t.db.select().from(adPlacements).where(eq(adPlacements.id, reserved.id));
    expect(row!.status).toBe('reserved');
  });

  it('nobody pays or reads another user’s placement; visitors are refused', async () => {
    const v = await drama();
    const slot = await saveSlot(slotBody(v.id));
    const owner = await kit.user({ funds: 50 });
    const snapped = (await snap(owner.token, slot.id)).body.data;
    const stranger = await kit.user({ funds: 50 });
    const res = await pay(stranger.token, snapped.id, await creative(stranger.token));
    expect(res.status).toBe(404);
    expect(res.body.error).toBe('AD_PLACEMENT_NOT_FOUND');
    const theirs = await t.call('video_adv/getMyAdvList', {}, { token: stranger.token });
    expect(theirs.body.data.list).toEqual([]);
    for (const path of ['video_adv/getVideoAdvList', 'video_adv/getMyAdvList'] as const)
      expect((await t.call(path, {})).status).toBe(401);
    expect((await t.call('video_adv/snapUp', { slotId: slot.id })).status).toBe(401);
    expect((await t.call('video_adv/payAdv', { id: snapped.id })).status).toBe(401);
    expect(await ledger.available(t.db, stranger.user.id)).toBe(5_000);
  });

  it('one live placement per advertiser and slot, even when pressed twice at once', async () => {
    const v = await drama();
    const slot = await saveSlot(slotBody(v.id, { stock: 5 }));
    const buyer = await kit.user();
    const results = await Promise.all([
      snap(buyer.token, slot.id),
      snap(buyer.token, slot.id),
      snap(buyer.token, slot.id),
    ]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409).map((r) => r.body.error)).toEqual([
      'AD_ALREADY_TAKEN',
      'AD_ALREADY_TAKEN',
    ]);
    const [row] = await t.db.select().from(adSlots).where(eq(adSlots.id, slot.id));
    expect(row!.taken).toBe(1);
  });

  it('200 advertisers racing for the last 10 places: exactly 10 placements, never oversold', async () => {
    const v = await drama();
    const slot = await saveSlot(slotBody(v.id, { stock: 12 }));
    // Two places went earlier.
    for (const u of [await kit.user(), await kit.user()])
      expect((await snap(u.token, slot.id)).status).toBe(200);
    const tokens = await crowd(200);
    const results = await Promise.all(tokens.map((token) => snap(token, slot.id)));
    const won = results.filter((r) => r.status === 200);
    expect(won).toHaveLength(10);
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(409);
      expect(['AD_SOLD_OUT', 'RUSH_BUSY']).toContain(r.body.error);
    }
    const [row] = await t.db.select().from(adSlots).where(eq(adSlots.id, slot.id));
    expect(row!.taken).toBe(12);
    const placed = await t.db.select().from(adPlacements).where(eq(adPlacements.slotId, slot.id));
    expect(placed).toHaveLength(12);
  });

  it('unpaid after 24 hours: abandoned once and the place returns once, even when expiry runs twice at once', async () => {
    const v = await drama();
    const slot = await saveSlot(
      slotBody(v.id, {
        stock: 1,
        firstDay: shiftSettlementDay(today(), 3),
        rushEndsAt: dayStart(shiftSettlementDay(today(), 3)).toISOString(),
      }),
    );
    const buyer = await kit.user({ funds: 50 });
    const snapped = (await snap(buyer.token, slot.id, await creative(buyer.token))).body.data;
    const statusOf = async () =>
      (await t.db.select().from(adPlacements).where(eq(adPlacements.id, snapped.id)))[0]!.status;
    // Not due yet.
    await expireAdReservations(t.db, new Date(Date.parse(snapped.payBy) - 1_000));
    expect(await statusOf()).toBe('reserved');
    const later = new Date(Date.parse(snapped.payBy) + 1_000);
    const runs = await Promise.all([expireAdReservations(t.db, later), expireAdReservations(t.db, later)]);
    // Each placement is abandoned by one run only.
    expect(runs.flatMap((r) => r.ids).filter((id) => id === snapped.id)).toHaveLength(1);
    expect(await statusOf()).toBe('abandoned');
    const [row] = await t.db.select().from(adSlots).where(eq(adSlots.id, slot.id));
    expect(row!.taken).toBe(0);
    // Paying after the deadline is refused; nothing is charged.
    const late = await pay(buyer.token, snapped.id);
    expect(late.status).toBe(409);
    expect(late.body.error).toBe('AD_PAY_EXPIRED');
    expect(await ledger.available(t.db, buyer.user.id)).toBe(5_000);
    const mine = await t.call('video_adv/getMyAdvList', {}, { token: buyer.token });
    expect(mine.body.data.list[0]?.state).toBe('abandoned');
    // The place is free again.
    const next = await kit.user();
    expect((await snap(next.token, slot.id)).status).toBe(200);
  });

  it('past its pay-by a reservation is refused even before the expiry job ran', async () => {
    const v = await drama();
    const slot = await saveSlot(slotBody(v.id));
    const buyer = await kit.user({ funds: 50 });
    const snapped = (await snap(buyer.token, slot.id, await creative(buyer.token))).body.data;
    await t.db
      .update(adPlacements)
      .set({ payBy: new Date(Date.now() - 1_000) })
      .where(eq(adPlacements.id, snapped.id));
    const late = await pay(buyer.token, snapped.id);
    expect(late.body.error).toBe('AD_PAY_EXPIRED');
    expect(await ledger.available(t.db, buyer.user.id)).toBe(5_000);
  });
});

describe('running ads: the feed, the end card, impressions and taps', () => {
  it('shows running ads with their creative, counts impressions and taps per day, and ignores unknown or ended ones', async () => {
    const buyer = await kit.user({ funds: 100 });
    const running = await pastPlacement({ price: 3_000, days: 3, daysAgo: 1, userId: buyer.user.id });
    const ended = await pastPlacement({ price: 1_000, days: 1, daysAgo: 2, userId: buyer.user.id });
    const feed = await t.call('video_adv/getAds', { place: 'feed' });
    const ids = feed.body.data.list.map((a) => a.placementId);
    expect(ids).toContain(running.placement.id);
    expect(ids).not.toContain(ended.placement.id);
    const end = await t.call('video_adv/getAds', { place: 'endCard', videoId: running.videoId });
    expect(end.body.data.list).toEqual([
      {
        placementId: running.placement.id,
        videoId: running.videoId,
        headline: 'Old ad',
        image: '/media/adv/x.png',
        link: '/tv/index',
      },
    ]);
    expect(
      (await t.call('video_adv/getAds', { place: 'endCard', videoId: ended.videoId })).body.data.list,
    ).toEqual([]);
    const counted = await t.call('video_adv/countAdEvents', {
      impressions: [running.placement.id, running.placement.id, ended.placement.id, 987_654],
    });
    expect(counted.body.data.link).toBeNull();
    const tap = await t.call('video_adv/countAdEvents', {
      impressions: [running.placement.id],
      tap: running.placement.id,
    });
    expect(tap.body.data.link).toBe('/tv/index');
    const endedTap = await t.call('video_adv/countAdEvents', { tap: ended.placement.id });
    expect(endedTap.body.data.link).toBeNull();
    const mine = (await t.call('video_adv/getMyAdvList', {}, { token: buyer.token })).body.data.list;
    const r = mine.find((p) => p.id === running.placement.id)!;
    expect(r).toMatchObject({
      state: 'running',
      impressions: 3,
      taps: 1,
      perDay: [{ day: today(), impressions: 3, taps: 1 }],
    });
    expect(mine.find((p) => p.id === ended.placement.id)).toMatchObject({
      state: 'ended',
      impressions: 0,
      taps: 0,
      perDay: [],
    });
    const staffView = await t.call(
      'admin/getAdPlacementList',
      { state: 'running' },
      { token: await t.kit.staffToken() },
    );
    expect(staffView.body.data.list.find((p) => p.id === running.placement.id)).toMatchObject({
      impressions: 3,
      taps: 1,
    });
    expect(
      await t.db.select().from(adEventsDaily).where(eq(adEventsDaily.placementId, ended.placement.id)),
    ).toEqual([]);
  });

  it('refuses a batch too large or not ids, naming the field', async () => {
    for (const [body, field] of [
      [{ impressions: Array.from({ length: 51 }, (_, i) => i + 1) }, 'impressions'],
      [{ impressions: ['x'] }, 'impressions.0'],
      [{ tap: -1 }, 'tap'],
    ] as const) {
      const res = await t.call('video_adv/countAdEvents', body as never, { lang: 'ar' });
      expect(res.status).toBe(400);
      expect(res.body.fields?.map((f) => f.field)).toContain(field);
    }
    const bad = await t.call('video_adv/getAds', { place: 'sidebar' });
    expect(bad.body.fields?.[0]?.field).toBe('place');
  });
});

describe('ad revenue recognised as delivered, and take-downs', () => {
  it('the days of a placement sum exactly to its price: floor(price / days), the remainder on the last day', async () => {
    expect([0, 1, 2].map((i) => dayPart(1_000, 3, i))).toEqual([333, 333, 334]);
    const buyer = await kit.user({ funds: 100 });
    const { placement, videoId } = await pastPlacement({
      price: 1_003,
      days: 4,
      daysAgo: 1,
      userId: buyer.user.id,
    });
    let sum = 0;
    const parts: number[] = [];
    for (let i = -1; i <= 4; i++) {
      const day = shiftSettlementDay(placement.firstDay, i);
      const { start, end } = settlementDayBounds(day, TZ);
      const part = (await adRevenueSource.recognised(t.db, day, start, end)).get(videoId) ?? 0;
      parts.push(part);
      sum += part;
    }
    expect(parts).toEqual([0, 250, 250, 250, 253, 0]);
    expect(sum).toBe(1_003);
  });

  it('take-down: the undelivered days go back from deferred revenue with the adRefund line; delivered days stay recognised', async () => {
    const buyer = await kit.user({ funds: 100 });
    const { placement, videoId } = await pastPlacement({
      price: 1_003,
      days: 5,
      daysAgo: 2,
      userId: buyer.user.id,
    });
    const before = await ledger.available(t.db, buyer.user.id);
    const res = await t.call(
      'admin/takeDownAd',
      { id: placement.id, reason: 'Misleading headline' },
      { token: await t.kit.staffToken('content@demo.local') },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Delivered: the two days before today; today and after are refunded: 200 + 200 + 203.
    expect(res.body.data).toMatchObject({
      state: 'takenDown',
      deliveredDays: 2,
      refundedDeferred: 603,
      refundedSettled: 0,
      refundFull: false,
    });
    expect((await ledger.available(t.db, buyer.user.id)) - before).toBe(603);
    const log = await t.call('user_wallet/getWalletLogList', {}, { token: buyer.token });
    expect(log.body.data.list[0]).toMatchObject({ amount: 603, line: { kind: 'adRefund' } });
    const day = (i: number) => shiftSettlementDay(placement.firstDay, i);
    const rec = async (i: number) => {
      const { start, end } = settlementDayBounds(day(i), TZ);
      return (await adRevenueSource.recognised(t.db, day(i), start, end)).get(videoId) ?? 0;
    };
    expect([await rec(0), await rec(1), await rec(2), await rec(3)]).toEqual([200, 200, 0, 0]);
    // The ad no longer shows; a second take-down is refused.
    expect((await t.call('video_adv/getAds', { place: 'endCard', videoId })).body.data.list).toEqual([]);
    const again = await t.call(
      'admin/takeDownAd',
      { id: placement.id, reason: 'again' },
      { token: await t.kit.staffToken() },
    );
    expect(again.body.error).toBe('AD_NOT_RUNNING');
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetType, 'ad_placement'), eq(auditLog.targetId, String(placement.id))));
    expect(entry).toMatchObject({ action: 'ad_placement.taken_down', reason: 'Misleading headline' });
    await t.verifyBooks();
  });

  it('refund in full: settled days come out of the drama’s revenue (shown as an adjustment), the rest from deferred; exact and balanced', async () => {
    const buyer = await kit.user({ funds: 100 });
    const { placement, videoId } = await pastPlacement({
      price: 1_003,
      days: 5,
      daysAgo: 2,
      userId: buyer.user.id,
    });
    // The first delivered day was settled; the second was not yet.
    await settle(videoId, placement.firstDay);
    const revenueAccount = async () => {
      const a = await ledgerRepository.findAccountByCode(t.db, accountCodes.dramaRevenue(videoId));
      return a ? a.creditsPosted - a.debitsPosted : 0;
    };
    expect(await revenueAccount()).toBe(200);
    const before = await ledger.available(t.db, buyer.user.id);
    const deferredBefore = await deferred();
    const res = await t.call(
      'admin/takeDownAd',
      { id: placement.id, reason: 'Fraudulent advertiser', refundFull: true },
      { token: await t.kit.staffToken() },
    );
    expect(res.body.data).toMatchObject({
      deliveredDays: 2,
      refundedSettled: 200,
      refundedDeferred: 803,
      refundFull: true,
    });
    expect((await ledger.available(t.db, buyer.user.id)) - before).toBe(1_003);
    expect(await revenueAccount()).toBe(0);
    expect(deferredBefore - (await deferred())).toBe(803);
    // Nothing more is recognised for it; the settled part shows as a refund after settlement today.
    const { start, end } = settlementDayBounds(today(), TZ);
    const y = shiftSettlementDay(placement.firstDay, 1);
    const yb = settlementDayBounds(y, TZ);
    expect((await adRevenueSource.recognised(t.db, y, yb.start, yb.end)).get(videoId)).toBeUndefined();
    expect((await adRevenueSource.refundedAfterSettlement(t.db, start, end)).get(videoId)).toBe(200);
    const yesterday = settlementDayBounds(shiftSettlementDay(today(), -1), TZ);
    expect(
      (await adRevenueSource.refundedAfterSettlement(t.db, yesterday.start, yesterday.end)).get(videoId),
    ).toBeUndefined();
    const lines = (
      await t.call('user_wallet/getWalletLogList', {}, { token: buyer.token })
    ).body.data.list.slice(0, 2);
    expect(lines.map((l) => l.line.kind)).toEqual(['adRefund', 'adRefund']);
    expect(lines.map((l) => l.amount).sort((a, b) => a - b)).toEqual([200, 803]);
    await t.verifyBooks();
  });

  it('take-down refuses an unknown placement and a reason left out, and a reserved one', async () => {
    const token = await t.kit.staffToken();
    expect((await t.call('admin/takeDownAd', { id: 987_654, reason: 'x' }, { token })).body.error).toBe(
      'AD_PLACEMENT_NOT_FOUND',
    );
    const noReason = await t.call('admin/takeDownAd', { id: 1, reason: ' ' }, { token, lang: 'ja' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.fields?.[0]?.field).toBe('reason');
    const v = await drama();
    const slot = await saveSlot(slotBody(v.id));
    const buyer = await kit.user();
    const snapped = (await snap(buyer.token, slot.id)).body.data;
    expect((await t.call('admin/takeDownAd', { id: snapped.id, reason: 'x' }, { token })).body.error).toBe(
      'AD_NOT_RUNNING',
    );
  });
});

describe('the regulated-feature switch', () => {
  it('off: every call answers FEATURE_OFF and the feed shows no ads', async () => {
    const off = await createTestApp({ FEATURE_REVENUE_SHARE: 'false' });
    const buyer = await off.kit.buyer();
    const staff = await off.kit.staffToken();
    expect((await off.call('video_adv/getAds', { place: 'feed' })).body.data).toEqual({ list: [] });
    for (const [path, body, token] of [
      ['video_adv/getVideoAdvList', {}, buyer.token],
      ['video_adv/getMyAdvList', {}, buyer.token],
      ['video_adv/snapUp', { slotId: 1 }, buyer.token],
      ['video_adv/payAdv', { id: 1 }, buyer.token],
      ['video_adv/countAdEvents', { impressions: [1] }, undefined],
      ['admin/getAdSlotList', {}, staff],
      ['admin/getAdPlacementList', {}, staff],
      ['admin/takeDownAd', { id: 1, reason: 'x' }, staff],
    ] as const) {
      const res = await off.call(path, body, { token });
      expect(res.status, path).toBe(404);
      expect(res.body.error, path).toBe('FEATURE_OFF');
    }
  });
});

async function deferred() {
  const a = await ledgerRepository.findAccountByCode(t.db, accountCodes.adsDeferred);
  return a ? a.creditsPosted - a.debitsPosted : 0;
}
