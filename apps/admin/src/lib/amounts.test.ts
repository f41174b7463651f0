import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { amountRule, minorOf, toDecimal, toMinor } from './amounts';

const t = ((key: string) => key) as unknown as TFunction;

describe('console amounts', () => {
  it('reads what staff type into minor units, zero included', () => {
    expect(toMinor('12.5', 2)).toEqual({ minor: 1250 });
    expect(toMinor(' 0 ', 2)).toEqual({ minor: 0 });
    expect(toMinor('0.', 2)).toEqual({ minor: 0 });
    expect(toMinor('', 2)).toEqual({ error: 'validation.amountRequired' });
    expect(toMinor('0.001', 2)).toEqual({ error: 'validation.amountDecimals' });
    expect('error' in toMinor('1000.01', 2, 100_000)).toBe(true);
    expect(minorOf('19.99')).toBe(1999);
    expect(toDecimal(1999)).toBe('19.99');
  });

  it('as a form rule: refuses zero only where the amount must be positive', async () => {
    const scale = () => 2;
    await expect(amountRule(t, scale).validator(null, '0')).resolves.toBeUndefined();
    await expect(amountRule(t, scale, { positive: true }).validator(null, '0')).rejects.toThrow(
      'validation:validation.amountPositive',
    );
    await expect(amountRule(t, scale).validator(null, 'abc')).rejects.toThrow();
  });
});
