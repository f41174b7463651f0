import { describe, expect, it } from 'vitest';
import type { VipPlan } from '@app/contract';
import { bestValuePlanId, formatVipDate, planMonths, pricePerMonth, salePercent } from './plans';

const plans: VipPlan[] = [
  { id: 1, period: 'month', days: 30, price: 999, listPrice: 999, saleEndsAt: null },
  { id: 2, period: 'quarter', days: 90, price: 2_499, listPrice: 2_499, saleEndsAt: null },
  { id: 3, period: 'year', days: 365, price: 7_999, listPrice: 7_999, saleEndsAt: null },
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
        { id: 1, period: 'month', days: 30, price: 500, listPrice: 500, saleEndsAt: null },
        { id: 2, period: 'quarter', days: 90, price: 1_200, listPrice: 1_200, saleEndsAt: null },
        { id: 3, period: 'year', days: 365, price: 4_800, listPrice: 4_800, saleEndsAt: null },
      ]),
    ).toBe(3);
    expect(
      bestValuePlanId([{ id: 1, period: 'month', days: 30, price: 500, listPrice: 500, saleEndsAt: null }]),
    ).toBeNull();
    expect(
      bestValuePlanId([
        { id: 1, period: 'month', days: 30, price: 500, listPrice: 500, saleEndsAt: null },
        { id: 2, period: 'quarter', days: 90, price: 1_500, listPrice: 1_500, saleEndsAt: null },
      ]),
    ).toBeNull();
  });

  it('formats the end date in the language', () => {
    expect(formatVipDate('2026-05-04T10:00:00.000Z', 'en')).toBe('May 4, 2026');
    expect(formatVipDate('not a date', 'en')).toBe('');
  });

  it('shows a sale’s whole percent off, never more than it takes off, and none without a sale', () => {
    const end = '2026-12-08T00:00:00.000Z';
    expect(salePercent({ price: 1_749, listPrice: 2_499, saleEndsAt: end })).toBe(30);
    expect(salePercent({ price: 700, listPrice: 999, saleEndsAt: end })).toBe(29);
    expect(salePercent({ price: 2_499, listPrice: 2_499, saleEndsAt: null })).toBe(0);
  });
});
