import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { WALLET_CURRENCY, formatMoney, formatRate, toDisplayMinor } from '@app/contract';
import { isolate } from '#admin/components/money';

/** The example price the page converts, so staff see what buyers will: US$9.99. */
export const EXAMPLE_MINOR = 999;

/** "1 USD = 0.9259 EUR" in the reader's digits, isolated for right-to-left text. */
export function rateText(rate: string, currency: string, locale: string): string {
  return isolate(`1 ${WALLET_CURRENCY} = ${formatRate(rate, locale)} ${currency}`);
}

/** A currency's name in the reader's language ("Euro"), or its code where the browser has none. */
export function useCurrencyName(): (code: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (code) => {
      try {
        return new Intl.DisplayNames([locale], { type: 'currency' }).of(code) ?? code;
      } catch {
        return code;
      }
    },
    [locale],
  );
}

/** "US$9.99 → €9.25" at a rate in millionths: the contract's rounding rule, as buyers see it. */
export function useExample(): (currency: string, scale: number, rateMicros: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (currency, scale, rateMicros) =>
      // One left-to-right isolate, without the right-to-left marks Arabic formats carry: the arrow
      // then points from the charge to the display in every language.
      isolate(
        `${formatMoney(EXAMPLE_MINOR, locale)} → ${formatMoney(toDisplayMinor(EXAMPLE_MINOR, rateMicros, scale), locale, currency, scale)}`.replace(
          /[\u200e\u200f\u061c]/g,
          '',
        ),
      ),
    [locale],
  );
}
