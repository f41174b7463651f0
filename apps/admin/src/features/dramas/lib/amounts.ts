import type { TFunction } from 'i18next';
import { EPISODE_PRICE_MAX_MINOR, WALLET_SCALE, minorToDecimal, parseAmount } from '@app/contract';

/**
 * An episode price as typed ("0.99", "1", "0") to cents with the contract's exact parser; zero is
 * allowed (a free episode). Answers the validation key it breaks otherwise.
 */
export function toCents(value: string | undefined): { minor: number } | { error: string } {
  const text = (value ?? '').trim();
  if (!text) return { error: 'validation.amountRequired' };
  if (/^0+(\.0*)?$/.test(text)) {
    const fraction = text.split('.')[1] ?? '';
    return fraction.length > WALLET_SCALE ? { error: 'validation.amountDecimals' } : { minor: 0 };
  }
  return parseAmount(text, WALLET_SCALE, EPISODE_PRICE_MAX_MINOR);
}

export function centsOf(value: string | undefined): number {
  const parsed = toCents(value);
  return 'minor' in parsed ? parsed.minor : 0;
}

/** Cents back to what a person types: 99 -> "0.99". */
export function dollars(minor: number): string {
  return minorToDecimal(minor, WALLET_SCALE);
}

export function priceRule(t: TFunction) {
  return {
    validator: async (_rule: unknown, value: string | undefined) => {
      const parsed = toCents(value);
      if ('error' in parsed) throw new Error(t(`validation:${parsed.error}`));
    },
  };
}
