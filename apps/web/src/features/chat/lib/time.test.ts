import { describe, expect, it } from 'vitest';
import { daysBetween, formatListTime, formatSeparator, withTimeSeparators } from './time';

// Local times: the helpers work in the reader's time zone.
const at = (day: number, hour: number, minute = 0) => new Date(2026, 2, day, hour, minute);
const now = at(20, 15, 30);

describe('daysBetween', () => {
  it('counts calendar days, not 24-hour spans', () => {
    expect(daysBetween(at(19, 23, 59), at(20, 0, 1))).toBe(1);
    expect(daysBetween(at(20, 0, 0), at(20, 23, 59))).toBe(0);
  });
});

describe('formatListTime', () => {
  it('shows the clock for today', () => {
    expect(formatListTime(at(20, 9, 5).toISOString(), now, 'en')).toBe('09:05');
  });

  it('shows the day for earlier this year', () => {
    expect(formatListTime(at(3, 9).toISOString(), now, 'en')).toBe('Mar 3');
  });

  it('shows a full short date for another year', () => {
    expect(formatListTime(new Date(2025, 11, 24, 8).toISOString(), now, 'en')).toBe('12/24/25');
  });

  it('is empty for a broken date', () => {
    expect(formatListTime('nope', now, 'en')).toBe('');
  });
});

describe('formatSeparator', () => {
  it('names today, yesterday and the weekday', () => {
    expect(formatSeparator(at(20, 14, 2).toISOString(), now, 'en', 'Yesterday')).toBe('14:02');
    expect(formatSeparator(at(19, 8, 0).toISOString(), now, 'en', 'Yesterday')).toBe('Yesterday 08:00');
    expect(formatSeparator(at(16, 8, 0).toISOString(), now, 'en', 'Yesterday')).toBe('Monday 08:00');
  });

  it('gives the date for older messages', () => {
    expect(formatSeparator(at(2, 18, 45).toISOString(), now, 'en', 'Yesterday')).toBe('Mar 2, 18:45');
  });
});

describe('withTimeSeparators', () => {
  const item = (d: Date, id: number) => ({ id, createdAt: d.toISOString() });
  const shape = (items: ReturnType<typeof item>[]) =>
    withTimeSeparators(items).map((e) => (e.kind === 'separator' ? '|' : String(e.item.id)));

  it('opens with a separator and adds one after a pause longer than five minutes', () => {
    expect(
      shape([
        item(at(20, 10, 0), 1),
        item(at(20, 10, 4), 2),
        item(at(20, 10, 9), 3),
        item(at(20, 10, 20), 4),
      ]),
    ).toEqual(['|', '1', '2', '3', '|', '4']);
  });

  it('adds one when the day changes even within five minutes', () => {
    expect(shape([item(at(19, 23, 58), 1), item(at(20, 0, 1), 2)])).toEqual(['|', '1', '|', '2']);
  });

  it('is empty for no messages', () => {
    expect(withTimeSeparators([])).toEqual([]);
  });
});
