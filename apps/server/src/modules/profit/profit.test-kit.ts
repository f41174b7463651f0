import { randomUUID } from 'node:crypto';
import { shareOfferings, shareReservations, videoItems, videos } from '#server/db/schema/index.js';
import type { createTestApp } from '#test/helper.js';

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
const DAY = 86_400_000;

/**
 * Revenue-share fixtures for the settlement's tests: dramas with paid episodes, offerings and paid
 * holdings inserted directly (the units module's snap-up and payment flows replace these inserts
 * when the branches meet).
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
        rushStartsAt: new Date(now - 10 * DAY),
        rushEndsAt: new Date(now - 5 * DAY),
        earnsUntil: opts.earnsUntil ?? new Date(now + 90 * DAY),
      })
      .returning();
    return o!;
  }

  /** A paid holding of `units` units, paid at `paidAt` (default two days ago). */
  async function holding(
    offering: { id: number; unitPrice: number },
    userId: number,
    units: number,
    paidAt = new Date(Date.now() - 2 * DAY),
  ) {
    const [r] = await t.db
      .insert(shareReservations)
      .values({
        offeringId: offering.id,
        userId,
        units,
        amount: units * offering.unitPrice,
        status: 'paid',
        reservedAt: paidAt,
        payBy: new Date(paidAt.getTime() + DAY),
        paidAt,
      })
      .returning();
    return r!;
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
