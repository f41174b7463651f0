import { describe, expect, it } from 'vitest';
import { percentOff, planPriceAt } from './drama.rules.js';

const start = Date.parse('2026-12-01T00:00:00Z');
const end = Date.parse('2026-12-08T00:00:00Z');
const plan = {
  price: 2_499,
  discountPrice: 1_749,
  discountStartsAt: new Date(start),
  discountEndsAt: new Date(end),
};

describe('a VIP plan’s price in force', () => {
  it('is the sale price from the first millisecond of the window to the last', () => {
    expect(planPriceAt(plan, start)).toEqual({ price: 1_749, listPrice: 2_499, saleEndsAt: new Date(end) });
    expect(planPriceAt(plan, end - 1).price).toBe(1_749);
  });

  it('is the list price just before the start and from the end on', () => {
    expect(planPriceAt(plan, start - 1)).toEqual({ price: 2_499, listPrice: 2_499, saleEndsAt: null });
    expect(planPriceAt(plan, end).price).toBe(2_499);
  });

  it('ignores a partial sale or one not below the list price', () => {
    expect(planPriceAt({ ...plan, discountEndsAt: null }, start).price).toBe(2_499);
    expect(planPriceAt({ ...plan, discountPrice: 2_499 }, start).price).toBe(2_499);
    expect(planPriceAt({ ...plan, discountPrice: 0 }, start).price).toBe(2_499);
  });

  it('claims a whole percent, never more than it takes off', () => {
    expect(percentOff(2_499, 1_749)).toBe(30);
    expect(percentOff(999, 700)).toBe(29);
    expect(percentOff(2_499, 2_499)).toBe(0);
  });
});
