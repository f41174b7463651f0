import { describe, expect, it } from 'vitest';
import { addRecentSearch, formatClock, ranked, readRecentSearches } from './lists';

describe('recent searches', () => {
  it('puts the newest first, once, case-insensitively', () => {
    expect(addRecentSearch(['CEO', 'love'], 'Love ')).toEqual(['Love', 'CEO']);
  });
  it('ignores blanks and keeps at most max', () => {
    expect(addRecentSearch(['a'], '  ')).toEqual(['a']);
    expect(addRecentSearch(['a', 'b', 'c'], 'd', 3)).toEqual(['d', 'a', 'b']);
  });
  it('reads only clean strings', () => {
    expect(readRecentSearches(['x', 1, ' ', null, 'y'])).toEqual(['x', 'y']);
    expect(readRecentSearches('nope')).toEqual([]);
  });
});

describe('formatClock', () => {
  it.each([
    [0, '00:00'],
    [5, '00:05'],
    [75, '01:15'],
    [3599, '59:59'],
    [3725, '1:02:05'],
    [-3, '00:00'],
  ])('%d -> %s', (n, shown) => expect(formatClock(n)).toBe(shown));
});

describe('ranked', () => {
  it('numbers the top entries from 1', () => {
    expect(ranked(['a', 'b', 'c'], 2)).toEqual([
      { rank: 1, item: 'a' },
      { rank: 2, item: 'b' },
    ]);
  });
});
