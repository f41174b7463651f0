import { shiftSettlementDay } from '#server/lib/settlement-day.js';

/**
 * How a placement's price is recognised as its drama's revenue (decision 49): day by day as it is
 * delivered, floor(price / days) per day and the remainder on the last day, so the days sum exactly
 * to the price.
 */
export function dayPart(price: number, days: number, index: number): number {
  if (index < 0 || index >= days) return 0;
  const base = Math.floor(price / days);
  return index === days - 1 ? price - base * (days - 1) : base;
}

/** The settlement days of a period, first to last. */
export function periodDays(firstDay: string, days: number): string[] {
  return Array.from({ length: days }, (_, i) => shiftSettlementDay(firstDay, i));
}

/** The index of `day` in a period starting `firstDay` (negative before it). */
export function dayIndex(firstDay: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / 86_400_000);
}

/**
 * A placement's part recognised on `day`: a running or ended placement every day of its period; a
 * taken-down one only the days delivered before the take-down, and none at all once refunded in full
 * (what was settled before came back out of the drama's revenue).
 */
export function recognisedOn(
  p: {
    status: 'reserved' | 'paid' | 'abandoned' | 'taken_down';
    firstDay: string;
    days: number;
    price: number;
    refundFull: boolean;
    deliveredDays: number | null;
  },
  day: string,
): number {
  const i = dayIndex(p.firstDay, day);
  if (p.status === 'paid') return dayPart(p.price, p.days, i);
  if (p.status !== 'taken_down' || p.refundFull) return 0;
  return i < (p.deliveredDays ?? 0) ? dayPart(p.price, p.days, i) : 0;
}
