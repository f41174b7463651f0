import type { TrafficUnit } from '@app/contract';

/** "1 week", "3 days"…: the language's own unit words and plurals (Intl), no template needed. */
export function formatUnits(count: number, unit: TrafficUnit | 'hour' | 'minute', locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(count);
}

/** What is left of a package: days and hours, hours and minutes, or minutes. */
export function formatRemaining(seconds: number, locale: string): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3_600);
  const minutes = Math.floor((seconds % 3_600) / 60);
  const parts =
    days > 0
      ? [formatUnits(days, 'day', locale), ...(hours > 0 ? [formatUnits(hours, 'hour', locale)] : [])]
      : hours > 0
        ? [
            formatUnits(hours, 'hour', locale),
            ...(minutes > 0 ? [formatUnits(minutes, 'minute', locale)] : []),
          ]
        : [formatUnits(Math.max(minutes, seconds > 0 ? 1 : 0), 'minute', locale)];
  return new Intl.ListFormat(locale, { style: 'narrow', type: 'unit' }).format(parts);
}

/** A moment as the seller reads it: date and time in their language and time zone. */
export function formatMoment(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
