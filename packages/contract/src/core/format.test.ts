import { describe, expect, it } from 'vitest';
import { discountPercent, formatStarCount, imageUrl } from './format.js';
import { convertToWallet, minorToDecimal, parseAmount, trimmedDecimal } from './money.js';

describe('formatStarCount (spec §9: 1000 or more shows with k)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1k'],
    [1234, '1.2k'],
    [1299, '1.2k'],
    [15_000, '15k'],
    [987_654, '987.6k'],
  ])('%d -> %s', (n, shown) => expect(formatStarCount(n)).toBe(shown));
});

describe('discountPercent (integer from the price ratio, blank outside 0 to 100)', () => {
  it.each([
    [80, 100, '20'],
    [33, 99, '67'],
    [100, 100, ''],
    [120, 100, ''],
    [0, 100, ''],
    [50, 0, ''],
  ])('price %d of %d -> "%s"', (p, o, shown) => expect(discountPercent(p, o)).toBe(shown));
});

describe('imageUrl (relative paths get the media host unless they contain /goods/)', () => {
  const host = 'https://cdn.example.com/';
  it('prefixes relative paths', () => {
    expect(imageUrl('/media/a.jpg', host)).toBe('https://cdn.example.com/media/a.jpg');
    expect(imageUrl('media/a.jpg', host)).toBe('https://cdn.example.com/media/a.jpg');
  });
  it('keeps /goods/ paths and absolute URLs', () => {
    expect(imageUrl('/static/goods/1.jpg', host)).toBe('/static/goods/1.jpg');
    expect(imageUrl('https://x.test/a.png', host)).toBe('https://x.test/a.png');
    expect(imageUrl('data:image/png;base64,AA', host)).toBe('data:image/png;base64,AA');
  });
  it('answers blank for no path', () => expect(imageUrl(null, host)).toBe(''));
});

describe('money in minor units', () => {
  it.each([
    ['12', 2, 1200],
    ['12.5', 2, 1250],
    ['0.01', 2, 1],
    ['25.123456', 6, 25_123_456],
    ['7', 0, 7],
  ])('parseAmount(%s, scale %d) = %d', (text, scale, minor) =>
    expect(parseAmount(text, scale)).toEqual({ minor }),
  );
  it.each([
    ['-1', 'validation.amountPositive'],
    ['0', 'validation.amountPositive'],
    ['1.234', 'validation.amountDecimals'],
    ['1e3', 'validation.amount'],
    ['', 'validation.amount'],
    ['1000000001', 'validation.amountTooLarge'],
  ])('parseAmount(%s) refuses with %s', (text, error) => expect(parseAmount(text)).toEqual({ error }));
  it('prints minor units exactly', () => {
    expect(minorToDecimal(123456)).toBe('1234.56');
    expect(minorToDecimal(-5)).toBe('-0.05');
    expect(minorToDecimal(7, 0)).toBe('7');
    expect(trimmedDecimal(120_000_000, 6)).toBe('120');
    expect(trimmedDecimal(1_500_000, 6)).toBe('1.5');
    expect(trimmedDecimal(100, 0)).toBe('100');
  });
  it('converts assets at a rate, rounding down', () => {
    expect(convertToWallet(123_457, 8, 6_000_000)).toBe(7407);
    expect(convertToWallet(25_500_000, 6, 100)).toBe(2550);
  });
});
