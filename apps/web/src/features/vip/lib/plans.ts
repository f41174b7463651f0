import type { VipPlan } from '@app/contract';

/** An average calendar month, in days (365 / 12). */
const MONTH_DAYS = 365 / 12;

/** How many months a plan covers, rounded to whole months (30 days → 1, 90 → 3, 365 → 12). */
export function planMonths(days: number): number {
  return Math.max(1, Math.round(days / MONTH_DAYS));
}

/** The plan's price per month in minor units, rounded to the cent (year 7999 → 667). */
export function pricePerMonth(plan: Pick<VipPlan, 'price' | 'days'>): number {
  return Math.round(plan.price / planMonths(plan.days));
}

/**
 * The plan with the lowest price per month, for the "Best value" tag: none when there is nothing to
 * compare (fewer than two plans, or every plan costs the same per month). On a tie the longer plan wins.
 */
export function bestValuePlanId(plans: readonly VipPlan[]): number | null {
  if (plans.length < 2) return null;
  const rates = plans.map(pricePerMonth);
  const lowest = Math.min(...rates);
  if (rates.every((r) => r === lowest)) return null;
  let best: VipPlan | null = null;
  plans.forEach((plan, i) => {
    if (rates[i] === lowest && (best === null || plan.days > best.days)) best = plan;
  });
  return (best as VipPlan | null)?.id ?? null;
}

/** A date of the membership (its end) in the user's language, e.g. "May 4, 2026". */
export function formatVipDate(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
}

/**
 * The whole percent a sale in force takes off (0 without one), rounded down like the server's
 * `percentOff`, so the page never claims more than is taken off.
 */
export function salePercent(plan: Pick<VipPlan, 'price' | 'listPrice' | 'saleEndsAt'>): number {
  if (!plan.saleEndsAt || plan.listPrice <= plan.price || plan.listPrice <= 0) return 0;
  return Math.floor(((plan.listPrice - plan.price) * 100) / plan.listPrice);
}
