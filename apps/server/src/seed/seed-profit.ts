import { eq, inArray } from 'drizzle-orm';
import type { AppContext, StaffCall, UserCall, UserRow } from '#server/context.js';
import type { Config } from '#server/config/env.js';
import type { Db } from '#server/db/client.js';
import { revenueSettlements, videos, vipPlans } from '#server/db/schema/index.js';
import { clock } from '#server/lib/clock.js';
import { settlementDayBounds, settlementDayOf, shiftSettlementDay } from '#server/lib/settlement-day.js';
import { userRepository } from '#server/modules/account/index.js';
import { createDramaService } from '#server/modules/drama/index.js';
import { createMediaSigner } from '#server/modules/media/index.js';
import { adRevenueSource } from '#server/modules/adv/index.js';
import { settleDay } from '#server/modules/profit/index.js';
import { createInvestStaffService, payReservation, snapUp } from '#server/modules/invest/index.js';
import { staffRepository } from '#server/modules/staff/index.js';
import { createSigninThrottle } from '#server/platform/session/signin-throttle.js';
import { viewerEmail } from './seed-dramas.js';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
/** The settled history: this many finished days before today. */
export const DEMO_SETTLED_DAYS = 14;

/**
 * The two dramas whose copyright share the demo holders hold, with their offerings (units issued,
 * published share) and holdings (viewer number → units).
 */
const DEMO_SHARES = [
  {
    title: 'Love Contract in Seoul',
    unitsIssued: 100,
    shareBp: 3_000,
    unitPrice: 10,
    holders: { 1: 40, 2: 15 },
  },
  {
    title: "My Twins' Billionaire Daddy",
    unitsIssued: 100,
    shareBp: 2_500,
    unitPrice: 10,
    holders: { 1: 30 },
  },
] as const;

/**
 * Dramas with revenue in the history: the two above, and the units seed's drama whose rush ended
 * before it (its holders include the demo buyer, so `buyer@demo.local` has payouts to look at).
 */
const HISTORY_DRAMAS = [...DEMO_SHARES.map((s) => s.title as string), 'Alpha of the Silver Moon'];

/**
 * Who unlocked which drama on each settled day (day index 0 = the oldest; drama index into
 * HISTORY_DRAMAS; viewer numbers). Day 5 has no revenue at all: its settlement pays zero.
 */
const UNLOCKS: [day: number, drama: number, viewers: number[]][] = [
  [0, 0, [3, 4]],
  [1, 0, [5]],
  [1, 1, [3]],
  [2, 0, [6, 7, 8]],
  [3, 1, [4, 5]],
  [4, 0, [9]],
  [6, 0, [10, 3]],
  [6, 1, [6]],
  [7, 0, [4, 5, 11]],
  [8, 1, [7, 8]],
  [9, 0, [6]],
  [10, 0, [7, 8, 9]],
  [10, 1, [9]],
  [11, 1, [10, 11]],
  [12, 0, [10, 11, 3]],
  [13, 0, [4]],
  [13, 1, [3, 5]],
  [1, 2, [2, 3]],
  [3, 2, [4]],
  [6, 2, [5, 6]],
  [8, 2, [7]],
  [10, 2, [8, 2]],
  [12, 2, [9, 10]],
  [13, 2, [3]],
];
/** The day a VIP member bought a month and watched both dramas (their watch time splits the VIP payment). */
const VIP_DAY = 4;
const VIP_VIEWER = 12;

function viewerCall(user: UserRow): UserCall {
  return { user, ip: '127.0.0.1', locale: 'en', sessionId: 0 } as unknown as UserCall;
}

/**
 * The revenue share's demo history (decision 48), recorded through the real flows on past days
 * (clock.run): viewers unlock episodes and a VIP member watches, day by day for two weeks, and each
 * day is settled at its 00:00 as the daily job would, paying the demo holders from the recorded
 * revenue. Its two offerings are made, snapped up and paid through the units' flows before the history
 * starts; the units seed's ended offering earns too. Runs after the demo dramas and the units seed;
 * does nothing when the dramas are missing or a day is settled already.
 */
