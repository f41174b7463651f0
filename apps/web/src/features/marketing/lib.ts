/** Basis points as a percent for people ("5%", "12.5%") in their language. */
export function percentOf(bps: number, locale: string) {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}

/** A whole number in the reader's language. */
export function countOf(n: number, locale: string) {
  return new Intl.NumberFormat(locale).format(n);
}

/** A day as the reader writes it. */
export function dayOf(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}
