import type { TFunction } from 'i18next';
import { GOODS_PRICE_MAX_MINOR, WALLET_SCALE } from '@app/contract';
import { amountRule as rule, minorOf, toDecimal, toMinor } from '#admin/lib/amounts';

/** The most a price may be: the contract's cap, which the server enforces too. */
export const PRICE_MAX_MINOR = GOODS_PRICE_MAX_MINOR;

/** Dollars as typed to cents (zero passes: free shipping, no original price). */
export const toCents = (value: string | undefined) => toMinor(value, WALLET_SCALE, PRICE_MAX_MINOR);
/** The cents of a value the form already validated. */
export const centsOf = (value: string | undefined) => minorOf(value);
/** Cents back to what a person types: 1999 -> "19.99". */
export const dollars = (minor: number) => toDecimal(minor);
/** An antd rule: a valid amount in dollars, above zero when `positive`. */
export const amountRule = (t: TFunction, options: { positive?: boolean } = {}) =>
  rule(t, () => WALLET_SCALE, { ...options, max: PRICE_MAX_MINOR });
