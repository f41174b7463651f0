import { z } from 'zod';
import { idField } from '../core/common.js';
import { intField, text } from '../core/fields.js';
import { pageQuery, tradePasswordField } from '../core/validation.js';
import { recordLine } from '../ledger/record-line.js';

/**
 * Store points and the promotion center (spec §2, §4; DESIGN §2; decision 41): a store buys points
 * from its owner's wallet at the configured rate and spends them on time-boxed discounts of its
 * products; the server applies a running discount to the price buyers pay.
 */

/** Durations a promotion runs for (spec §4): a day, a week, a month of 1, 7 and 30 days. */
export const PROMOTION_DURATIONS = ['day', 'week', 'month'] as const;
export type PromotionDuration = (typeof PROMOTION_DURATIONS)[number];
export const PROMOTION_DURATION_DAYS: Record<PromotionDuration, number> = { day: 1, week: 7, month: 30 };

/** The promotion center's tabs: states derived from the time. */
export const PROMOTION_TABS = ['promoting', 'scheduled', 'ended'] as const;
export type PromotionState = (typeof PROMOTION_TABS)[number];

export const PROMOTION_EFFECTS = ['immediate', 'scheduled'] as const;

/** A product whose price was raised this many days before is refused a promotion (Shopee's guard). */
export const PRICE_RAISE_DAYS = 7;

/** At most this many products (or promotions) in one addition or renewal. */
export const PROMOTION_BATCH_MAX = 50;

/** A scheduled promotion starts at most this many days ahead. */
export const PROMOTION_SCHEDULE_DAYS_MAX = 90;

/** At most this many points in one purchase. */
export const POINTS_BUY_MAX = 10_000_000;

/** A discounted price: `round(price × (100 − percent) / 100)`, halves rounded up, in minor units. */
export function discountedPrice(price: number, percent: number) {
  return Math.round((price * (100 - percent)) / 100);
}

/** Points per purchase must cost whole minor units: the smallest step at a rate of points per 1.00. */
export function pointsStep(pointsPerUnit: number) {
  const gcd = (a: number, b: number): number => (b ? gcd(b, a % b) : a);
  return pointsPerUnit / gcd(pointsPerUnit, 100);
}

/** What `points` cost in minor units of the wallet currency (exact when `points` is a multiple of the step). */
export function pointsCost(points: number, pointsPerUnit: number) {
  return (points * 100) / pointsPerUnit;
}

const settingInt = (max: number) =>
  intField.min(1, { error: 'validation.tooSmall' }).max(max, { error: 'validation.tooBig' });

/** The console's rules (issue 14 part 8): kept in `platform_settings`, shown where they apply. */
export const promotionSettings = z.object({
  /** Points a store gets for 1.00 of the wallet currency. */
  pointsPerUnit: settingInt(100_000),
  /** Points one product's promotion costs per day. */
  costPerProductDay: settingInt(1_000_000),
  /** The highest discount a promotion may give, in percent. */
  maxDiscountPercent: settingInt(90),
});
export type PromotionSettings = z.infer<typeof promotionSettings>;

export const savePromotionSettingsBody = z.strictObject({
  ...promotionSettings.shape,
  reason: text(200, 'validation.reasonRequired'),
});

/** The store's points and the rules that apply to them. */
export const pointsData = z.object({
  balance: z.number().int(),
  pointsPerUnit: z.number().int(),
  /** A purchase is a multiple of this many points (so it costs whole cents). */
  step: z.number().int(),
  costPerProductDay: z.number().int(),
  maxDiscountPercent: z.number().int(),
  /** The owner's available wallet balance (minor units), what points are paid from. */
  walletBalance: z.number().int(),
  /** Payments above this amount (minor units) need the trade password. */
  tradePasswordOver: z.number().int(),
  hasTradePassword: z.boolean(),
});
export type PointsData = z.infer<typeof pointsData>;

export const buyPointsBody = z.strictObject({
  points: intField
    .min(1, { error: 'validation.tooSmall' })
    .max(POINTS_BUY_MAX, { error: 'validation.tooBig' }),
  tradePassword: tradePasswordField.optional(),
});

export const buyPointsData = z.object({
  purchaseId: z.number().int(),
  points: z.number().int(),
  /** What was paid, in minor units of the wallet currency. */
  amount: z.number().int(),
  balance: z.number().int(),
});

/** One movement of the store's points: signed (bought +, spent −), with its record line. */
export const pointsRecord = z.object({
  id: z.number().int(),
  points: z.number().int(),
  line: recordLine,
  createdAt: z.string(),
});
export type PointsRecord = z.infer<typeof pointsRecord>;

export const promotionTermsData = z.object({
  balance: z.number().int(),
  costPerProductDay: z.number().int(),
  maxDiscountPercent: z.number().int(),
  /** A product whose price was raised within this many days is refused. */
  priceRaiseDays: z.number().int(),
  scheduleDaysMax: z.number().int(),
  durations: z.array(z.object({ duration: z.enum(PROMOTION_DURATIONS), days: z.number().int() })),
});
export type PromotionTerms = z.infer<typeof promotionTermsData>;

const tabField = z.enum(PROMOTION_TABS, { error: 'validation.invalidOption' });
const durationField = z.enum(PROMOTION_DURATIONS, { error: 'validation.invalidOption' });

export const promotionListBody = pageQuery.extend({ tab: tabField.default('promoting') });

export const promotionItem = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  title: z.string(),
  image: z.string(),
  /** The product's lowest price now, and what buyers pay for it while the promotion runs. */
  price: z.number().int(),
  promotedPrice: z.number().int(),
  discountPercent: z.number().int(),
  effect: z.enum(PROMOTION_EFFECTS),
  duration: z.enum(PROMOTION_DURATIONS),
  state: tabField,
  startsAt: z.string(),
  endsAt: z.string(),
  pointsSpent: z.number().int(),
  renewals: z.number().int(),
  renewedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type PromotionItem = z.infer<typeof promotionItem>;

export const promotionListData = z.object({
  list: z.array(promotionItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({ promoting: z.number().int(), scheduled: z.number().int(), ended: z.number().int() }),
});

const idsField = z
  .array(idField, { error: 'validation.noneSelected' })
  .min(1, { error: 'validation.noneSelected' })
  .max(PROMOTION_BATCH_MAX, { error: 'validation.tooMany' });

export const addPromotionBody = z.strictObject({
  goodsIds: idsField,
  discountPercent: intField.min(1, { error: 'validation.tooSmall' }).max(99, { error: 'validation.tooBig' }),
  effect: z.enum(PROMOTION_EFFECTS, { error: 'validation.invalidOption' }),
  /** ISO time; required when scheduled, in the future and at most 90 days ahead. */
  startAt: z.iso.datetime({ offset: true, error: 'validation.dateTime' }).optional(),
  duration: durationField,
});

export const addPromotionData = z.object({
  ids: z.array(z.number().int()),
  points: z.number().int(),
  balance: z.number().int(),
});

export const renewPromotionsBody = z.strictObject({ ids: idsField, duration: durationField });

export const renewPromotionsData = z.object({
  count: z.number().int(),
  points: z.number().int(),
  balance: z.number().int(),
});

/** A running promotion as buyers see it on a product (cards, the product page, the cart). */
export const promotionTag = z.object({
  discountPercent: z.number().int(),
  endsAt: z.string(),
});
export type PromotionTag = z.infer<typeof promotionTag>;
