import { z } from 'zod';
import { idField } from '../core/common.js';
import { intField, text } from '../core/fields.js';
import { pageQuery, tradePasswordField } from '../core/validation.js';
import { RUSH_STATES } from '../core/rush.js';
import { VIP_PERIODS } from '../drama/drama.schemas.js';

/**
 * Revenue-share units of a drama's copyright (issue 15 parts 1 and 3, decision 47; the spec's
 * "copyright investment", never called that on a screen). Staff offer a drama's share in units; a
 * viewer snaps units up in a rush and pays within 24 hours; holders earn the published share of the
 * drama's recorded net revenue of each settled day until the deadline. Every figure is a recorded
 * amount, never a rate.
 */

/** A reservation: unpaid, paid (a holding) or abandoned (unpaid at its deadline, units returned). */
export const RESERVATION_STATES = ['reserved', 'paid', 'abandoned'] as const;
export type ReservationState = (typeof RESERVATION_STATES)[number];

/** Hours a reservation may stay unpaid (spec §4 and §9). */
export const RUSH_PAY_HOURS = 24;
/**
 * VIP levels (decision 47): 0 without an active membership; with one, the longest plan period among
 * the viewer's VIP purchases covering now: month 1, quarter 2, year 3.
 */
export const VIP_LEVEL_OF_PERIOD = { month: 1, quarter: 2, year: 3 } as const;
export const VIP_LEVEL_MAX = 3;
/** Offerings: typo guards, not business rules. */
export const OFFERING_UNITS_MAX = 1_000_000;
export const OFFERING_PRICE_MAX = 10_000_000;
/** The shares of one drama's offerings earning at the same time add up to at most 100 %. */
export const SHARE_BP_TOTAL = 10_000;
export const SETTLEMENT_TIME = '00:00';

/** What one unit earned, from the settlements' recorded per-unit payouts (wallet minor units). */
export const unitEarnings = z.object({
  /** The last settled day (yesterday in the stated time zone). */
  yesterday: z.number().int(),
  /** The settlement days of the calendar month before this one. */
  lastMonth: z.number().int(),
  total: z.number().int(),
});
export type UnitEarnings = z.infer<typeof unitEarnings>;

export const offeringDrama = z.object({ id: z.number().int(), title: z.string(), cover: z.string() });

/** One offering as a viewer reads it (spec §3 copyright product and purchase-rush item). */
export const offeringCard = z.object({
  id: z.number().int(),
  drama: offeringDrama,
  /** The share's deadline: no day after it earns. */
  earnsUntil: z.string(),
  /** Wallet minor units per unit. */
  unitPrice: z.number().int(),
  /** The published share of the drama's net revenue, in basis points (2,000 = 20 %). */
  shareBp: z.number().int(),
  vipLevel: z.number().int(),
  perPersonLimit: z.number().int(),
  unitsIssued: z.number().int(),
  unitsTaken: z.number().int(),
  unitsPaid: z.number().int(),
  /** What the rush has left: issued less taken. */
  unitsLeft: z.number().int(),
  rushStartsAt: z.string(),
  rushEndsAt: z.string(),
  /** Staff paused the rush (holdings keep earning). */
  paused: z.boolean(),
  /** Spec §4, for the caller: `pay` while the caller has a reservation to pay. */
  state: z.enum(RUSH_STATES),
  /** The caller's reservation to pay and its deadline (state `pay`). */
  reservationId: z.number().int().nullable(),
  payBy: z.string().nullable(),
  /** Units the caller holds or has reserved in this offering. */
  myUnits: z.number().int(),
  /** Per unit, from the settlements. */
  earningsPerUnit: unitEarnings,
});
export type OfferingCard = z.infer<typeof offeringCard>;

export const investListBody = pageQuery;

/** One of the caller's reservations or holdings. */
export const holding = z.object({
  id: z.number().int(),
  offeringId: z.number().int(),
  drama: offeringDrama,
  units: z.number().int(),
  unitsIssued: z.number().int(),
  shareBp: z.number().int(),
  /** What it costs (reserved) or cost (paid), wallet minor units. */
  amount: z.number().int(),
  state: z.enum(RESERVATION_STATES),
  /** The purchase time (the snap-up). */
  reservedAt: z.string(),
  payBy: z.string(),
  paidAt: z.string().nullable(),
  earnsUntil: z.string(),
  /** What this holding was paid, from its payouts. */
  earnings: unitEarnings,
});
export type Holding = z.infer<typeof holding>;

export const myInvestListBody = pageQuery.extend({
  state: z.enum(RESERVATION_STATES, { error: 'validation.invalidOption' }).optional(),
});

export const snapUpBody = z.strictObject({
  offeringId: idField,
  units: intField.min(1).max(OFFERING_UNITS_MAX),
});
export const snapUpData = z.object({ reservation: holding, offering: offeringCard });

export const payInvestBody = z.strictObject({
  reservationId: idField,
  tradePassword: tradePasswordField.optional(),
});
export const payInvestData = z.object({
  reservation: holding,
  /** The caller's balance after paying. */
  balance: z.number().int(),
});

/** What it takes to reach a VIP level: none (0), or an active membership of a plan of that period. */
export const vipLevelRule = z.object({
  level: z.number().int(),
  period: z.enum(VIP_PERIODS).nullable(),
});

