import type { TFunction } from 'i18next';
import { WALLET_SCALE, minorToDecimal, parseAmount } from '@app/contract';

/**
 * Amounts staff type in the console ("12", "12.5", "0"), in minor units at `scale`, with the
 * contract's own parser; zero is allowed (a minimum, a fee or a price may be nothing). Answers the
 * validation key it breaks otherwise. Every console form that takes money uses these.
 */
export function toMinor(
  value: string | undefined,
  scale: number,
  max?: number,
): { minor: number } | { error: string } {
  const text = (value ?? '').trim();
  if (!text) return { error: 'validation.amountRequired' };
  if (/^0+(\.0*)?$/.test(text)) {
    const fraction = text.split('.')[1] ?? '';
    return fraction.length > scale ? { error: 'validation.amountDecimals' } : { minor: 0 };
  }
  return parseAmount(text, scale, max);
}

/** An antd rule: the field holds a valid amount at the scale `scaleOf` answers when validated. */
export function amountRule(
  t: TFunction,
  scaleOf: () => number,
  options: { positive?: boolean; max?: number } = {},
) {
  return {
    validator: async (_rule: unknown, value: string | undefined) => {
      const parsed = toMinor(value, scaleOf(), options.max);
      if ('error' in parsed) throw new Error(t(`validation:${parsed.error}`));
      if (options.positive && parsed.minor === 0) throw new Error(t('validation:validation.amountPositive'));
    },
  };
}

/** Minor units back to what a person types. */
export function toDecimal(minor: number, scale: number = WALLET_SCALE): string {
  return minorToDecimal(minor, scale);
}

/** The value of a valid typed amount (the form validated it first). */
export function minorOf(value: string | undefined, scale: number = WALLET_SCALE): number {
  const parsed = toMinor(value, scale);
  return 'minor' in parsed ? parsed.minor : 0;
}
