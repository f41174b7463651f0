import { describe, expect, it } from 'vitest';
import type { VipPlan } from '@app/contract';
import { bestValuePlanId, formatVipDate, planMonths, pricePerMonth } from './plans';

const plans: VipPlan[] = [
  { id: 1, period: 'month', days: 30, price: 999 },
  { id: 2, period: 'quarter', days: 90, price: 2_499 },
  { id: 3, period: 'year', days: 365, price: 7_999 },
];

describe('VIP plans', () => {
  it('counts whole months from the days', () => {
    expect(planMonths(30)).toBe(1);
    expect(planMonths(31)).toBe(1);
    expect(planMonths(90)).toBe(3);
    expect(planMonths(365)).toBe(12);
    expect(planMonths(3)).toBe(1);
  });

  it('computes the price per month to the cent', () => {
    expect(pricePerMonth(plans[0]!)).toBe(999);
    expect(pricePerMonth(plans[1]!)).toBe(833);
    expect(pricePerMonth(plans[2]!)).toBe(667);
  });

  it('tags the lowest price per month, the longer plan on a tie', () => {
    expect(bestValuePlanId(plans)).toBe(3);
    expect(
      bestValuePlanId([
        { id: 1, period: 'month', days: 30, price: 500 },
        { id: 2, period: 'quarter', days: 90, price: 1_200 },
        { id: 3, period: 'year', days: 365, price: 4_800 },
      ]),
    ).toBe(3);
    expect(bestValuePlanId([{ id: 1, period: 'month', days: 30, price: 500 }])).toBeNull();
    expect(
      bestValuePlanId([
        { id: 1, period: 'month', days: 30, price: 500 },
        { id: 2, period: 'quarter', days: 90, price: 1_500 },
      ]),
    ).toBeNull();
  });

  it('formats the end date in the language', () => {
    expect(formatVipDate('2026-05-04T10:00:00.000Z', 'en')).toBe('May 4, 2026');
    expect(formatVipDate('not a date', 'en')).toBe('');
  });
});
