import { describe, expect, it } from 'vitest';
import { bpToPercent, formatRate, lateFeeWords, percentToBp, termDaysOf } from './terms';

describe('loan terms in the console', () => {
  it('turns the percentage typed into basis points and back, to the hundredth', () => {
    expect(percentToBp(6.25)).toBe(625);
    expect(percentToBp(0.29)).toBe(29);
    expect(percentToBp(12)).toBe(1200);
    expect(percentToBp(0.05)).toBe(5);
    expect(percentToBp(null)).toBeNull();
    expect(bpToPercent(625)).toBe(6.25);
    expect(bpToPercent(5)).toBe(0.05);
    expect(percentToBp(bpToPercent(1234))).toBe(1234);
  });

  it('shows a rate with up to two decimals in the language', () => {
    expect(formatRate(625, 'en')).toBe('6.25%');
    expect(formatRate(1200, 'en')).toBe('12%');
    expect(formatRate(5, 'en')).toBe('0.05%');
    expect(formatRate(625, 'de')).toMatch(/^6,25\s?%$/);
  });

  it('says the late fee rule in words: flat per day or a share of the overdue amount, capped', () => {
    expect(lateFeeWords({ kind: 'flat', value: 500, capBp: 1000 })).toEqual({
      key: 'console.lateFee.flat',
      amount: 500,
      capBp: 1000,
    });
    expect(lateFeeWords({ kind: 'percent', value: 5, capBp: 2000 })).toEqual({
      key: 'console.lateFee.percent',
      rateBp: 5,
      capBp: 2000,
    });
    // A rule that can charge nothing says so rather than showing a rate.
    expect(lateFeeWords({ kind: 'percent', value: 5, capBp: 0 })).toEqual({ key: 'console.lateFee.none' });
    expect(lateFeeWords({ kind: 'flat', value: 0, capBp: 1000 })).toEqual({ key: 'console.lateFee.none' });
  });

  it('reads the term choices typed as whole days, sorted, once each', () => {
    expect(termDaysOf(['90', 30, ' 180 ', '30', 'x', '1.5', '0'])).toEqual([30, 90, 180]);
  });
});
