import type { TFunction } from 'i18next';
import { WALLET_SCALE, minorToDecimal, parseAmount } from '@app/contract';

/** The most a price may be: 1,000,000.00 in the wallet currency. */
export const PRICE_MAX_MINOR = 100_000_000;

/**
 * Dollars as typed ("12", "12.5", "0") to cents with the contract's exact parser; zero passes
 * (free shipping, no original price). Answers the validation key it breaks otherwise.
 */
export function toCents(value: string | undefined): { minor: number } | { error: string } {
  const text = (value ?? '').trim();
  if (!text) return { error: 'validation.amountRequired' };
  if (/^0+(\.0*)?$/.test(text)) {
    const fraction = text.split('.')[1] ?? '';
    return fraction.length > WALLET_SCALE ? { error: 'validation.amountDecimals' } : { minor: 0 };
  }
  return parseAmount(text, WALLET_SCALE, PRICE_MAX_MINOR);
}

/** The cents of a value the form already validated. */
export function centsOf(value: string | undefined): number {
  const parsed = toCents(value);
  return 'minor' in parsed ? parsed.minor : 0;
}

/** Cents back to what a person types: 1999 -> "19.99". */
export function dollars(minor: number): string {
  return minorToDecimal(minor, WALLET_SCALE);
}

/** An antd rule: a valid amount in dollars, above zero when `positive`. */
export function amountRule(t: TFunction, options: { positive?: boolean } = {}) {
  return {
    validator: async (_rule: unknown, value: string | undefined) => {
      const parsed = toCents(value);
      if ('error' in parsed) throw new Error(t(`validation:${parsed.error}`));
      if (options.positive && parsed.minor === 0) throw new Error(t('validation:validation.amountPositive'));
    },
  };
}
