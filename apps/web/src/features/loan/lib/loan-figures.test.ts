import { describe, expect, it } from 'vitest';
import { loanInterest } from '@app/contract';
import { formatDay, formatRate, lateFeeWords, loanCost, outOfRange } from './loan-figures';

const product = {
  annualRateBp: 625,
  termDays: [30, 90, 180],
  minAmount: 50_000,
  maxAmount: 50_000_000,
  lateFee: { kind: 'percent' as const, value: 5, capBp: 1_000 },
};

describe('the loan figures the apply page shows', () => {
  it('writes rates as percentages with up to two decimals', () => {
    expect(formatRate(625, 'en')).toBe('6.25%');
    expect(formatRate(5, 'en')).toBe('0.05%');
    expect(formatRate(1_000, 'en')).toBe('10%');
    expect(formatRate(1_250, 'de')).toMatch(/^12,5\s?%$/);
  });

  it('shows a loan day as that calendar date whatever the viewer’s zone', () => {
    expect(formatDay('2026-03-01', 'en')).toBe('Mar 1, 2026');
  });

  it('words the late fee rule by its kind', () => {
    expect(lateFeeWords(product.lateFee, 'en')).toEqual({
      key: 'lateFee.percent',
      values: { fee: '0.05%', cap: '10%' },
    });
    expect(lateFeeWords({ kind: 'flat', value: 500, capBp: 500 }, 'en')).toEqual({
      key: 'lateFee.flat',
      values: { fee: '$5.00', cap: '5%' },
    });
  });

  it('computes the cost with the contract’s interest, to the cent, and the due date from today', () => {
    const cost = loanCost(product, '10000', 90, '2026-11-27');
    expect(cost).toEqual({
      amount: 1_000_000,
      termDays: 90,
      annualRateBp: 625,
      interest: loanInterest(1_000_000, 625, 90),
      total: 1_000_000 + loanInterest(1_000_000, 625, 90),
      dueDay: '2027-02-25',
      lateFeeCap: 100_000,
    });
    // 10,000.00 × 6.25 % × 90 ÷ 365 = 154.109… → 154.11
    expect(cost?.interest).toBe(15_411);
  });

  it('shows no cost until the amount is valid, within range, and a term of the product is chosen', () => {
    expect(loanCost(product, '', 90, '2026-11-27')).toBeNull();
    expect(loanCost(product, '12.345', 90, '2026-11-27')).toBeNull();
    expect(loanCost(product, '499.99', 90, '2026-11-27')).toBeNull();
    expect(loanCost(product, '10000', undefined, '2026-11-27')).toBeNull();
    expect(loanCost(product, '10000', 60, '2026-11-27')).toBeNull();
    expect(outOfRange(product, '499.99')).toBe(true);
    expect(outOfRange(product, '500000.01')).toBe(true);
    expect(outOfRange(product, '500')).toBe(false);
    expect(outOfRange(product, 'abc')).toBe(false);
  });
});
