import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { revenueSettlements } from '#server/db/schema/index.js';
import { settlementDayBounds, settlementDayOf, shiftSettlementDay } from '#server/lib/settlement-day.js';
import { adRevenueSource, advRepository, payAdPlacement, snapUpAd } from '#server/modules/adv/index.js';
import { ledger } from '#server/modules/ledger/index.js';
import { walletKit } from '#server/modules/wallet/wallet.test-kit.js';
import { createTestApp } from '#test/helper.js';
import { profitKit } from './profit.test-kit.js';
import { settleDay } from './settle-day.flow.js';

const t = await createTestApp();
const wallet = walletKit(t);
const kit = profitKit(t);
const DAY = 86_400_000;
const TZ = t.config.REVENUE_SHARE_TZ;
const today = settlementDayOf(new Date(), TZ);

const settlementOf = async (videoId: number, day: string) =>
  (
    await t.db
      .select()
      .from(revenueSettlements)
      .where(and(eq(revenueSettlements.videoId, videoId), eq(revenueSettlements.day, day)))
  )[0]!;

describe('settlement with the ad placements’ revenue', () => {
  it('recognises each delivered day of a paid placement, and a later full refund shows as a negative adjustment', async () => {
    const d = await kit.drama();
    // One holder of every unit of a 100 % share, paid before the placement ran.
    const o = await kit.offering(d.video.id, { unitsIssued: 10, shareBp: 10_000 });
    const holder = await wallet.user();
    const firstDay = shiftSettlementDay(today, -3);
    const startsAt = settlementDayBounds(firstDay, TZ).start;
    await kit.holding(o, holder.user.id, 10, new Date(startsAt.getTime() - 2 * DAY));

    // An advertiser paid 30.00 for three days, through the ad placements' own flows.
    const advertiser = await wallet.user({ funds: 100 });
    const slot = await advRepository.insertSlot(t.db, {
      videoId: d.video.id,
      firstDay,
      days: 3,
      timeZone: TZ,
      startsAt,
      endsAt: settlementDayBounds(shiftSettlementDay(firstDay, 2), TZ).end,
      price: 3_000,
      stock: 1,
      rushStartsAt: new Date(startsAt.getTime() - 2 * DAY),
      rushEndsAt: startsAt,
    });
    const at = new Date(startsAt.getTime() - DAY);
    const placement = await snapUpAd(t.db, {
      slot,
      userId: advertiser.user.id,
      now: at,
      creative: { headline: 'Fresh tea', image: '/media/adv/x.png', link: '/tv/index' },
    });
    await t.db.transaction((tx) =>
      payAdPlacement(tx, { userId: advertiser.user.id, placementId: placement.id, now: at, creative: {} }),
    );

    const ctx = kit.settleCtx({ ads: adRevenueSource });
    for (const k of [0, 1]) await settleDay(ctx, shiftSettlementDay(firstDay, k), { by: 'schedule' });
    for (const k of [0, 1])
      expect(await settlementOf(d.video.id, shiftSettlementDay(firstDay, k))).toMatchObject({
        adGross: 1_000,
        deductions: 100,
        net: 900,
        paid: 900,
      });
    expect(await ledger.available(t.db, holder.user.id)).toBe(1_800);

    // Staff take it down today and give back all of it: the two settled days come out of the
    // drama's revenue, which the next settlement shows as a negative adjustment (never clawed back).
    const res = await t.call(
      'admin/takeDownAd',
      { id: placement.id, refundFull: true, reason: 'Creative broke the rules' },
      { token: await t.kit.staffToken() },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await settleDay(ctx, shiftSettlementDay(firstDay, 2), { by: 'schedule' });
    expect(await settlementOf(d.video.id, shiftSettlementDay(firstDay, 2))).toMatchObject({
      adGross: 0,
      net: 0,
      paid: 0,
    });
    await settleDay(ctx, today, { by: 'schedule' });
    expect(await settlementOf(d.video.id, today)).toMatchObject({
      adGross: 0,
      adjustments: 2_000,
      net: 0,
      carriedOut: 2_000,
      paid: 0,
    });
    // The holder keeps what was paid; the wallet is never reached into.
    expect(await ledger.available(t.db, holder.user.id)).toBe(1_800);
    await t.verifyBooks();
  });
});
