/** A settlement day (`YYYY-MM-DD`) as a short date in the reader's language. */
export function formatDay(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** The last day of a period of `days` days from `firstDay`. */
export function lastDay(firstDay: string, days: number): string {
  const d = new Date(`${firstDay}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days - 1);
  return d.toISOString().slice(0, 10);
}

/** A moment as the reader reads it: date and time in their language and time zone. */
export function formatMoment(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** A moment in short: "Nov 28, 12:00". */
export function formatShortMoment(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** What is left until `iso`: "2 d 3 h", "4 h 5 min", "3 min" (the language's own unit words). */
export function formatLeft(iso: string, now: number, locale: string): string {
  const seconds = Math.max(0, Math.floor((Date.parse(iso) - now) / 1000));
  const unit = (n: number, u: 'day' | 'hour' | 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'narrow' }).format(n);
  const d = Math.floor(seconds / 86_400);
  const h = Math.floor((seconds % 86_400) / 3_600);
  const m = Math.floor((seconds % 3_600) / 60);
  const s = seconds % 60;
  const parts =
    d > 0
      ? [unit(d, 'day'), unit(h, 'hour')]
      : h > 0
        ? [unit(h, 'hour'), unit(m, 'minute')]
        : [unit(m, 'minute'), unit(s, 'second')];
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(parts);
}

/** Opens an ad's link: an app path in the app, an https address in a new tab. */
export function openLink(link: string, navigate: (to: string) => void) {
  if (link.startsWith('/')) navigate(link);
  else if (link.startsWith('https://')) window.open(link, '_blank', 'noopener');
}
