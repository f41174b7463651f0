import type { ApiInput, LotteryData, LotteryMilestone, LotteryPrize, MilestoneState } from '@app/contract';
import type { AppContext, CallContext, UserCall } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { listPage } from '#server/lib/page.js';
import { settlementDayOf } from '#server/lib/settlement-day.js';
import { accountCodes, ledger, ledgerRepository, recordLineOf } from '#server/modules/ledger/index.js';
import { claimMilestone } from './claim-milestone.flow.js';
import { drawLottery } from './draw-lottery.flow.js';
import { checkIn } from './earn-points.flow.js';
import { lotteryRepository as repo, type MilestoneRow, type PrizeRow } from './lottery.repository.js';
import { noPrizeNowBp } from './lottery.rules.js';

export const prizeView = (p: PrizeRow): LotteryPrize => ({
  id: p.id,
  kind: p.kind,
  amount: p.amount,
  oddsBp: p.oddsBp,
  stock: p.stock,
  remaining: p.stock === null ? null : p.stock - p.won,
  won: p.won,
});

/** The prize table and rules as every page shows them (the draw uses exactly these rows). */
export async function lotteryTable(tx: Tx) {
  const [settings, prizes, milestones] = await Promise.all([
    repo.settings(tx),
    repo.activePrizes(tx),
    repo.activeMilestones(tx),
  ]);
  return {
    rules: {
      pointsPerUnit: settings.pointsPerUnit,
      checkInPoints: settings.checkInPoints,
      costPerDraw: settings.costPerDraw,
    },
    prizes: prizes.map(prizeView),
    noPrizeBp: settings.noPrizeBp ?? 0,
    noPrizeNowBp: settings.noPrizeBp === null ? 0 : noPrizeNowBp(prizes),
    changedAt: settings.changedAt,
    milestones,
  };
}

const milestoneState = (m: MilestoneRow, draws: number, claimedDraws: Set<number>): MilestoneState =>
  claimedDraws.has(m.draws) ? 'received' : draws >= m.draws ? 'receivable' : 'notReached';

/** The buyer's points and the lottery page (decision 55). */
export function createLotteryService(ctx: AppContext) {
  const { db, config } = ctx;
  const zone = config.CHECKIN_TZ;

  return {
    async page(call: CallContext): Promise<LotteryData> {
      const table = await lotteryTable(db);
      const user = call.user;
      const [balance, draws, claimed, checkedInToday] = user
        ? await Promise.all([
            ledger.userPoints(db, user.id),
            repo.drawCount(db, user.id),
            repo.claimedDraws(db, user.id),
            repo.checkedIn(db, user.id, settlementDayOf(clock.now(), zone)),
          ])
        : [0, 0, new Set<number>(), false];
      const milestones: LotteryMilestone[] = table.milestones.map((m) => ({
        id: m.id,
        draws: m.draws,
        kind: m.kind,
        amount: m.amount,
        state: milestoneState(m, draws, claimed),
      }));
      return {
        enabled: config.FEATURE_LOTTERY,
        rules: table.rules,
        checkInZone: zone,
        prizes: config.FEATURE_LOTTERY ? table.prizes : [],
        noPrizeBp: table.noPrizeBp,
        noPrizeNowBp: table.noPrizeNowBp,
        changedAt: table.changedAt,
        signedIn: !!user,
        balance,
        draws,
        checkedInToday,
        milestones: config.FEATURE_LOTTERY ? milestones : [],
      };
    },

    draw(call: UserCall) {
      return db.transaction((tx) => drawLottery(tx, call.user.id));
    },

    async draws(q: ApiInput<'lottery/getDrawList'>, call: UserCall) {
      const { rows, total } = await repo.draws(db, { ...q, userId: call.user.id });
      return listPage(
        rows.map(({ draw: d }) => ({
          id: d.id,
          cost: d.cost,
          prize: d.prizeKind ? { kind: d.prizeKind, amount: d.prizeAmount! } : null,
          roll: d.roll,
          createdAt: d.createdAt.toISOString(),
        })),
        total,
        q,
      );
    },

    claim(body: ApiInput<'lottery/claimMilestone'>, call: UserCall) {
      return db.transaction((tx) => claimMilestone(tx, call.user.id, body.id));
    },

    checkIn(call: UserCall) {
      return db.transaction((tx) => checkIn(tx, call.user.id, zone));
    },

    async records(q: ApiInput<'lottery/getPointsRecordList'>, call: UserCall) {
      const account = await ledgerRepository.findAccountByCode(db, accountCodes.userPoints(call.user.id));
      if (!account) return listPage([], 0, q);
      const { rows, total } = await ledgerRepository.listTransfers(db, { ...q, accountIds: [account.id] });
      return listPage(
        rows.map(({ transfer: t }) => ({
          id: t.id,
          points: t.creditAccountId === account.id ? t.amount : -t.amount,
          line: recordLineOf(t),
          createdAt: t.createdAt.toISOString(),
        })),
        total,
        q,
      );
    },
  };
}
export type LotteryService = ReturnType<typeof createLotteryService>;
