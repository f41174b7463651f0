import type { TFunction } from 'i18next';
import { VIP_PRICE_MAX, WALLET_SCALE } from '@app/contract';
import { amountRule, minorOf as minorAt, toDecimal } from '#admin/lib/amounts';

/** The minor units of a plan price the form already validated. */
export const minorOf = (value: string | undefined) => minorAt(value);
/** Minor units back to what a person types: 999 -> "9.99". */
export const decimalOf = (minor: number) => toDecimal(minor);
/** An antd rule: a valid plan price above zero. */
export const priceRule = (t: TFunction) =>
  amountRule(t, () => WALLET_SCALE, { positive: true, max: VIP_PRICE_MAX });
