import { PROFIT_CHART_DAYS, PROFIT_RECENT_PAYOUTS, type ApiInput, type ProfitData } from '@app/contract';
import type { AppContext, UserCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { clock } from '#server/lib/clock.js';
import {
  previousMonth,
  settlementDayBounds,
  settlementDayOf,
  shiftSettlementDay,
} from '#server/lib/settlement-day.js';
import { toBreakdown, toInputs, toShare } from './profit.mapper.js';
import { profitRepository as repo } from './profit.repository.js';

/** The holder's earnings: every figure summed from recorded payouts and paid holdings. */
export function createProfitService(ctx: Pick<AppContext, 'db' | 'config'>) {
  const { db, config } = ctx;
  const timeZone = () => config.REVENUE_SHARE_TZ;

  return {
    async profit(call: UserCall): Promise<ProfitData> {
      const userId = call.user.id;
      const tz = timeZone();
      const now = clock.now();
      const today = settlementDayOf(now, tz);
      const todayBounds = settlementDayBounds(today, tz);
      const yesterdayBounds = settlementDayBounds(shiftSettlementDay(today, -1), tz);
      const lastMonth = previousMonth(today);
      const firstChartDay = shiftSettlementDay(today, -(PROFIT_CHART_DAYS - 1));
      const chartStart = settlementDayBounds(firstChartDay, tz).start;
      const [
        todayAmount,
        yesterdayAmount,
        lastMonthAmount,
        totalAmount,
        beforeChart,
        perDay,
        holdings,
        recent,
      ] = await Promise.all([
        repo.payoutSum(db, userId, todayBounds.start, todayBounds.end),
        repo.payoutSum(db, userId, yesterdayBounds.start, yesterdayBounds.end),
        repo.payoutSum(
          db,
          userId,
          settlementDayBounds(lastMonth.from, tz).start,
          settlementDayBounds(lastMonth.to, tz).end,
        ),
        repo.payoutSum(db, userId),
        repo.payoutSum(db, userId, undefined, chartStart),
        repo.payoutsPerDay(db, userId, chartStart, tz),
        repo.userHoldings(db, userId),
        repo.payoutRows(db, { userId, limit: PROFIT_RECENT_PAYOUTS }),
      ]);
      const earning = holdings.filter((h) => h.earnsUntil > now);
      const daily: ProfitData['daily'] = [];
      const trend: ProfitData['trend'] = [];
      let received = beforeChart;
      for (let k = 0; k < PROFIT_CHART_DAYS; k++) {
        const day = shiftSettlementDay(firstChartDay, k);
        const { end } = settlementDayBounds(day, tz);
        const amount = perDay.get(day) ?? 0;
        received += amount;
        daily.push({ day, amount });
        // Units held at the day's end (or now, today) that still earned then, at what was paid for them.
        const at = end < now ? end : now;
        const cost = holdings
          .filter((h) => h.paidAt && h.paidAt <= at && h.earnsUntil > at)
          .reduce((n, h) => n + h.amount, 0);
        trend.push({ day, cost, received });
      }
      return {
        timeZone: tz,
        settlesAt: '00:00',
        today,
        todayAmount,
        yesterdayAmount,
        lastMonthAmount,
        totalAmount,
        holdingsCost: earning.reduce((n, h) => n + h.amount, 0),
        unitsHeld: earning.reduce((n, h) => n + h.units, 0),
        trend,
        daily,
        recent: recent.map(toBreakdown),
        deductionBp: config.REVENUE_SHARE_DEDUCTION_BP,
      };
    },

    /** Payouts credited today: the settlement at 00:00 of yesterday (and any later staff run). */
    async today(call: UserCall) {
      const tz = timeZone();
      const today = settlementDayOf(clock.now(), tz);
      const { start, end } = settlementDayBounds(today, tz);
      const rows = await repo.payoutRows(db, { userId: call.user.id, start, end });
      const list = rows.map(toBreakdown);
      return { timeZone: tz, today, total: list.reduce((n, p) => n + p.amount, 0), list };
    },

    /** One of the caller's payouts: another viewer's id is not found. */
    async payoutInfo(body: ApiInput<'profit/getPayoutInfo'>, call: UserCall) {
      const [row] = await repo.payoutRows(db, { userId: call.user.id, id: body.id });
      if (!row) throw new AppError('PAYOUT_NOT_FOUND');
      return {
        payout: toBreakdown(row),
        transferId: row.payout.transferId,
        settlement: toInputs(row.settlement, row.title),
        share: toShare(row.share),
      };
    },
  };
}
export type ProfitService = ReturnType<typeof createProfitService>;
