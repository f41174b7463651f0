import { describe, expect, it } from 'vitest';
import {
  DISPLAY_CURRENCIES,
  formatRate,
  isDisplayCurrency,
  parseRate,
  rateToDecimal,
  showsSecondCurrency,
  toDisplayMinor,
} from './display-money.js';

describe('toDisplayMinor (amount x rate, half-up to the display currency minor unit)', () => {
  it.each([
    // wallet cents, rate, display scale, display minor units
    [999, '0.92', 2, 919], // 919.08 -> 919
    [999, '0.9215', 2, 921], // 920.5785 -> 921
    [1000, '0.92345', 2, 923], // 923.45 -> 923 (below half)
    [1000, '0.92355', 2, 924], // 923.55 -> 924
    [50, '0.91', 2, 46], // 45.5 exactly: half goes up
    [150, '0.91', 2, 137], // 136.5 exactly: half goes up
    [1, '1.35', 2, 1], // 1.35 -> 1
    [999, '1', 2, 999], // same currency: unchanged
    [999, '155.5', 0, 1553], // 1553.445 -> 1553 (yen have no minor unit)
    [1001, '155.5', 0, 1557], // 1556.555 -> 1557
    [100_000_000_000, '25400', 0, 25_400_000_000_000], // the largest amount does not lose digits
    [0, '0.92', 2, 0],
    [-150, '0.91', 2, -137], // refunds round away from zero too
  ])('%d cents at %s, scale %d -> %d', (cents, rate, scale, shown) => {
    const parsed = parseRate(rate);
    if (!('micros' in parsed)) throw new Error(rate);
    expect(toDisplayMinor(cents, parsed.micros, scale)).toBe(shown);
  });
});

describe('parseRate (a positive decimal of at most six places, kept in millionths)', () => {
  it.each([
    ['0.92', 920_000],
    ['1', 1_000_000],
    [' 1.35 ', 1_350_000],
    ['0.000001', 1],
    ['25400', 25_400_000_000],
    ['1000000', 1_000_000_000_000],
  ])('%s -> %d', (text, micros) => expect(parseRate(text)).toEqual({ micros }));

  it.each([
    ['', 'validation.format'],
    ['abc', 'validation.format'],
    ['-1', 'validation.format'],
    ['1e3', 'validation.format'],
    ['0.1234567', 'validation.format'],
    ['1,5', 'validation.format'],
    ['0', 'validation.invalid'],
    ['0.000000', 'validation.invalid'],
    ['1000000.000001', 'validation.invalid'],
  ])('%j is refused (%s)', (text, error) => expect(parseRate(text)).toEqual({ error }));

  it('round-trips through the shortest decimal', () => {
    for (const text of ['0.92', '1', '1.35', '0.000001', '25400', '155.5'])
      expect(rateToDecimal((parseRate(text) as { micros: number }).micros)).toBe(text);
  });
});

describe('display currencies', () => {
  it('know the ISO minor units of the portal currencies and refuse unknown codes', () => {
    expect(DISPLAY_CURRENCIES.EUR).toBe(2);
    expect(DISPLAY_CURRENCIES.JPY).toBe(0);
    expect(isDisplayCurrency('SGD')).toBe(true);
    expect(isDisplayCurrency('XYZ')).toBe(false);
    expect(isDisplayCurrency('toString')).toBe(false);
  });

  it('show a second amount only for a currency other than the wallet currency', () => {
    expect(showsSecondCurrency('USD')).toBe(false);
    expect(showsSecondCurrency('EUR')).toBe(true);
  });
});

describe("formatRate (exact digits, the reader's separators)", () => {
  it.each([
    ['0.9259', 'en', '0.9259'],
    ['0.9259', 'de', '0,9259'],
    ['25400', 'en', '25,400'],
    ['25400.5', 'de', '25.400,5'],
    ['1.000001', 'fr', '1,000001'],
  ])('%s in %s -> %s', (rate, locale, shown) => expect(formatRate(rate, locale)).toBe(shown));
});
