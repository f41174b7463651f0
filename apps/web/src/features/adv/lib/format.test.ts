import { describe, expect, it } from 'vitest';
import { formatLeft, lastDay } from './format';

describe('ad placement periods and countdowns', () => {
  it('a period of whole days ends on its last day, across months and leap days', () => {
    expect(lastDay('2026-11-29', 5)).toBe('2026-12-03');
    expect(lastDay('2028-02-27', 3)).toBe('2028-02-29');
    expect(lastDay('2026-12-31', 1)).toBe('2026-12-31');
  });

  it('a countdown shows days and hours, then hours and minutes, then minutes and seconds; never below zero', () => {
    const now = Date.parse('2026-11-27T00:00:00Z');
    expect(formatLeft('2026-11-28T10:30:00Z', now, 'en')).toBe('1d 10h');
    expect(formatLeft('2026-11-27T23:28:00Z', now, 'en')).toBe('23h 28m');
    expect(formatLeft('2026-11-27T00:04:09Z', now, 'en')).toBe('4m 9s');
    expect(formatLeft('2026-11-26T00:00:00Z', now, 'en')).toBe('0m 0s');
  });
});
