import { WALLET_CURRENCY, formatRate, type PortalInfo } from '@app/contract';

/** "1 USD = 0.9259 EUR" in the reader's digits, kept on one line (no-break spaces). */
export function rateLine(portal: Pick<PortalInfo, 'rate' | 'currency'>, locale: string): string {
  return `1\u00a0${WALLET_CURRENCY}\u00a0=\u00a0${formatRate(portal.rate, locale)}\u00a0${portal.currency}`;
}

/**
 * A formatted date inside a sentence: isolated in its own direction (first strong isolate), since
 * an Arabic date carries right-to-left marks that a left-to-right isolate would scramble.
 */
export function isolateDate(date: string): string {
  return `\u2068${date}\u2069`;
}
