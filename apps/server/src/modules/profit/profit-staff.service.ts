import { SETTLEMENT_RANGE_MAX_DAYS, type ApiInput, type DramaRevenueData } from '@app/contract';
import type { AppContext, StaffCall } from '#server/context.js';
import { AppError, fieldError } from '#server/lib/errors.js';
import { clock } from '#server/lib/clock.js';
import { listPage } from '#server/lib/page.js';
import { settlementDayOf, shiftSettlementDay } from '#server/lib/settlement-day.js';
import { audit } from '#server/platform/audit/index.js';
import { noAdRevenue, type AdRevenueSource } from './ad-revenue.js';
import { toInputs, toShare } from './profit.mapper.js';
import { profitRepository as repo } from './profit.repository.js';
import { settleDay } from './settle-day.flow.js';

const DAY_MS = 86_400_000;

/** The console: settlements with their inputs, a staff run of a day (idempotent), revenue per drama. */
export function createProfitStaffService(
  ctx: Pick<AppContext, 'db' | 'config'>,
  deps: { ads?: AdRevenueSource } = {},
) {
  const { db, config } = ctx;
  const ads = deps.ads ?? noAdRevenue;
  const row = (r: { settlement: Parameters<typeof toInputs>[0]; title: string; holders: number }) => ({
    ...toInputs(r.settlement, r.title),
    holders: r.holders,
    staffId: r.settlement.staffId,
  });

  return {
    async list(q: ApiInput<'admin/getSettlementList'>) {
      const { rows, total } = await repo.settlementPage(db, q);
      return listPage(rows.map(row), total, q);
    },

    async info(body: ApiInput<'admin/getSettlementInfo'>) {
      const found = await repo.settlementById(db, body.id);
      if (!found) throw new AppError('SETTLEMENT_NOT_FOUND');
      const [shares, payouts] = await Promise.all([repo.sharesOf(db, body.id), repo.payoutsOf(db, body.id)]);
      return {
        settlement: row(found),
        shares: shares.map(toShare),
        payouts: payouts.map((p) => ({
          id: p.payout.id,
          offeringId: p.payout.offeringId,
          reservationId: p.payout.reservationId,
          userId: p.payout.userId,
          email: p.email,
          units: p.payout.units,
          amount: p.payout.amount,
          transferId: p.payout.transferId,
        })),
      };
    },

    /** Settles a finished day now; what was settled already is answered and pays nothing again. */
    async run(body: ApiInput<'admin/runSettlement'>, call: StaffCall) {
      const tz = config.REVENUE_SHARE_TZ;
      if (body.day >= settlementDayOf(clock.now(), tz))
        throw new AppError('SETTLEMENT_DAY_NOT_OVER', {}, [
          { field: 'day', rule: 'past', key: 'validation.settlementDayNotOver' },
        ]);
      const settled = await settleDay({ db, config, ads }, body.day, { by: 'staff', staffId: call.staff.id });
      const made = settled.filter((s) => s.created);
      const paidNow = made.reduce((n, s) => n + s.settlement.paid, 0);
      await db.transaction((tx) =>
        audit.staff(tx, call, {
          action: 'revenue_settlement.run',
          targetType: 'revenue_settlement_day',
          targetId: body.day,
          reason: body.reason,
          detail: { timeZone: tz, created: made.map((s) => s.settlement.id), paidNow },
        }),
      );
      return {
        day: body.day,
        timeZone: tz,
        list: settled.map((s) => ({
          settlementId: s.settlement.id,
          videoId: s.settlement.videoId,
          title: s.title,
          created: s.created,
          paid: s.settlement.paid,
        })),
        created: made.length,
        paidNow,
      };
    },

    async dramaRevenue(q: ApiInput<'admin/getDramaRevenue'>): Promise<DramaRevenueData> {
      const tz = config.REVENUE_SHARE_TZ;
      const to = q.to ?? shiftSettlementDay(settlementDayOf(clock.now(), tz), -1);
      const from = q.from ?? shiftSettlementDay(to, -29);
      if (from > to) throw fieldError('from', 'validation.dateRange');
      if ((Date.parse(to) - Date.parse(from)) / DAY_MS + 1 > SETTLEMENT_RANGE_MAX_DAYS)
        throw fieldError('from', 'validation.rangeTooLong');
      const rows = await repo.settlementsBetween(db, { from, to, videoId: q.videoId });
      const list = rows.map(({ settlement: s, title }) => ({
        settlementId: s.id,
        day: s.day,
        videoId: s.videoId,
        title,
        unlockGross: s.unlockGross,
        vipShare: s.vipShare,
        adGross: s.adGross,
        deductions: s.deductions,
        adjustments: s.adjustments,
        net: s.net,
        paid: s.paid,
        leftover: s.leftover,
      }));
      const keys = [
        'unlockGross',
        'vipShare',
        'adGross',
        'deductions',
        'adjustments',
        'net',
        'paid',
        'leftover',
      ] as const;
      const totals = Object.fromEntries(
        keys.map((k) => [k, list.reduce((n, r) => n + r[k], 0)]),
      ) as DramaRevenueData['totals'];
      return { from, to, timeZone: tz, list, totals };
    },
  };
}
export type ProfitStaffService = ReturnType<typeof createProfitStaffService>;
