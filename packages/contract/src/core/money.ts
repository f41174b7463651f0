/**
 * Money is an integer of minor units everywhere (DESIGN §3). The wallet holds one currency;
 * its minor unit is a cent (scale 2). Crypto assets have their own scale (USDT 2, BTC 8).
 */
export const WALLET_CURRENCY = 'USD';
export const WALLET_SCALE = 2;
/** The largest amount any call accepts: 1,000,000,000.00 in the wallet currency. */
export const MAX_AMOUNT_MINOR = 100_000_000_000;

export type AmountError =
  | 'validation.amount'
  | 'validation.amountDecimals'
  | 'validation.amountPositive'
  | 'validation.amountTooLarge';

/**
 * Parses a decimal amount as typed by a person ("12", "12.5", "0.01") into minor units at
 * `scale`, with no floating point. Answers the i18n key of the rule it breaks otherwise.
 */
export function parseAmount(
  input: string | number,
  scale: number = WALLET_SCALE,
  max: number = MAX_AMOUNT_MINOR,
): { minor: number } | { error: AmountError } {
  const text = typeof input === 'number' ? (Number.isFinite(input) ? String(input) : '') : input.trim();
  if (text.startsWith('-')) return { error: 'validation.amountPositive' };
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text);
  if (!match) return { error: 'validation.amount' };
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > scale) return { error: 'validation.amountDecimals' };
  const minor =
    BigInt(whole) * 10n ** BigInt(scale) + BigInt((fraction + '0'.repeat(scale)).slice(0, scale) || '0');
  if (minor <= 0n) return { error: 'validation.amountPositive' };
  if (minor > BigInt(max)) return { error: 'validation.amountTooLarge' };
  return { minor: Number(minor) };
}

/** Minor units to a plain decimal string: 123456 at scale 2 -> "1234.56". */
export function minorToDecimal(minor: number, scale: number = WALLET_SCALE): string {
  const negative = minor < 0;
  const digits = String(Math.abs(Math.trunc(minor))).padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale ? `.${digits.slice(-scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** An asset amount without trailing zeros: 120000000 at scale 6 -> "120", 1500 at 2 -> "15". */
export function trimmedDecimal(minor: number, scale: number): string {
  const decimal = minorToDecimal(minor, scale);
  return decimal.includes('.') ? decimal.replace(/\.?0+$/, '') : decimal;
}

/** Minor units for people: grouped and with the currency, in their language ("US$1,234.56"). */
export function formatMoney(
  minor: number,
  locale: string,
  currency: string = WALLET_CURRENCY,
  scale: number = WALLET_SCALE,
): string {
  const decimal = minorToDecimal(minor, scale);
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: scale,
      maximumFractionDigits: scale,
    }).format(decimal as unknown as number);
  } catch {
    return `${decimal} ${currency}`;
  }
}

/**
 * Converts an asset amount into wallet minor units at a rate given as wallet minor units per one
 * whole asset unit, rounding down (the platform never credits more than it received).
 */
export function convertToWallet(assetMinor: number, assetScale: number, rateMinorPerUnit: number): number {
  return Number((BigInt(assetMinor) * BigInt(rateMinorPerUnit)) / 10n ** BigInt(assetScale));
}
