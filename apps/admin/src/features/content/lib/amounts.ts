import type { TFunction } from 'i18next';
import { VIP_PRICE_MAX, WALLET_SCALE, minorToDecimal, parseAmount } from '@app/contract';

/** A price as typed ("9.99", "12") to minor units with the contract's exact parser. */
export function toMinor(value: string | undefined): { minor: number } | { error: string } {
  const text = (value ?? '').trim();
  if (!text) return { error: 'validation.amountRequired' };
  return parseAmount(text, WALLET_SCALE, VIP_PRICE_MAX);
}

/** The minor units of a value the form already validated. */
export function minorOf(value: string | undefined): number {
  const parsed = toMinor(value);
  return 'minor' in parsed ? parsed.minor : 0;
}

/** Minor units back to what a person types: 999 -> "9.99". */
export function decimalOf(minor: number): string {
  return minorToDecimal(minor, WALLET_SCALE);
}

/** An antd rule: a valid price above zero. */
export function priceRule(t: TFunction) {
  return {
    validator: async (_rule: unknown, value: string | undefined) => {
      const parsed = toMinor(value);
      if ('error' in parsed) throw new Error(t(`validation:${parsed.error}`));
      if (parsed.minor <= 0) throw new Error(t('validation:validation.amountPositive'));
    },
  };
}
