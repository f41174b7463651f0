/** A rate in basis points as a percentage in the reader's language ("4 %", "٤٪"). */
export function percentOf(bps: number, locale: string) {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}

export function dateOf(iso: string, locale: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));
}

/** A link the server gave as a path becomes one on this site. */
export function absolute(link: string) {
  return link.startsWith('/') ? `${window.location.origin}${link}` : link;
}
