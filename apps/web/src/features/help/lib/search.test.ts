import { describe, expect, it } from 'vitest';
import { filterArticles, foldForSearch, highlightParts, searchWords } from './search';

const articles = [
  { id: 1, title: 'How do I unlock an episode?', body: 'Tap a locked episode and pay from your wallet.' },
  { id: 2, title: 'What does VIP include?', body: 'Every episode of every drama while active.' },
  { id: 3, title: 'How do I top up my wallet?', body: 'Open Wallet, choose Deposit.\nSubmit the hash.' },
  { id: 4, title: 'Dépôt en crypto', body: 'Choisissez le réseau.' },
];

describe('foldForSearch', () => {
  it('ignores case, accents and extra spaces', () => {
    expect(foldForSearch('  Dépôt   EN\tCrypto ')).toBe('depot en crypto');
    expect(searchWords('  wallet  Wallet top ')).toEqual(['wallet', 'top']);
    expect(searchWords('   ')).toEqual([]);
  });
});

describe('filterArticles', () => {
  it('keeps every article for a blank search, in the given order', () => {
    expect(filterArticles(articles, ' ').map((a) => a.id)).toEqual([1, 2, 3, 4]);
  });

  it('needs every word, in the title or the body', () => {
    expect(filterArticles(articles, 'wallet').map((a) => a.id)).toEqual([3, 1]);
    expect(filterArticles(articles, 'episode wallet').map((a) => a.id)).toEqual([1]);
    expect(filterArticles(articles, 'vip wallet')).toEqual([]);
  });

  it('puts title matches before body-only matches', () => {
    expect(filterArticles(articles, 'episode').map((a) => a.id)).toEqual([1, 2]);
  });

  it('finds words without their accents and across line breaks', () => {
    expect(filterArticles(articles, 'depot').map((a) => a.id)).toEqual([4]);
    expect(filterArticles(articles, 'reseau').map((a) => a.id)).toEqual([4]);
    expect(filterArticles(articles, 'deposit. submit').map((a) => a.id)).toEqual([3]);
  });
});

describe('highlightParts', () => {
  it('marks each matching word, case-insensitively, keeping the original letters', () => {
    expect(highlightParts('Top up my Wallet', 'wallet top')).toEqual([
      { text: 'Top', match: true },
      { text: ' up my ', match: false },
      { text: 'Wallet', match: true },
    ]);
  });

  it('treats search text as plain letters, not a pattern', () => {
    expect(highlightParts('Is it (really) free?', '(really) free?')).toEqual([
      { text: 'Is it ', match: false },
      { text: '(really)', match: true },
      { text: ' ', match: false },
      { text: 'free?', match: true },
    ]);
  });

  it('returns the whole text unmarked for a blank search', () => {
    expect(highlightParts('Hello', '  ')).toEqual([{ text: 'Hello', match: false }]);
    expect(highlightParts('', 'x')).toEqual([]);
  });
});
