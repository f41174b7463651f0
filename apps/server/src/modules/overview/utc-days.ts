const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a moment's UTC day. */
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/**
 * The last `count` UTC days up to `now`'s, oldest first, and the moment the first one starts:
 * the days every figure of the overviews is counted in (decision 0021).
 */
export function lastUtcDays(count: number, now = new Date()): { from: Date; days: string[] } {
  const todayStart = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const from = new Date(todayStart - (count - 1) * DAY_MS);
  return {
    from,
    days: Array.from({ length: count }, (_, i) => utcDay(new Date(from.getTime() + i * DAY_MS))),
  };
}
