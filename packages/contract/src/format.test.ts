import { describe, expect, it } from 'vitest';
import { discountPercent, formatStarCount, imageUrl } from './format.js';

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
