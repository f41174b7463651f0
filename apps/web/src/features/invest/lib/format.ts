// Counts, moments, countdowns and the ticking clock are shared with the other deadline screens.
export { formatCount, formatLeft, formatMoment, useNow } from '#web/lib/time-format';

/** A share in basis points as the language writes a percentage (2,000 → "20%", 1,250 → "12.5%"). */
export function formatShare(bp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

/** A date as the viewer reads it (a deadline). */
export function formatDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** A settlement day (YYYY-MM-DD) in the viewer's language. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
