import {
  PROMOTION_DURATION_DAYS,
  discountedPrice,
  type PromotionDuration,
  type PromotionState,
} from '@app/contract';

const DAY_MS = 86_400_000;

/** A promotion's state at `at`: promoting inside [start, end), scheduled before, ended from its end. */
export function stateAt(p: { startsAt: Date; endsAt: Date }, at: Date): PromotionState {
  if (at < p.startsAt) return 'scheduled';
  return at < p.endsAt ? 'promoting' : 'ended';
}

/** The end of a window of `duration` from `start`: 1, 7 or 30 days of 24 hours. */
export function endAfter(start: Date, duration: PromotionDuration) {
  return new Date(start.getTime() + PROMOTION_DURATION_DAYS[duration] * DAY_MS);
}

/** What products × days cost at the configured points per product and day. */
export function promotionCost(products: number, duration: PromotionDuration, costPerProductDay: number) {
  return products * PROMOTION_DURATION_DAYS[duration] * costPerProductDay;
}

/** A specification's price while a promotion of `percent` runs on it. */
export { discountedPrice };

export const daysMs = (days: number) => days * DAY_MS;