/** The rules of the feature, shown where they apply. */
export const investTermsData = z.object({
  /** The regulated-feature switch (DESIGN §3): false hides the whole feature. */
  enabled: z.boolean(),
  /** The IANA zone whose 00:00 closes a settlement day. */
  timeZone: z.string(),
  settlementTime: z.string(),
  /** The disclosed deduction from gross revenue, in basis points. */
  deductionBp: z.number().int(),
  payWithinHours: z.number().int(),
  /** Payments above this need the trade password. */
  tradePasswordOver: z.number().int(),
  /** The caller's VIP level and balance (null for a visitor). */
  vipLevel: z.number().int().nullable(),
  balance: z.number().int().nullable(),
  vipLevels: z.array(vipLevelRule),
});
export type InvestTermsData = z.infer<typeof investTermsData>;

export const offeringInfoBody = z.strictObject({ id: idField });

/** One settled day of the offering's drama, with its inputs and this offering's part. */
export const settledDay = z.object({
  day: z.string(),
  unlockGross: z.number().int(),
  /** The drama's part of the day's VIP payments, by its members' watch time. */
  vipShare: z.number().int(),
  adGross: z.number().int(),
  gross: z.number().int(),
  deductionBp: z.number().int(),
  deductions: z.number().int(),
  /** Refunds of revenue settled on earlier days (a negative adjustment) and a shortfall carried in. */
  adjustments: z.number().int(),
  carriedIn: z.number().int(),
  net: z.number().int(),
  /** This offering's pool (net x share) and what one unit earned (0 when it did not earn that day). */
  pool: z.number().int(),
  perUnit: z.number().int(),
  unitsHeld: z.number().int(),
});
export type SettledDay = z.infer<typeof settledDay>;

export const offeringInfoData = z.object({
  offering: offeringCard,
  timeZone: z.string(),
  deductionBp: z.number().int(),
  /** The drama's settled days, newest first (at most 60). */
  days: z.array(settledDay),
});
export type OfferingInfoData = z.infer<typeof offeringInfoData>;
export const OFFERING_HISTORY_DAYS = 60;

// ---------- the console ----------

/** An offering's state for staff. */
export const OFFERING_STATES = ['notStarted', 'inProgress', 'ended', 'paused'] as const;
export type OfferingState = (typeof OFFERING_STATES)[number];

export const adminOffering = z.object({
  id: z.number().int(),
  drama: offeringDrama,
  unitsIssued: z.number().int(),
  unitPrice: z.number().int(),
  shareBp: z.number().int(),
  vipLevel: z.number().int(),
  perPersonLimit: z.number().int(),
  rushStartsAt: z.string(),
  rushEndsAt: z.string(),
  earnsUntil: z.string(),
  unitsTaken: z.number().int(),
  unitsPaid: z.number().int(),
  /** Reserved and not paid yet. */
  unitsReserved: z.number().int(),
  paused: z.boolean(),
  state: z.enum(OFFERING_STATES),
  /** People holding paid units, and what their units were paid in all. */
  holders: z.number().int(),
  paidAmount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminOffering = z.infer<typeof adminOffering>;

export const adminOfferingListBody = pageQuery.extend({ videoId: idField.optional() });

const instant = z.iso.datetime({ offset: true, error: 'validation.dateTime' });

export const saveOfferingBody = z
  .strictObject({
    id: idField.optional(),
    videoId: idField,
    unitsIssued: intField.min(1).max(OFFERING_UNITS_MAX),
    unitPrice: intField
      .min(1, { error: 'validation.amountPositive' })
      .max(OFFERING_PRICE_MAX, { error: 'validation.amountTooLarge' }),
    shareBp: intField.min(1).max(SHARE_BP_TOTAL),
    vipLevel: intField.min(0).max(VIP_LEVEL_MAX),
    perPersonLimit: intField.min(1).max(OFFERING_UNITS_MAX),
    rushStartsAt: instant,
    rushEndsAt: instant,
    earnsUntil: instant,
    reason: text(200, 'validation.reasonRequired'),
  })
  .superRefine((b, ctx) => {
    const start = Date.parse(b.rushStartsAt);
    const end = Date.parse(b.rushEndsAt);
    const until = Date.parse(b.earnsUntil);
    if (end <= start) {
      ctx.addIssue({ code: 'custom', path: ['rushEndsAt'], message: 'validation.rushEndAfterStart' });
    }
    if (until <= end) {
      ctx.addIssue({ code: 'custom', path: ['earnsUntil'], message: 'validation.deadlineAfterRush' });
    }
  });
export type SaveOfferingBody = z.input<typeof saveOfferingBody>;

export const pauseOfferingBody = z.strictObject({
  id: idField,
  paused: z.boolean({ error: 'validation.type' }),
  reason: text(200, 'validation.reasonRequired'),
});

export const offeringHoldersBody = pageQuery.extend({ id: idField });

export const offeringHolder = z.object({
  reservationId: z.number().int(),
  userId: z.number().int(),
  email: z.string(),
  nickname: z.string(),
  units: z.number().int(),
  amount: z.number().int(),
  state: z.enum(RESERVATION_STATES),
  reservedAt: z.string(),
  payBy: z.string(),
  paidAt: z.string().nullable(),
  /** What the holding was paid in all, from its payouts. */
  earned: z.number().int(),
});
export type OfferingHolder = z.infer<typeof offeringHolder>;
