import { useEffect, useState } from 'react';

/**
 * Counts, moments and countdowns as the viewer's language writes them, for the screens that show a
 * deadline ticking (group deals, copyright-share rushes, campaigns).
 */

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

export function formatCount(n: number, locale: string): string {
  return new Intl.NumberFormat(locale).format(n);
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
