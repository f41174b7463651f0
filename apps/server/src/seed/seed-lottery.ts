import type { Config } from '#server/config/env.js';
import type { Db } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { userRepository } from '#server/modules/account/index.js';
import { ledger } from '#server/modules/ledger/index.js';
import { checkIn, claimMilestone, drawLottery, lotteryRepository } from '#server/modules/lottery/index.js';
import { audit } from '#server/platform/audit/index.js';
import { shopperEmail } from './seed-history.js';

const DAY = 86_400_000;
const DAYS = 14;
const SHOPPERS = 20;

/** The demo's running lottery (decision 55): odds in basis points, "no prize" the rest of 10,000. */
export const DEMO_LOTTERY = {
  rules: { pointsPerUnit: 1, checkInPoints: 10, costPerDraw: 20 },
  prizes: [
    { kind: 'points' as const, amount: 10, oddsBp: 2_500, stock: null },
    { kind: 'points' as const, amount: 50, oddsBp: 600, stock: 200 },
    { kind: 'credit' as const, amount: 100, oddsBp: 400, stock: null },
    { kind: 'credit' as const, amount: 1_000, oddsBp: 50, stock: 3 },
  ],
  noPrizeBp: 6_450,
  milestones: [
    { draws: 3, kind: 'points' as const, amount: 20 },
    { draws: 6, kind: 'credit' as const, amount: 100 },
    { draws: 30, kind: 'credit' as const, amount: 500 },
  ],
};

/** A past day's moment: `daysAgo` days before now at `hour`:`minute` UTC. */
function pastAt(now: number, daysAgo: number, hour: number, minute: number) {
  const d = new Date(now - daysAgo * DAY);
  d.setUTCHours(hour, minute, 0, 0);
  return d;
}

/**
 * The lottery's demo history (decision 55), through the real flows on past days: the table opened
 * 15 days ago (audited as the system), then demo shoppers and the demo buyer checked in and drew.
 * Their completed orders already earned points in the order history (the completion hook). The
 * demo buyer ends with one milestone received, one receivable and one not reached, and has not
 * checked in today. Runs once (skipped when the table exists).
 */
export async function seedLottery(db: Db, config: Config, buyerEmail: string, log: (msg: string) => void) {
  if ((await lotteryRepository.settings(db)).noPrizeBp !== null) return;
  const now = Date.now();
  const opened = pastAt(now, DAYS + 1, 8, 0);
  await clock.run(
    () => opened,
    () =>
      db.transaction(async (tx) => {
        for (const [sort, p] of DEMO_LOTTERY.prizes.entries())
          await lotteryRepository.insertPrize(tx, { ...p, sort, createdAt: opened });
        for (const m of DEMO_LOTTERY.milestones)
          await lotteryRepository.insertMilestone(tx, { ...m, createdAt: opened });
        await lotteryRepository.saveSettings(
          tx,
          { ...DEMO_LOTTERY.rules, noPrizeBp: DEMO_LOTTERY.noPrizeBp, changedAt: null },
          opened,
        );
        await audit.system(tx, {
          action: 'lottery_prizes.changed',
          targetType: 'platform_settings',
          targetId: 'lottery',
          reason: 'Demo lottery opened',
          detail: { after: DEMO_LOTTERY },
        });
      }),
  );

  const people: { id: number; days: (d: number) => boolean; draws: number }[] = [];
  for (let n = 1; n <= SHOPPERS; n++) {
    const u = await userRepository.findByEmail(db, shopperEmail(n));
    if (u) people.push({ id: u.id, days: (d) => (d + n) % 3 !== 0, draws: 1 + (n % 3) });
  }
  const buyer = await userRepository.findByEmail(db, buyerEmail);
  let drawn = 0;
  const act = async (userId: number, at: Date, draws: number) =>
    clock.run(
      () => at,
      async () => {
        try {
          await db.transaction((tx) => checkIn(tx, userId, config.CHECKIN_TZ));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
        }
        for (let i = 0; i < draws; i++) {
          if ((await ledger.userPoints(db, userId)) < DEMO_LOTTERY.rules.costPerDraw) return;
          await db.transaction((tx) => drawLottery(tx, userId));
          drawn++;
        }
      },
    );
  for (let d = DAYS; d >= 1; d--) {
    for (const [i, p] of people.entries())
      if (p.days(d)) await act(p.id, pastAt(now, d, 9 + (i % 10), (i * 7) % 60), p.draws);
    // The demo buyer checks in every past day and draws until 7 draws in all.
    if (buyer) {
      const have = await lotteryRepository.drawCount(db, buyer.id);
      await act(buyer.id, pastAt(now, d, 20, 15), d <= 7 && have < 7 ? 1 : 0);
    }
  }
  if (buyer) {
    // Received the first milestone; the second waits as receivable, the third is not reached.
    const first = (await lotteryRepository.activeMilestones(db))[0]!;
    await clock.run(
      () => pastAt(now, 1, 21, 0),
      () => db.transaction((tx) => claimMilestone(tx, buyer.id, first.id)),
    );
  }
  log(`lottery: ${drawn} draws by ${people.length + (buyer ? 1 : 0)} demo buyers over ${DAYS} days`);
}
