import {
  addDays,
  formatMoney,
  lateFeeCap,
  loanInterest,
  parseAmount,
  type LateFeeRule,
  type LoanProduct,
} from '@app/contract';

/** A rate in basis points as the language writes a percentage, up to two decimals (625 → "6.25%"). */
export function formatRate(bp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/** A loan's calendar day (YYYY-MM-DD in the loans' time zone) as a date, never converted. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A moment (an application, a record) as the viewer reads it. */
export function formatMoment(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The late fee rule as a sentence of the `loan` namespace: its key and the values it takes. */
export function lateFeeWords(
  rule: LateFeeRule,
  locale: string,
): { key: 'lateFee.percent' | 'lateFee.flat'; values: { fee: string; cap: string } } {
  const cap = formatRate(rule.capBp, locale);
  return rule.kind === 'percent'
    ? { key: 'lateFee.percent', values: { fee: formatRate(rule.value, locale), cap } }
    : { key: 'lateFee.flat', values: { fee: formatMoney(rule.value, locale), cap } };
}

/** What the apply page shows before the tick, from the contract's own arithmetic. */
export interface LoanCost {
  amount: number;
  termDays: number;
  annualRateBp: number;
  interest: number;
  total: number;
  /** The due date if approved today. */
  dueDay: string;
  /** The most the late fees of this loan can add up to. */
  lateFeeCap: number;
}

/**
 * The cost of `amountText` over `termDays` with a product, or null while the amount is not a valid
 * amount within the product's range or the term is not one of its choices.
 */
export function loanCost(
  product: Pick<LoanProduct, 'annualRateBp' | 'termDays' | 'minAmount' | 'maxAmount' | 'lateFee'>,
  amountText: string,
  termDays: number | undefined,
  today: string,
): LoanCost | null {
  const parsed = parseAmount(amountText);
  if ('error' in parsed || termDays === undefined || !product.termDays.includes(termDays)) return null;
  const amount = parsed.minor;
  if (amount < product.minAmount || amount > product.maxAmount) return null;
  const interest = loanInterest(amount, product.annualRateBp, termDays);
  return {
    amount,
    termDays,
    annualRateBp: product.annualRateBp,
    interest,
    total: amount + interest,
    dueDay: addDays(today, termDays),
    lateFeeCap: lateFeeCap(amount, product.lateFee.capBp),
  };
}

/** Whether a typed amount is a valid amount outside the product's range (the form's own message). */
export function outOfRange(
  product: Pick<LoanProduct, 'minAmount' | 'maxAmount'>,
  amountText: string,
): boolean {
  const parsed = parseAmount(amountText);
  return 'minor' in parsed && (parsed.minor < product.minAmount || parsed.minor > product.maxAmount);
}
