import { useEffect, useState } from 'react';

/** A share in basis points as the language writes a percentage (2,000 → "20%", 1,250 → "12.5%"). */
export function formatShare(bp: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bp / 10_000);
}

export function formatCount(n: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(n);
}

function unit(count: number, u: 'day' | 'hour' | 'minute' | 'second', locale: string) {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: u, unitDisplay: 'short' }).format(count);
}

/** Time left until a moment: "2 days 3 hr", "3 hr 20 min", "4 min 10 sec". */
export function formatLeft(ms: number, locale: string): string {
  const s = Math.max(0, Math.floor(ms / 1000));
  const d = Math.floor(s / 86_400);
  const h = Math.floor((s % 86_400) / 3_600);
  const m = Math.floor((s % 3_600) / 60);
  const parts =
    d > 0
      ? [unit(d, 'day', locale), unit(h, 'hour', locale)]
      : h > 0
        ? [unit(h, 'hour', locale), unit(m, 'minute', locale)]
        : [unit(m, 'minute', locale), unit(s % 60, 'second', locale)];
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(parts);
}

/** A moment as the viewer reads it. */
export function formatMoment(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
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

/** The time now, ticking every second while a countdown is on screen. */
export function useNow(tickMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(id);
  }, [tickMs]);
  return now;
}
