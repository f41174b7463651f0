import { describe, expect, it } from 'vitest';
import { addSearch, readHistory, SEARCH_HISTORY_MAX } from './search-history';

describe('addSearch', () => {
  it('puts the newest search first', () => {
    expect(addSearch(['lamp', 'dress'], 'earbuds')).toEqual(['earbuds', 'lamp', 'dress']);
  });

  it('keeps one copy of a repeated search, moved to the front, ignoring case and spaces', () => {
    expect(addSearch(['lamp', 'Dress', 'earbuds'], '  dress ')).toEqual(['dress', 'lamp', 'earbuds']);
  });

  it('keeps only the latest ten', () => {
    const history = Array.from({ length: SEARCH_HISTORY_MAX }, (_, i) => `w${i}`);
    const next = addSearch(history, 'new');
    expect(next).toHaveLength(SEARCH_HISTORY_MAX);
    expect(next[0]).toBe('new');
    expect(next).not.toContain(`w${SEARCH_HISTORY_MAX - 1}`);
  });

  it('ignores a blank search', () => {
    expect(addSearch(['lamp'], '   ')).toEqual(['lamp']);
  });
});

describe('readHistory', () => {
  it('drops anything that is not a word', () => {
    expect(readHistory(['lamp', 3, null, '', 'dress'])).toEqual(['lamp', 'dress']);
    expect(readHistory('lamp')).toEqual([]);
    expect(readHistory(undefined)).toEqual([]);
  });
});
