import { TZDate } from '@date-fns/tz';
import { addDays, format, startOfDay } from 'date-fns';

/**
 * Settlement days of the revenue share (issue 15): a day runs from 00:00 to the next 00:00 in the
 * configured IANA time zone (`REVENUE_SHARE_TZ`), whatever its length (23 or 25 hours across a
 * daylight-saving change). Days are written `YYYY-MM-DD`.
 */
export function settlementDayOf(at: Date, timeZone: string): string {
  return format(new TZDate(at.getTime(), timeZone), 'yyyy-MM-dd');
}

/** The instants a settlement day starts (inclusive) and ends (exclusive). */
export function settlementDayBounds(day: string, timeZone: string): { start: Date; end: Date } {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const local = new TZDate(y, m - 1, d, timeZone);
  const start = startOfDay(local);
  const end = startOfDay(addDays(local, 1));
  return { start: new Date(start.getTime()), end: new Date(end.getTime()) };
}

/** The day `n` days after (or before, when negative) `day`. */
export function shiftSettlementDay(day: string, n: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The calendar month before `day`'s: its first and last settlement days. */
export function previousMonth(day: string): { from: string; to: string } {
  const [y, m] = day.split('-').map(Number) as [number, number];
  const from = m === 1 ? `${y - 1}-12-01` : `${y}-${String(m - 1).padStart(2, '0')}-01`;
  return { from, to: shiftSettlementDay(`${day.slice(0, 7)}-01`, -1) };
}
