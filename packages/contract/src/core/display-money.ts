/**
 * Display currencies of the regional portals (DESIGN §2): prices are shown in a portal's currency
 * beside the wallet amount; what is charged is always the wallet amount. A rate is a decimal number
 * of display-currency units per one wallet-currency unit with at most six places, kept as an exact
 * integer of millionths ("0.92" -> 920000), never a float.
 */
import { WALLET_CURRENCY, WALLET_SCALE } from './money.js';

/** The ISO 4217 currencies a portal may show, with their minor units (decimal places). */
export const DISPLAY_CURRENCIES = {
  USD: 2,
  EUR: 2,
  GBP: 2,
  CHF: 2,
  DKK: 2,
  SEK: 2,
  NOK: 2,
  PLN: 2,
  RON: 2,
  CZK: 2,
  HUF: 2,
  TRY: 2,
  CAD: 2,
  MXN: 2,
  BRL: 2,
  SGD: 2,
  MYR: 2,
  THB: 2,
  IDR: 2,
  PHP: 2,
  VND: 0,
  JPY: 0,
  KRW: 0,
  CNY: 2,
  HKD: 2,
  TWD: 2,
  AUD: 2,
  NZD: 2,
  AED: 2,
  SAR: 2,
  INR: 2,
} as const;
export type DisplayCurrency = keyof typeof DISPLAY_CURRENCIES;
export const DISPLAY_CURRENCY_CODES = Object.keys(DISPLAY_CURRENCIES) as [
  DisplayCurrency,
  ...DisplayCurrency[],
];

/** Decimal places a rate may have; rates are stored in millionths. */
export const RATE_DECIMALS = 6;
const RATE_UNIT = 10n ** BigInt(RATE_DECIMALS);
/** The largest rate staff may set: 1,000,000 display units per wallet unit. */
export const RATE_MAX_MICROS = 1_000_000 * 1_000_000;

export function isDisplayCurrency(code: string): code is DisplayCurrency {
  return Object.hasOwn(DISPLAY_CURRENCIES, code);
}

/** A rate typed by a person ("0.92", "1.35", "25400") in millionths, or the rule it breaks. */
export function parseRate(
  text: string,
): { micros: number } | { error: 'validation.format' | 'validation.invalid' } {
  const match = /^(\d{1,7})(?:\.(\d{1,6}))?$/.exec(text.trim());
  if (!match) return { error: 'validation.format' };
  const [, whole = '0', fraction = ''] = match;
  const micros = BigInt(whole) * RATE_UNIT + BigInt(fraction.padEnd(RATE_DECIMALS, '0'));
  if (micros <= 0n || micros > BigInt(RATE_MAX_MICROS)) return { error: 'validation.invalid' };
  return { micros: Number(micros) };
}

/** Millionths back to the shortest decimal: 920000 -> "0.92", 25400000000 -> "25400". */
export function rateToDecimal(micros: number): string {
  const whole = BigInt(micros) / RATE_UNIT;
  const fraction = (BigInt(micros) % RATE_UNIT).toString().padStart(RATE_DECIMALS, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : String(whole);
}

/** A rate for people, exact and in their language: "0.9259" -> "0,9259" in German, "25400" -> "25,400". */
export function formatRate(rate: string, locale: string): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  try {
    const format = new Intl.NumberFormat(locale, { useGrouping: true });
    const separator = format.formatToParts(1.5).find((p) => p.type === 'decimal')?.value ?? '.';
    return `${format.format(BigInt(whole))}${fraction ? separator + fraction : ''}`;
  } catch {
    return rate;
  }
}

/**
 * A wallet amount in a display currency's minor units: amount x rate, rounded half-up (half away
 * from zero) to the display currency's minor unit. US$9.99 at 0.92 -> 919.08 cents -> €9.19.
 */
export function toDisplayMinor(walletMinor: number, rateMicros: number, displayScale: number): number {
  const numerator = BigInt(walletMinor) * BigInt(rateMicros) * 10n ** BigInt(displayScale);
  const denominator = RATE_UNIT * 10n ** BigInt(WALLET_SCALE);
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (magnitude * 2n + denominator) / (2n * denominator);
  return Number(negative ? -rounded : rounded);
}

/** Whether a portal shows a second amount: only when its currency is not the wallet's. */
export function showsSecondCurrency(currency: string): boolean {
  return currency !== WALLET_CURRENCY;
}
