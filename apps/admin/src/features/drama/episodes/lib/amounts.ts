import type { TFunction } from 'i18next';
import { EPISODE_PRICE_MAX_MINOR, WALLET_SCALE } from '@app/contract';
import { amountRule, minorOf, toDecimal } from '#admin/lib/amounts';

/** An episode's price as typed, in cents (zero: a free episode). */
export const centsOf = (value: string | undefined) => minorOf(value);
/** Cents back to what a person types: 99 -> "0.99". */
export const dollars = (minor: number) => toDecimal(minor);
/** An antd rule: a valid episode price (zero allowed). */
export const priceRule = (t: TFunction) =>
  amountRule(t, () => WALLET_SCALE, { max: EPISODE_PRICE_MAX_MINOR });
