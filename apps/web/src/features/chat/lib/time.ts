/** Messages further apart than this get a time separator between them. */
export const SEPARATOR_GAP_MS = 5 * 60_000;

const DAY_MS = 24 * 60 * 60_000;

function startOfDay(d: Date): number {
  return new Date(d.getFullYear(), d.getMonth(), d.getDate()).getTime();
}

/** Whole calendar days between the two dates in local time (0 = same day, 1 = yesterday). */
export function daysBetween(earlier: Date, later: Date): number {
  return Math.round((startOfDay(later) - startOfDay(earlier)) / DAY_MS);
}

function clock(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    date,
  );
}

/** Message center: today "HH:mm", this year "Mar 5", before that a short date. */
export function formatListTime(iso: string, now: Date, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  if (daysBetween(date, now) === 0) return clock(date, locale);
  if (date.getFullYear() === now.getFullYear()) {
    return new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric' }).format(date);
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'short' }).format(date);
}

/** The clock time under a run of bubbles. */
export function formatClock(iso: string, locale: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : clock(date, locale);
}

/**
 * A separator in the conversation: today "HH:mm", yesterday "<yesterday> HH:mm", within a week
 * "Monday HH:mm", otherwise the date and time.
 */
export function formatSeparator(iso: string, now: Date, locale: string, yesterday: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const days = daysBetween(date, now);
  const time = clock(date, locale);
  if (days <= 0) return time;
  if (days === 1) return `${yesterday} ${time}`;
  if (days < 7) return `${new Intl.DateTimeFormat(locale, { weekday: 'long' }).format(date)} ${time}`;
  const sameYear = date.getFullYear() === now.getFullYear();
  return new Intl.DateTimeFormat(locale, {
    year: sameYear ? undefined : 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(date);
}

export type TimelineEntry<T> = { kind: 'separator'; at: string } | { kind: 'item'; item: T };

/**
 * The items with a separator before the first one and wherever the gap to the previous one is
 * longer than `gapMs` or the day changes.
 */
export function withTimeSeparators<T extends { createdAt: string }>(
  items: readonly T[],
  gapMs = SEPARATOR_GAP_MS,
): TimelineEntry<T>[] {
  const out: TimelineEntry<T>[] = [];
  let previous: Date | null = null;
  for (const item of items) {
    const at = new Date(item.createdAt);
    if (!previous || at.getTime() - previous.getTime() > gapMs || daysBetween(previous, at) !== 0) {
      out.push({ kind: 'separator', at: item.createdAt });
    }
    out.push({ kind: 'item', item });
    previous = at;
  }
  return out;
}
