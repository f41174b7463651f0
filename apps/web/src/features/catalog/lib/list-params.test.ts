import { describe, expect, it } from 'vitest';
import { parseSort, priceRange, priceToMinor } from './list-params';

describe('parseSort', () => {
  it('accepts the contract’s sorts and falls back to recommended', () => {
    expect(parseSort('price_desc')).toBe('price_desc');
    expect(parseSort('cheapest')).toBe('recommended');
    expect(parseSort(null)).toBe('recommended');
  });
});

describe('priceToMinor', () => {
  it('converts currency units to cents without floating point errors', () => {
    expect(priceToMinor('12')).toBe(1200);
    expect(priceToMinor('0.29')).toBe(29);
    expect(priceToMinor(' 19.99 ')).toBe(1999);
    expect(priceToMinor('0')).toBe(0);
  });

  it('is undefined when blank and null when not a price', () => {
    expect(priceToMinor('')).toBeUndefined();
    expect(priceToMinor(null)).toBeUndefined();
    expect(priceToMinor('abc')).toBeNull();
    expect(priceToMinor('1.234')).toBeNull();
    expect(priceToMinor('-5')).toBeNull();
  });
});

describe('priceRange', () => {
  it('keeps the bounds that were given', () => {
    expect(priceRange('10', '')).toEqual({ minPrice: 1000 });
    expect(priceRange('', '25.5')).toEqual({ maxPrice: 2550 });
    expect(priceRange('', '')).toEqual({});
  });

  it('swaps bounds typed the wrong way round and drops invalid ones', () => {
    expect(priceRange('50', '10')).toEqual({ minPrice: 1000, maxPrice: 5000 });
    expect(priceRange('x', '10')).toEqual({ maxPrice: 1000 });
  });
});
