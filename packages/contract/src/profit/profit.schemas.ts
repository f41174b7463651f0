import { z } from 'zod';
import { idField } from '../core/common.js';
import { text } from '../core/fields.js';
import { pageQuery } from '../core/validation.js';

/**
 * Earnings of revenue-share units (issue 15 parts 2, 5, 6; decision 48): each settlement day, at
 * 00:00 in the stated time zone, a drama's recorded net revenue of the previous day is settled and
 * the holders of its units are paid their published share of it. Earnings can be zero; nothing paid
 * for units is protected. Every figure here is read from recorded settlements and payouts.
 */

/** The dashboard's charts cover the last 30 settlement days. */
export const PROFIT_CHART_DAYS = 30;
/** The dashboard lists this many recent payouts. */
export const PROFIT_RECENT_PAYOUTS = 20;
/** A console range of settlements covers at most this many days. */
export const SETTLEMENT_RANGE_MAX_DAYS = 366;

/** `YYYY-MM-DD`, a real calendar day. */
export const settlementDayField = z
  .string({ error: 'validation.type' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    { error: 'validation.date' },
  );

/** Everything a settlement of one drama and day was computed from, and what it paid. */
export const settlementInputs = z.object({
  id: z.number().int(),
  videoId: z.number().int(),
  title: z.string(),
  /** The settlement day (YYYY-MM-DD in `timeZone`) and its bounds (ISO instants, end exclusive). */
  day: z.string(),
  timeZone: z.string(),
  dayStartsAt: z.string(),
  dayEndsAt: z.string(),
  /** Episode unlocks of the drama paid in the day (minor units). */
  unlockGross: z.number().int(),
  /** All VIP payments of the day, the VIP watch seconds of this drama and of all dramas. */
  vipPool: z.number().int(),
  vipSeconds: z.number().int(),
  vipSecondsAll: z.number().int(),
  /** floor(vipPool × vipSeconds / vipSecondsAll). */
  vipShare: z.number().int(),
  adGross: z.number().int(),
  /** unlockGross + vipShare + adGross. */
  gross: z.number().int(),
  deductionBp: z.number().int(),
  /** floor(gross × deductionBp / 10,000). */
  deductions: z.number().int(),
  /** Refunds in the day of revenue settled on earlier days. */
  adjustments: z.number().int(),
  carriedIn: z.number().int(),
  /** max(0, gross − deductions − adjustments − carriedIn). */
  net: z.number().int(),
  carriedOut: z.number().int(),
  paid: z.number().int(),
  leftover: z.number().int(),
  trigger: z.enum(['schedule', 'staff']),
  settledAt: z.string(),
});
export type SettlementInputs = z.infer<typeof settlementInputs>;

/** One offering's part of a settlement: its pool and how it was split. */
export const settlementShare = z.object({
  offeringId: z.number().int(),
  shareBp: z.number().int(),
  unitsIssued: z.number().int(),
  unitsHeld: z.number().int(),
  /** floor(net × shareBp / 10,000). */
  pool: z.number().int(),
  paid: z.number().int(),
  unheld: z.number().int(),
  leftover: z.number().int(),
  perUnit: z.number().int(),
});
export type SettlementShare = z.infer<typeof settlementShare>;

/** One payout to a holder, with the numbers of its formula. */
export const payoutBreakdown = z.object({
  id: z.number().int(),
  settlementId: z.number().int(),
  offeringId: z.number().int(),
  videoId: z.number().int(),
  title: z.string(),
  /** The settlement day the payout is for. */
  day: z.string(),
  units: z.number().int(),
  unitsIssued: z.number().int(),
  shareBp: z.number().int(),
  net: z.number().int(),
  /** floor(floor(net × shareBp / 10,000) × units / unitsIssued). */
  pool: z.number().int(),
  amount: z.number().int(),
  /** When the wallet was credited. */
  creditedAt: z.string(),
});
export type PayoutBreakdown = z.infer<typeof payoutBreakdown>;

// ---------- the viewer's dashboard ----------

export const profitData = z.object({
  /** The settlement time zone (IANA) and the time a day is settled. */
  timeZone: z.string(),
  settlesAt: z.literal('00:00'),
  /** Today in the settlement time zone. */
  today: z.string(),
  /** Payouts credited today, yesterday, in the previous calendar month, and ever (minor units). */
  todayAmount: z.number().int(),
  yesterdayAmount: z.number().int(),
  lastMonthAmount: z.number().int(),
  totalAmount: z.number().int(),
  /** What was paid for the units that still earn (their cost, not a value anyone promises). */
  holdingsCost: z.number().int(),
  unitsHeld: z.number().int(),
  /** Per day of the last 30: units still earning at cost, plus payouts received so far. */
  trend: z.array(z.object({ day: z.string(), cost: z.number().int(), received: z.number().int() })),
  /** Per day of the last 30: the payouts credited that day. */
  daily: z.array(z.object({ day: z.string(), amount: z.number().int() })),
  /** The newest payouts, each opening its breakdown. */
  recent: z.array(payoutBreakdown),
  /** The disclosed deduction from gross revenue (basis points). */
  deductionBp: z.number().int(),
});
export type ProfitData = z.infer<typeof profitData>;

export const todayProfitData = z.object({
  timeZone: z.string(),
  today: z.string(),
  total: z.number().int(),
  list: z.array(payoutBreakdown),
});
export type TodayProfitData = z.infer<typeof todayProfitData>;

export const payoutInfoData = z.object({
  payout: payoutBreakdown,
  /** The ledger transfer that credited the wallet (none when the payout was zero). */
  transferId: z.string().nullable(),
  settlement: settlementInputs,
  share: settlementShare,
});
export type PayoutInfoData = z.infer<typeof payoutInfoData>;

// ---------- the console ----------

export const settlementListBody = pageQuery
  .extend({
    from: settlementDayField.optional(),
    to: settlementDayField.optional(),
    videoId: idField.optional(),
  })
  .refine((b) => !b.from || !b.to || b.from <= b.to, { path: ['from'], error: 'validation.dateRange' });

export const settlementRow = settlementInputs.extend({
  holders: z.number().int(),
  staffId: z.number().int().nullable(),
});
export type SettlementRow = z.infer<typeof settlementRow>;

export const settlementInfoData = z.object({
  settlement: settlementRow,
  shares: z.array(settlementShare),
  payouts: z.array(
    z.object({
      id: z.number().int(),
      offeringId: z.number().int(),
      reservationId: z.number().int(),
      userId: z.number().int(),
      email: z.string(),
      units: z.number().int(),
      amount: z.number().int(),
      transferId: z.string().nullable(),
    }),
  ),
});
export type SettlementInfoData = z.infer<typeof settlementInfoData>;

export const runSettlementBody = z.strictObject({
  /** A finished settlement day (before today in the settlement time zone). */
  day: settlementDayField,
  reason: text(200, 'validation.reasonRequired'),
});

export const runSettlementData = z.object({
  day: z.string(),
  timeZone: z.string(),
  /** Every drama settled for the day, made by this run (`created`) or found already settled. */
  list: z.array(
    z.object({
      settlementId: z.number().int(),
      videoId: z.number().int(),
      title: z.string(),
      created: z.boolean(),
      paid: z.number().int(),
    }),
  ),
  /** Settlements this run made, and what this run paid: 0 for a rerun. */
  created: z.number().int(),
  paidNow: z.number().int(),
});
export type RunSettlementData = z.infer<typeof runSettlementData>;

export const dramaRevenueBody = z
  .strictObject({
    from: settlementDayField.optional(),
    to: settlementDayField.optional(),
    videoId: idField.optional(),
  })
  .refine((b) => !b.from || !b.to || b.from <= b.to, { path: ['from'], error: 'validation.dateRange' });

const revenueFigures = {
  unlockGross: z.number().int(),
  vipShare: z.number().int(),
  adGross: z.number().int(),
  deductions: z.number().int(),
  adjustments: z.number().int(),
  net: z.number().int(),
  paid: z.number().int(),
  leftover: z.number().int(),
};
export const dramaRevenueData = z.object({
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  list: z.array(
    z.object({
      settlementId: z.number().int(),
      day: z.string(),
      videoId: z.number().int(),
      title: z.string(),
      ...revenueFigures,
    }),
  ),
  totals: z.object(revenueFigures),
});
export type DramaRevenueData = z.infer<typeof dramaRevenueData>;
