import {
  convertToWallet,
  formatMoney,
  parseAmount,
  trimmedDecimal,
  type AmountError,
  type BankChannel,
  type CurrencyInfo,
} from '@app/contract';

/** Wallet minor units for people, in the current language; hidden as stars when asked. */
export function money(minor: number, locale: string, hidden = false): string {
  return hidden ? '****' : formatMoney(minor, locale);
}

/** Keeps an amount in its own left-to-right order when it sits inside a right-to-left sentence. */
export { isolateLtr as isolate } from '#web/lib/bidi';

/** A signed ledger amount: "+US$12.00" for credits, "-US$12.00" for debits. */
export function signedMoney(minor: number, locale: string): string {
  const text = formatMoney(minor, locale);
  return minor > 0 ? `+${text}` : text;
}

/** The colour class of an amount: credits green, debits red, zero plain. */
export function amountTone(minor: number): 'positive' | 'negative' | 'zero' {
  if (minor > 0) return 'positive';
  if (minor < 0) return 'negative';
  return 'zero';
}

/** An asset amount in its own units, without trailing zeros: "25.5 USDT", "0.0015 BTC". */
export function assetAmount(minor: number, scale: number, code: string): string {
  return `${trimmedDecimal(minor, scale)} ${code}`;
}

/** The currencies (assets) offered, each once, in list order. */
export function assetCodes(list: readonly CurrencyInfo[]): string[] {
  return [...new Set(list.map((c) => c.currency))];
}

/** The networks of one asset. */
export function networksOf(list: readonly CurrencyInfo[], code: string): CurrencyInfo[] {
  return list.filter((c) => c.currency === code);
}

/** Whether an address looks like one of the network's (the server checks it again). */
export function matchesAddressPattern(address: string, pattern: string): boolean {
  if (!pattern) return true;
  try {
    return new RegExp(pattern).test(address.trim());
  } catch {
    // A pattern the browser cannot read is the server's to enforce.
    return true;
  }
}

export type DepositPreview =
  { ok: true; assetMinor: number; creditMinor: number } | { ok: false; error: AmountError | 'belowMinimum' };

/** A deposit amount typed in asset units: parsed at the asset's scale, checked against the minimum, converted. */
export function previewDeposit(input: string, currency: CurrencyInfo): DepositPreview {
  const parsed = parseAmount(input, currency.scale);
  if ('error' in parsed) return { ok: false, error: parsed.error };
  if (parsed.minor < currency.minDeposit) return { ok: false, error: 'belowMinimum' };
  return {
    ok: true,
    assetMinor: parsed.minor,
    creditMinor: convertToWallet(parsed.minor, currency.scale, currency.rateMinorPerUnit),
  };
}

export type WithdrawProblem = 'belowMinimum' | 'overLimit' | 'insufficient';

export interface WithdrawPreview {
  amount: number;
  fee: number;
  /** What leaves the available balance: the amount plus the fee. */
  total: number;
  /** The first rule the amount breaks, if any. */
  problem: WithdrawProblem | null;
}

/**
 * The withdrawal as the server will book it: the amount goes out, the fee comes on top, both are
 * held while staff review. The 24-hour limit counts the amount together with what was withdrawn
 * (or is under review) in the last 24 hours.
 */
export function previewWithdraw(
  amountMinor: number,
  currency: CurrencyInfo,
  available: number,
  withdrawnToday = 0,
): WithdrawPreview {
  const fee = currency.withdrawFee;
  const total = amountMinor + fee;
  let problem: WithdrawProblem | null = null;
  if (amountMinor < currency.minWithdraw) problem = 'belowMinimum';
  else if (currency.withdrawDailyLimit > 0 && amountMinor + withdrawnToday > currency.withdrawDailyLimit)
    problem = 'overLimit';
  else if (total > available) problem = 'insufficient';
  return { amount: amountMinor, fee, total, problem };
}

/** What is left of the 24-hour limit (null when the network has none). */
export function limitLeft(currency: CurrencyInfo, withdrawnToday: number): number | null {
  return currency.withdrawDailyLimit > 0 ? Math.max(0, currency.withdrawDailyLimit - withdrawnToday) : null;
}

/** The most that can be withdrawn now: the balance less the fee, within what is left of the 24-hour limit. */
export function maxWithdrawable(currency: CurrencyInfo, available: number, withdrawnToday = 0): number {
  const afterFee = Math.max(0, available - currency.withdrawFee);
  const left = limitLeft(currency, withdrawnToday);
  return left === null ? afterFee : Math.min(afterFee, left);
}

/** Bank amounts are written with two decimals (USD and EUR cents). */
export const BANK_SCALE = 2;

export type RechargePreview =
  { ok: true; amountMinor: number; creditMinor: number } | { ok: false; error: AmountError | 'belowMinimum' };

/** A bank top-up amount in the channel's currency: parsed, checked against the minimum, converted. */
export function previewRecharge(input: string, channel: BankChannel): RechargePreview {
  const parsed = parseAmount(input, BANK_SCALE);
  if ('error' in parsed) return { ok: false, error: parsed.error };
  if (parsed.minor < channel.minAmount) return { ok: false, error: 'belowMinimum' };
  return {
    ok: true,
    amountMinor: parsed.minor,
    creditMinor: convertToWallet(parsed.minor, BANK_SCALE, channel.rateMinorPerUnit),
  };
}

/** A shortened address or hash: the start and the end, enough to recognise it. */
export const shortText = (text: string, head = 8, tail = 6): string =>
  text.length > head + tail + 3 ? `${text.slice(0, head)}…${text.slice(-tail)}` : text;
