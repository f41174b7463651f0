/** A whole number of points in the reader's digits grouping (kept left-to-right by its caller). */
export function formatPoints(points: number, locale: string) {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(points);
}
