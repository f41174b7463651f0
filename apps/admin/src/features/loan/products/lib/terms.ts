import type { LateFeeRule } from '@app/contract';

/**
 * The console's loan terms in words and numbers: rates are basis points in the contract
 * (625 = 6.25 %) and percentages with two decimals on the page.
 */

/** A percentage typed (6.25) as basis points (625); null when nothing is typed. */
export function percentToBp(percent: number | null | undefined): number | null {
  if (percent === null || percent === undefined || !Number.isFinite(percent)) return null;
  return Math.round(percent * 100);
}

/** Basis points (625) as the percentage a person types (6.25). */
export function bpToPercent(bp: number): number {
  return bp / 100;
}

/** Basis points as a percentage in the language's conventions, with up to two decimals ("6.25%"). */
export function formatRate(bp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/** The late fee sentence's key and what goes into it (amounts in minor units, rates in basis points). */
export type LateFeeWords =
  | { key: 'console.lateFee.none' }
  | { key: 'console.lateFee.flat'; amount: number; capBp: number }
  | { key: 'console.lateFee.percent'; rateBp: number; capBp: number };

/**
 * How a late fee rule reads: per overdue day a flat amount or a share of the overdue amount, all
 * fees of a loan together at most the cap's share of its amount. A rule that can charge nothing (a
 * zero value or a zero cap) says so.
 */
export function lateFeeWords(rule: LateFeeRule): LateFeeWords {
  if (rule.value <= 0 || rule.capBp <= 0) return { key: 'console.lateFee.none' };
  return rule.kind === 'flat'
    ? { key: 'console.lateFee.flat', amount: rule.value, capBp: rule.capBp }
    : { key: 'console.lateFee.percent', rateBp: rule.value, capBp: rule.capBp };
}

/** Term choices typed as tags ("90", " 30 ") as sorted whole days; what is not a whole number is left out. */
export function termDaysOf(values: readonly (string | number)[]): number[] {
  const days = values
    .map((v) => (typeof v === 'number' ? v : Number(String(v).trim())))
    .filter((n) => Number.isInteger(n) && n > 0);
  return [...new Set(days)].sort((a, b) => a - b);
}
