/**
 * The arithmetic of merchant loans (issue 16, decision 51), shared by the server, which records it,
 * and the clients, which show it before the applicant agrees: one function, so the page and the
 * books cannot disagree by a cent. Amounts are integers of wallet minor units; no floating point.
 */

/** Spec §9: interest = amount × annual rate × days ÷ 365 — 365 in every year, leap years too. */
export const DAYS_IN_YEAR = 365;
const BP = 10_000n;

/** n ÷ d rounded half up (d > 0, n ≥ 0), exactly. */
function divHalfUp(n: bigint, d: bigint): number {
  return Number((2n * n + d) / (2n * d));
}

/**
 * Interest of `amount` at `annualRateBp` (625 = 6.25 % a year) for `days`, to the minor unit,
 * rounded half up: amount × rate × days ÷ 365.
 */
export function loanInterest(amount: number, annualRateBp: number, days: number): number {
  if (amount <= 0 || annualRateBp <= 0 || days <= 0) return 0;
  return divHalfUp(BigInt(amount) * BigInt(annualRateBp) * BigInt(days), BP * BigInt(DAYS_IN_YEAR));
}

export type LateFeeKind = 'flat' | 'percent';
/** A late fee rule: per overdue day, a flat amount or a percentage of the overdue amount; capped in total. */
export interface LateFeeRule {
  kind: LateFeeKind;
  /** flat: minor units per overdue day; percent: basis points of the overdue amount per day (5 = 0.05 %). */
  value: number;
  /** All late fees of a loan together are at most this share of its amount (basis points). */
  capBp: number;
}

/** The most a loan's late fees add up to. */
export function lateFeeCap(amount: number, capBp: number): number {
  return divHalfUp(BigInt(amount) * BigInt(capBp), BP);
}

/**
 * One overdue day's late fee: the rule applied to the overdue amount (principal and interest still
 * owed; never fees on fees), within what the cap leaves after the fees already charged.
 */
export function lateFeeOfDay(
  rule: LateFeeRule,
  overdue: number,
  loanAmount: number,
  feesCharged: number,
): number {
  if (overdue <= 0) return 0;
  const fee = rule.kind === 'flat' ? rule.value : divHalfUp(BigInt(overdue) * BigInt(rule.value), BP);
  return Math.max(0, Math.min(fee, lateFeeCap(loanAmount, rule.capBp) - feesCharged));
}

export interface LoanBuckets {
  fees: number;
  interest: number;
  principal: number;
}

/** The order a repayment is spent in (decision 51): late fees, then interest, then principal. */
export const ALLOCATION_ORDER = ['fees', 'interest', 'principal'] as const;

/** How `amount` repays what is outstanding, in the allocation order; never more than is owed. */
export function allocateRepayment(amount: number, outstanding: LoanBuckets): LoanBuckets {
  let left = amount;
  const out = { fees: 0, interest: 0, principal: 0 };
  for (const bucket of ALLOCATION_ORDER) {
    const part = Math.min(left, Math.max(0, outstanding[bucket]));
    out[bucket] = part;
    left -= part;
  }
  return out;
}

/** What a loan's records add up to: charged and paid per bucket, and what is left. */
export interface LoanTotals {
  amount: number;
  /** The term's interest as agreed (spec formula over the term). */
  interest: number;
  /** Interest given up by an accepted early repayment (decision 51). */
  interestWaived: number;
  feesCharged: number;
  paid: LoanBuckets;
}

export function loanOutstanding(t: LoanTotals): LoanBuckets & { total: number } {
  const fees = t.feesCharged - t.paid.fees;
  const interest = t.interest - t.interestWaived - t.paid.interest;
  const principal = t.amount - t.paid.principal;
  return { fees, interest, principal, total: fees + interest + principal };
}

/** Whole days from `from` to `to` (dates as YYYY-MM-DD; calendar days, no time zone involved). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The date `days` after `day` (YYYY-MM-DD). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * An early repayment's payoff on `today` (decision 51): interest only for the days elapsed since
 * the loan started (at least one, at most the term; after the due date the whole term's), plus the
 * principal and fees still owed, less what was paid. `overpaid` is what was already paid beyond
 * that (partial repayments spent on interest that is now not owed): it is returned, never kept.
 */
export function earlyPayoff(
  t: LoanTotals & { annualRateBp: number; termDays: number; startDay: string; dueDay: string },
  today: string,
): { days: number; interest: number; waived: number; amount: number; overpaid: number } {
  const overdue = today > t.dueDay;
  const days = overdue ? t.termDays : Math.min(t.termDays, Math.max(1, daysBetween(t.startDay, today)));
  const interest = overdue ? t.interest - t.interestWaived : loanInterest(t.amount, t.annualRateBp, days);
  const waived = Math.max(0, t.interest - t.interestWaived - interest);
  const owed = t.amount + interest + t.feesCharged - (t.paid.fees + t.paid.interest + t.paid.principal);
  return { days, interest, waived, amount: Math.max(0, owed), overpaid: Math.max(0, -owed) };
}
