import { describe, expect, it } from 'vitest';
import { previousMonth, settlementDayBounds, settlementDayOf, shiftSettlementDay } from './settlement-day.js';

describe('settlement days in a stated time zone', () => {
  it('a day in UTC is 24 hours from midnight', () => {
    expect(settlementDayBounds('2026-11-26', 'UTC')).toEqual({
      start: new Date('2026-11-26T00:00:00Z'),
      end: new Date('2026-11-27T00:00:00Z'),
    });
    expect(settlementDayOf(new Date('2026-11-26T23:59:59.999Z'), 'UTC')).toBe('2026-11-26');
    expect(settlementDayOf(new Date('2026-11-27T00:00:00Z'), 'UTC')).toBe('2026-11-27');
  });

  it('midnight in Singapore is 16:00 UTC of the day before', () => {
    expect(settlementDayBounds('2026-11-26', 'Asia/Singapore').start).toEqual(
      new Date('2026-11-25T16:00:00Z'),
    );
    expect(settlementDayOf(new Date('2026-11-25T16:00:00Z'), 'Asia/Singapore')).toBe('2026-11-26');
    expect(settlementDayOf(new Date('2026-11-25T15:59:59Z'), 'Asia/Singapore')).toBe('2026-11-25');
  });

  it('a day when the clocks go back lasts 25 hours', () => {
    const { start, end } = settlementDayBounds('2026-10-25', 'Europe/Berlin');
    expect(start).toEqual(new Date('2026-10-24T22:00:00Z'));
    expect(end.getTime() - start.getTime()).toBe(25 * 3_600_000);
  });

  it('shifts across months and years', () => {
    expect(shiftSettlementDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftSettlementDay('2028-03-01', -1)).toBe('2028-02-29');
  });

  it('the month before a day, across a year', () => {
    expect(previousMonth('2026-11-27')).toEqual({ from: '2026-10-01', to: '2026-10-31' });
    expect(previousMonth('2027-01-05')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(previousMonth('2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});
