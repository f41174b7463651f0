import type { Locale } from '@app/contract';

/** A settlement day (YYYY-MM-DD) as a short date in the reader's language, the calendar day as written. */
export function formatDay(day: string, locale: Locale, long = false): string {
  return new Intl.DateTimeFormat(locale, {
    ...(long ? { year: 'numeric', month: 'long' } : { month: 'short' }),
    day: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** An instant in the reader's language and time zone. */
export function formatMoment(iso: string, locale: Locale, timeZone?: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(iso),
  );
}

/** Basis points as a percentage (2,000 → 20 %). */
export function formatBp(bp: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

export function formatCount(n: number, locale: Locale): string {
  return new Intl.NumberFormat(locale).format(n);
}