export async function seedProfit(db: Db, config: Config, log: (msg: string) => void = () => {}) {
  const started = Date.now();
  const dramas = await db.select().from(videos).where(inArray(videos.title, HISTORY_DRAMAS));
  if (!DEMO_SHARES.every((s) => dramas.some((d) => d.title === s.title))) return;
  // Once: a second run finds the settled history.
  const [settled] = await db.select({ id: revenueSettlements.id }).from(revenueSettlements).limit(1);
  if (settled) return;
  const admin = await staffRepository.findByEmail(db, config.DEMO_STAFF_EMAIL);
  if (!admin) return;
  const tz = config.REVENUE_SHARE_TZ;
  const today = settlementDayOf(new Date(), tz);
  const firstDay = shiftSettlementDay(today, -DEMO_SETTLED_DAYS);
  const historyStart = settlementDayBounds(firstDay, tz).start;
  const viewers = new Map<number, UserRow>();
  for (let n = 1; n <= VIP_VIEWER; n++) {
    const u = await userRepository.findByEmail(db, viewerEmail(n));
    if (!u) return;
    viewers.set(n, u);
  }

  // Offerings staff made before the history, snapped up and paid through the units' flows in their
  // rush, which ended two days before the first settled day (decision 47).
  const staffService = createInvestStaffService({ db, config });
  const staffCall = { staff: admin, ip: '127.0.0.1', locale: 'en' } as unknown as StaffCall;
  for (const [i, share] of DEMO_SHARES.entries()) {
    const video = dramas.find((d) => d.title === share.title)!;
    const rushStartsAt = new Date(historyStart.getTime() - (4 + i) * DAY_MS);
    const offering = await clock.run(
      () => new Date(rushStartsAt.getTime() - DAY_MS),
      () =>
        staffService.save(
          {
            videoId: video.id,
            unitsIssued: share.unitsIssued,
            unitPrice: share.unitPrice,
            shareBp: share.shareBp,
            vipLevel: 0,
            perPersonLimit: 50,
            rushStartsAt: rushStartsAt.toISOString(),
            rushEndsAt: new Date(historyStart.getTime() - 2 * DAY_MS).toISOString(),
            earnsUntil: new Date(historyStart.getTime() + 180 * DAY_MS).toISOString(),
            reason: 'Demo offering',
          },
          staffCall,
        ),
    );
    for (const [n, units] of Object.entries(share.holders)) {
      const user = viewers.get(Number(n))!;
      const at = new Date(rushStartsAt.getTime() + Number(n) * HOUR_MS);
      const made = await clock.run(
        () => at,
        () =>
          db.transaction((tx) =>
            snapUp(tx, { offeringId: offering.id, userId: user.id, units, vipLevel: 0, now: at }),
          ),
      );
      const paidAt = new Date(at.getTime() + HOUR_MS);
      await clock.run(
        () => paidAt,
        () =>
          db.transaction((tx) =>
            payReservation(tx, {
              userId: user.id,
              reservationId: made.reservation.id,
              drama: share.title,
              now: paidAt,
            }),
          ),
      );
    }
  }

  const ctx: Pick<AppContext, 'db' | 'readDb' | 'config'> = { db, readDb: db, config };
  const drama = createDramaService(ctx, {
    throttle: createSigninThrottle(db, { maxFailures: 5, lockMinutes: 15, slowdownMs: 0 }),
    signer: createMediaSigner('seed'),
  });
  const lockedOf = new Map<number, number[]>();
  for (const d of dramas) {
    const { list } = await drama.items(d.id, viewerCall(viewers.get(1)!));
    lockedOf.set(
      d.id,
      list.filter((e) => !e.free).map((e) => e.id),
    );
  }
  const videoOf = (k: number) => dramas.find((d) => d.title === HISTORY_DRAMAS[k]);
  const [monthPlan] = await db.select().from(vipPlans).where(eq(vipPlans.period, 'month'));
  let unlocks = 0;
  let payouts = 0;
  for (let k = 0; k < DEMO_SETTLED_DAYS; k++) {
    const day = shiftSettlementDay(firstDay, k);
    const { start, end } = settlementDayBounds(day, tz);
    let minute = 9 * 60;
    const at = () => new Date(start.getTime() + (minute += 37) * 60_000);
    for (const [d, dramaNo, who] of UNLOCKS) {
      if (d !== k) continue;
      const video = videoOf(dramaNo);
      if (!video) continue;
      for (const n of who) {
        const call = viewerCall(viewers.get(n)!);
        // The next episode this viewer has not unlocked yet (a viewer short of money skips the day).
        const unlocked = new Set(
          (await drama.items(video.id, call)).list.filter((e) => e.unlocked).map((e) => e.id),
        );
        const next = lockedOf.get(video.id)!.find((id) => !unlocked.has(id));
        if (!next) continue;
        const time = at();
        const paid = await clock
          .run(
            () => time,
            () => drama.payUnlockOne({ itemId: next }, call),
          )
          .catch(() => undefined);
        if (paid) unlocks += 1;
        await clock.run(
          () => time,
          () => drama.saveHistory({ itemId: next, positionSeconds: 10 }, call),
        );
      }
    }
    if (k === VIP_DAY && monthPlan) {
      const member = viewerCall(viewers.get(VIP_VIEWER)!);
      const bought = at();
      await clock
        .run(
          () => bought,
          () => drama.payVip({ planId: monthPlan.id }, { ...member, idempotencyKey: `demo-vip-${day}` }),
        )
        .catch(() => undefined);
      // Watching: progress every 60 s, three minutes of one drama, then one minute of the other.
      const watch = async (videoNo: number, reports: number) => {
        const first = (await drama.items(videoOf(videoNo)!.id, member)).list[0]!;
        let t = at().getTime();
        for (let r = 0; r <= reports; r++) {
          const time = new Date((t += 60_000));
          await clock.run(
            () => time,
            () => drama.saveHistory({ itemId: first.id, positionSeconds: r * 60 }, member),
          );
        }
      };
      await watch(0, 3);
      await watch(1, 1);
    }
    // The daily job at the day's 00:00 (one minute after the day ended).
    const settleAt = new Date(end.getTime() + 60_000);
    const settled = await clock.run(
      () => settleAt,
      () => settleDay({ db, config, ads: adRevenueSource }, day, { by: 'schedule' }),
    );
    payouts += settled.reduce((n, s) => n + s.settlement.paid, 0);
  }
  log(
    `revenue share: ${DEMO_SHARES.length} offerings held, ${unlocks} unlocks over ${DEMO_SETTLED_DAYS} days, settled daily, ${payouts} minor units paid to holders (${Date.now() - started} ms)`,
  );
}
