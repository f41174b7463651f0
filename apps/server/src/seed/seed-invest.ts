import { inArray } from 'drizzle-orm';
import type { StaffCall } from '#server/context.js';
import type { Config } from '#server/config/env.js';
import type { Db } from '#server/db/client.js';
import { shareOfferings, videos } from '#server/db/schema/index.js';
import { clock } from '#server/lib/clock.js';
import { userRepository } from '#server/modules/account/index.js';
import {
  createInvestStaffService,
  expireShareReservations,
  payReservation,
  snapUp,
} from '#server/modules/invest/index.js';
import { ledger } from '#server/modules/ledger/index.js';
import { staffRepository } from '#server/modules/staff/index.js';
import { viewerEmail } from './seed-dramas.js';

const HOUR = 3_600_000;
/** seed.ts's demo buyer (not imported: seed.ts imports this file). */
const DEMO_BUYER_EMAIL = 'buyer@demo.local';
const DAY = 24 * HOUR;

interface Plan {
  title: string;
  /** Rush start and end and the deadline, in days from now. */
  starts: number;
  ends: number;
  until: number;
  unitsIssued: number;
  unitPrice: number;
  shareBp: number;
  vipLevel: number;
  perPersonLimit: number;
  /** Who snaps up how many units, when (hours from now), and whether they pay (and when) or let it lapse. */
  rush: { who: string; units: number; at: number; paidAfterHours?: number }[];
}

/**
 * One offering in each rush state (decision 47): ended, in progress (with the demo buyer's unpaid
 * reservation, so "pay" shows), in progress and sold out, not started. Made by staff and snapped up
 * and paid by demo people through the flows, on past days by the seed's clock; one reservation left
 * unpaid lapses through the scheduled expiry. The settled history is seeded after the merge.
 */
const plans = (): Plan[] => [
  {
    title: 'Alpha of the Silver Moon',
    starts: -20,
    ends: -13,
    until: 180,
    unitsIssued: 50,
    unitPrice: 60,
    shareBp: 3000,
    vipLevel: 0,
    perPersonLimit: 30,
    rush: [
      { who: DEMO_BUYER_EMAIL, units: 30, at: -19 * 24, paidAfterHours: 2 },
      { who: viewerEmail(11), units: 10, at: -19 * 24 + 5, paidAfterHours: 1 },
      { who: viewerEmail(12), units: 6, at: -18 * 24, paidAfterHours: 20 },
      { who: viewerEmail(9), units: 4, at: -16 * 24 },
    ],
  },
  {
    title: 'Midnight Heiress',
    starts: -2,
    ends: 5,
    until: 120,
    unitsIssued: 500,
    unitPrice: 100,
    shareBp: 1500,
    vipLevel: 0,
    perPersonLimit: 50,
    rush: [
      { who: viewerEmail(10), units: 5, at: -40, paidAfterHours: 3 },
      { who: DEMO_BUYER_EMAIL, units: 10, at: -3 },
    ],
  },
  {
    title: "The CEO's Secret Twin",
    starts: -1,
    ends: 3,
    until: 90,
    unitsIssued: 40,
    unitPrice: 20,
    shareBp: 1000,
    vipLevel: 0,
    perPersonLimit: 20,
    rush: [
      { who: viewerEmail(8), units: 20, at: -20, paidAfterHours: 1 },
      { who: viewerEmail(7), units: 15, at: -12, paidAfterHours: 2 },
      { who: viewerEmail(6), units: 5, at: -6, paidAfterHours: 1 },
    ],
  },
  {
    title: 'Love Contract in Seoul',
    starts: 2,
    ends: 9,
    until: 200,
    unitsIssued: 800,
    unitPrice: 100,
    shareBp: 2500,
    vipLevel: 1,
    perPersonLimit: 100,
    rush: [],
  },
];

export async function seedInvest(db: Db, config: Config, log: (msg: string) => void = () => {}) {
  const [any] = await db.select({ id: shareOfferings.id }).from(shareOfferings).limit(1);
  if (any) return;
  const PLANS = plans();
  const admin = await staffRepository.findByEmail(db, config.DEMO_STAFF_EMAIL);
  const dramas = await db
    .select({ id: videos.id, title: videos.title })
    .from(videos)
    .where(
      inArray(
        videos.title,
        PLANS.map((p) => p.title),
      ),
    );
  if (!admin || dramas.length < PLANS.length) return;
  const started = Date.now();
  const now = Date.now();
  const staffService = createInvestStaffService({ db, config });
  const call = { staff: admin, ip: '127.0.0.1', locale: 'en' } as unknown as StaffCall;
  let reserved = 0;
  let paid = 0;
  for (const plan of PLANS) {
    const drama = dramas.find((d) => d.title === plan.title)!;
    // Staff offer it a week before its rush starts.
    const offering = await clock.run(
      () => new Date(now + (plan.starts - 7) * DAY),
      () =>
        staffService.save(
          {
            videoId: drama.id,
            unitsIssued: plan.unitsIssued,
            unitPrice: plan.unitPrice,
            shareBp: plan.shareBp,
            vipLevel: plan.vipLevel,
            perPersonLimit: plan.perPersonLimit,
            rushStartsAt: new Date(now + plan.starts * DAY).toISOString(),
            rushEndsAt: new Date(now + plan.ends * DAY).toISOString(),
            earnsUntil: new Date(now + plan.until * DAY).toISOString(),
            reason: 'Demo offering',
          },
          call,
        ),
    );
    for (const r of plan.rush) {
      const user = await userRepository.findByEmail(db, r.who);
      if (!user) continue;
      const at = new Date(now + r.at * HOUR);
      const made = await clock.run(
        () => at,
        () =>
          db.transaction((tx) =>
            snapUp(tx, { offeringId: offering.id, userId: user.id, units: r.units, vipLevel: 0, now: at }),
          ),
      );
      reserved += 1;
      if (r.paidAfterHours === undefined) continue;
      // Only what the person's recorded balance covers (demo viewers spent some on unlocks).
      if ((await ledger.available(db, user.id)) < made.reservation.amount) continue;
      const when = new Date(at.getTime() + r.paidAfterHours * HOUR);
      await clock.run(
        () => when,
        () =>
          db.transaction((tx) =>
            payReservation(tx, {
              userId: user.id,
              reservationId: made.reservation.id,
              drama: plan.title,
              now: when,
            }),
          ),
      );
      paid += 1;
    }
  }
  // The scheduled expiry, as it ran back then: the unpaid reservation of the ended rush lapses.
  const lapsed = await expireShareReservations(db, new Date(now - 14 * DAY));
  log(
    `invest: ${PLANS.length} offerings, ${reserved} snap-ups, ${paid} paid, ${lapsed.reservations} lapsed (${Date.now() - started} ms)`,
  );
}
