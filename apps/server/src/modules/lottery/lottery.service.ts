import type {
  ApiInput,
  LotteryData,
  LotteryMilestone,
  LotteryPrize,
  LotteryPrizeKind,
  MilestoneState,
  WonPrize,
} from '@app/contract';
import type { AppContext, CallContext, UserCall } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { listPage } from '#server/lib/page.js';
import { settlementDayOf } from '#server/lib/settlement-day.js';
import { buyerVouchersOfDraws } from '#server/modules/voucher/index.js';
import { accountCodes, ledger, ledgerRepository, recordLineOf } from '#server/modules/ledger/index.js';
import { claimMilestone } from './claim-milestone.flow.js';
import { claimPrize } from './claim-prize.flow.js';
import { drawLottery } from './draw-lottery.flow.js';
import { checkIn } from './earn-points.flow.js';
import { lotteryRepository as repo, type MilestoneRow, type PrizeRow } from './lottery.repository.js';
import { drawable, noPrizeNowBp } from './lottery.rules.js';
import { goodsWonInDraws, prizeGoodsOf } from './prize-goods.js';

type GoodsOf = Awaited<ReturnType<typeof prizeGoodsOf>>;

/** A prize row with whether a draw can win it now (goods: its product can be ordered). */
const withAvailability = (p: PrizeRow, goods: GoodsOf) => ({
  ...p,
  available: p.kind !== 'goods' || !!goods.get(p.skuId!)?.available,
});

export const prizeView = (p: PrizeRow, goods: GoodsOf = new Map()): LotteryPrize => {
  const row = withAvailability(p, goods);
  return {
    id: p.id,
    kind: p.kind,
    amount: p.amount,
    minSpend: p.kind === 'voucher' ? p.minSpend : null,
    validDays: p.kind === 'voucher' ? p.validDays : null,
    goods: p.kind === 'goods' ? (goods.get(p.skuId!)?.goods ?? null) : null,
    oddsBp: p.oddsBp,
    stock: p.stock,
    remaining: p.stock === null ? null : p.stock - p.won,
    won: p.won,
    available: drawable(row),
  };
};

/** What these draws won, as the buyer's pages and the console show it, by draw id. */
export async function wonPrizes(
  tx: Tx,
  draws: { id: number; prizeKind: LotteryPrizeKind | null; prizeAmount: number | null }[],
) {
  const ids = draws.map((d) => d.id);
  const [vouchers, goods] = await Promise.all([buyerVouchersOfDraws(tx, ids), goodsWonInDraws(tx, ids)]);
  return new Map<number, WonPrize>(
    draws.map((d) => [
      d.id,
      d.prizeKind
        ? {
            kind: d.prizeKind,
            amount: d.prizeAmount!,
            voucher: vouchers.get(d.id) ?? null,
            goods: goods.get(d.id) ?? null,
          }
        : null,
    ]),
  );
}

/** The prize table and rules as every page shows them (the draw uses exactly these rows). */
export async function lotteryTable(tx: Tx) {
  const [settings, rows, milestones] = await Promise.all([
    repo.settings(tx),
    repo.activePrizes(tx),
    repo.activeMilestones(tx),
  ]);
  const goods = await prizeGoodsOf(
    tx,
    rows.flatMap((p) => (p.kind === 'goods' && p.skuId ? [p.skuId] : [])),
  );
  const prizes = rows.map((p) => withAvailability(p, goods));
  return {
    rules: {
      pointsPerUnit: settings.pointsPerUnit,
      checkInPoints: settings.checkInPoints,
      costPerDraw: settings.costPerDraw,
    },
    prizes: rows.map((p) => prizeView(p, goods)),
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
      return db.transaction(async (tx) => {
        const r = await drawLottery(tx, call.user.id, undefined, config);
        const prize = r.prize
          ? (
              await wonPrizes(tx, [{ id: r.drawId, prizeKind: r.prize.kind, prizeAmount: r.prize.amount }])
            ).get(r.drawId)!
          : null;
        return { ...r, prize };
      });
    },

    async draws(q: ApiInput<'lottery/getDrawList'>, call: UserCall) {
      const { rows, total } = await repo.draws(db, { ...q, userId: call.user.id });
      const prizes = await wonPrizes(
        db,
        rows.map((r) => r.draw),
      );
      return listPage(
        rows.map(({ draw: d }) => ({
          id: d.id,
          cost: d.cost,
          prize: prizes.get(d.id) ?? null,
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

    claimPrize(body: ApiInput<'lottery/claimPrize'>, call: UserCall) {
      return db.transaction(async (tx) => {
        const drawId = await claimPrize(tx, config, call.user.id, body);
        return (await goodsWonInDraws(tx, [drawId])).get(drawId)!;
      });
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
