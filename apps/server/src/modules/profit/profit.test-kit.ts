import { randomUUID } from 'node:crypto';
import { shareOfferings, videoItems, videos } from '#server/db/schema/index.js';
import { clock } from '#server/lib/clock.js';
import { payReservation, snapUp } from '#server/modules/invest/index.js';
import { ledger } from '#server/modules/ledger/index.js';
import type { createTestApp } from '#test/helper.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const DAY = 86_400_000;

/**
 * Revenue-share fixtures for the settlement's tests: dramas with paid episodes, offerings (staff's
 * configuration, inserted), and holdings snapped up and paid through the units' flows.
 */
export function profitKit(t: TestApp) {
  /** A published drama with `count` episodes of `durationSeconds`, the first free, the rest at `price`. */
  async function drama(opts: { count?: number; price?: number; durationSeconds?: number } = {}) {
    const [v] = await t.db
      .insert(videos)
      .values({ title: `Settled drama ${randomUUID().slice(0, 6)}`, freeEpisodes: 1 })
      .returning();
    const items = await t.db
      .insert(videoItems)
      .values(
        Array.from({ length: opts.count ?? 6 }, (_, i) => ({
          videoId: v!.id,
          index: i + 1,
          title: `Episode ${i + 1}`,
          price: opts.price ?? 50,
          durationSeconds: opts.durationSeconds ?? 120,
          status: 'ready' as const,
        })),
      )
      .returning();
    return { video: v!, items };
  }

  /** An offering of a drama's share whose rush is over and whose deadline is `earnsUntil`. */
  async function offering(
    videoId: number,
    opts: { unitsIssued?: number; shareBp?: number; unitPrice?: number; earnsUntil?: Date } = {},
  ) {
    const now = Date.now();
    const [o] = await t.db
      .insert(shareOfferings)
      .values({
        videoId,
        unitsIssued: opts.unitsIssued ?? 100,
        unitPrice: opts.unitPrice ?? 1_000,
        shareBp: opts.shareBp ?? 2_000,
        perPersonLimit: 100,
        // Open around every payment time the tests use (some in 2024); settlement reads paid holdings only.
        rushStartsAt: new Date('2020-01-01T00:00:00Z'),
        rushEndsAt: new Date(now + DAY),
        earnsUntil: opts.earnsUntil ?? new Date(now + 90 * DAY),
      })
      .returning();
    return o!;
  }

  /**
   * A paid holding of `units` units, snapped up a minute before `paidAt` (default two days ago) and
   * paid then, through the units' own flows (decision 47); the holder is given the money first.
   */
  async function holding(
    offering: { id: number; unitPrice: number },
    userId: number,
    units: number,
    paidAt = new Date(Date.now() - 2 * DAY),
  ) {
    const amount = units * offering.unitPrice;
    await t.db.transaction(async (tx) =>
      ledger.transfer(tx, {
        transferId: `test:units-money:${randomUUID()}`,
        debitAccountId: ledger.ref.platform('platform:capital'),
        creditAccountId: ledger.ref.user(userId),
        amount,
        kind: 'deposit',
        memo: 'test money for units',
      }),
    );
    const at = new Date(paidAt.getTime() - 60_000);
    const made = await clock.run(
      () => at,
      () =>
        t.db.transaction((tx) =>
          snapUp(tx, { offeringId: offering.id, userId, units, vipLevel: 3, now: at }),
        ),
    );
    const paid = await clock.run(
      () => paidAt,
      () =>
        t.db.transaction((tx) =>
          payReservation(tx, {
            userId,
            reservationId: made.reservation.id,
            drama: 'Test drama',
            now: paidAt,
          }),
        ),
    );
    return paid.reservation;
  }

  /** The settlement context of this app, with another time zone or ad source when asked. */
  function settleCtx(over: { tz?: string; ads?: import('./ad-revenue.js').AdRevenueSource } = {}) {
    return {
      db: t.db,
      config: { ...t.config, ...(over.tz ? { REVENUE_SHARE_TZ: over.tz } : {}) },
      ads: over.ads,
    };
  }

  return { drama, offering, holding, settleCtx };
}
