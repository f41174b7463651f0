import { z } from 'zod';
import { idField } from '../core/common.js';
import { flag, intField, sortField, text } from '../core/fields.js';
import { LOCALES } from '../core/locales.js';
import { pageQuery, tradePasswordField } from '../core/validation.js';
import { TRANSLATION_LOCALES, translatedText } from '../content/content.schemas.js';

/**
 * Traffic packages (DESIGN §2, issue 14 part 3): staff keep a catalogue of plans; a seller buys one
 * from the owner's wallet and, for its days, the store's products rank higher in home and search and
 * the impressions they get are counted per day.
 */

/** Spec §4: a package lasts days, weeks or months. */
export const TRAFFIC_UNITS = ['day', 'week', 'month'] as const;
export type TrafficUnit = (typeof TRAFFIC_UNITS)[number];
/** Days per unit: a month is 30 days (decision 42), so every package's deadline is known at purchase. */
export const TRAFFIC_UNIT_DAYS: Record<TrafficUnit, number> = { day: 1, week: 7, month: 30 };
export const TRAFFIC_COUNT_MAX = 12;
export const TRAFFIC_NAME_MAX = 40;
export const TRAFFIC_DESCRIPTION_MAX = 300;
/** A plan costs at most US$100,000 (minor units): a typo guard, not a business rule. */
export const TRAFFIC_PRICE_MAX = 10_000_000;
/** The stats chart of the store's packages together covers the last 30 UTC days. */
export const TRAFFIC_STATS_DAYS = 30;

/** How many days a plan of `count` `unit`s runs. */
export function trafficDays(unit: TrafficUnit, count: number): number {
  return TRAFFIC_UNIT_DAYS[unit] * count;
}

/** A package's state at a moment: queued before its start, running until its end, then ended. */
export const TRAFFIC_STATES = ['queued', 'running', 'ended'] as const;
export type TrafficState = (typeof TRAFFIC_STATES)[number];
export function trafficState(p: { startsAt: string | Date; endsAt: string | Date }, now = Date.now()) {
  const start = new Date(p.startsAt).getTime();
  const end = new Date(p.endsAt).getTime();
  return (now < start ? 'queued' : now < end ? 'running' : 'ended') satisfies TrafficState;
}

// ---------- the seller center ----------

/** A plan as the seller reads it: name and description in the reader's language (or English). */
export const trafficPlan = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** Wallet minor units. */
  price: z.number().int(),
  unit: z.enum(TRAFFIC_UNITS),
  count: z.number().int(),
  days: z.number().int(),
});
export type TrafficPlan = z.infer<typeof trafficPlan>;

export const trafficPlanListData = z.object({
  list: z.array(trafficPlan),
  /** The owner's available wallet balance, what a purchase is paid from. */
  balance: z.number().int(),
  /** Payments above this need the trade password. */
  tradePasswordOver: z.number().int(),
  /** When a package bought now would start: now, or when the store's last package ends (queue). */
  nextStartsAt: z.string(),
});
export type TrafficPlanListData = z.infer<typeof trafficPlanListData>;

export const buyTrafficPackageBody = z.strictObject({
  planId: idField,
  tradePassword: tradePasswordField.optional(),
});

/** One of the store's packages. */
export const trafficPackage = z.object({
  id: z.number().int(),
  /** The plan's name in the reader's language (the name at purchase when the plan is gone). */
  name: z.string(),
  purchasedAt: z.string(),
  startsAt: z.string(),
  /** The deadline. */
  endsAt: z.string(),
  /** Seconds of boost left (from now, or its whole length while queued); 0 once ended. */
  remainingSeconds: z.number().int(),
  /** What the owner's wallet paid (minor units). */
  price: z.number().int(),
  /** Impressions of the store's products in buyers' lists while it ran. */
  impressions: z.number().int(),
  state: z.enum(TRAFFIC_STATES),
});
export type TrafficPackage = z.infer<typeof trafficPackage>;

export const buyTrafficPackageData = z.object({
  package: trafficPackage,
  /** The owner's balance after paying. */
  balance: z.number().int(),
});

export const trafficPackageListBody = pageQuery;

export const trafficStatsBody = z.strictObject({
  /** One of the store's packages: its days; left out: the store's last 30 days. */
  packageId: idField.optional(),
});
export const trafficStatsData = z.object({
  /** UTC days, oldest first, each with the impressions counted that day. */
  days: z.array(z.object({ day: z.string(), impressions: z.number().int() })),
  total: z.number().int(),
});
export type TrafficStatsData = z.infer<typeof trafficStatsData>;

// ---------- the console: the plan catalogue ----------

/** One language's name and description of a plan; both empty: not translated yet. */
export const trafficPlanText = translatedText({
  titleMax: TRAFFIC_NAME_MAX,
  bodyMax: TRAFFIC_DESCRIPTION_MAX,
});
export const trafficPlanTranslations = z.partialRecord(
  z.enum(
    TRANSLATION_LOCALES as [(typeof TRANSLATION_LOCALES)[number], ...(typeof TRANSLATION_LOCALES)[number][]],
    {
      error: 'validation.invalidOption',
    },
  ),
  trafficPlanText,
);
export type TrafficPlanTranslations = z.output<typeof trafficPlanTranslations>;

export const adminTrafficPlan = z.object({
  id: z.number().int(),
  /** English name and description; `translations` the other 19 languages (title = name, body = description). */
  name: z.string(),
  description: z.string(),
  translations: z.partialRecord(z.enum(LOCALES), z.object({ title: z.string(), body: z.string() })),
  price: z.number().int(),
  unit: z.enum(TRAFFIC_UNITS),
  count: z.number().int(),
  days: z.number().int(),
  active: z.boolean(),
  sort: z.number().int(),
  /** Packages bought of this plan so far, and what they paid together. */
  sold: z.number().int(),
  revenue: z.number().int(),
  updatedAt: z.string(),
});
export type AdminTrafficPlan = z.infer<typeof adminTrafficPlan>;
export const adminTrafficPlanListData = z.object({ list: z.array(adminTrafficPlan) });

export const saveTrafficPlanBody = z.strictObject({
  id: idField.optional(),
  name: text(TRAFFIC_NAME_MAX, 'validation.nameRequired'),
  description: text(TRAFFIC_DESCRIPTION_MAX, 'validation.contentRequired'),
  /** Left out on a change, the stored translations stay. */
  translations: trafficPlanTranslations.optional(),
  price: intField
    .min(1, { error: 'validation.amountPositive' })
    .max(TRAFFIC_PRICE_MAX, { error: 'validation.amountTooLarge' }),
  unit: z.enum(TRAFFIC_UNITS, { error: 'validation.invalidOption' }),
  count: intField.min(1).max(TRAFFIC_COUNT_MAX),
  active: flag,
  sort: sortField.default(0),
  reason: text(200, 'validation.reasonRequired'),
});
export type SaveTrafficPlanBody = z.input<typeof saveTrafficPlanBody>;
