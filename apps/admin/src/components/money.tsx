import { useCallback } from 'react';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WALLET_CURRENCY, WALLET_SCALE, formatMoney } from '@app/contract';

/** Wraps text in a left-to-right isolate, so an amount reads whole inside right-to-left text. */
export function isolate(text: string): string {
  return `\u2066${text}\u2069`;
}

/**
 * Formats minor units in the chosen language, isolated for right-to-left text:
 * the wallet currency unless another (with its scale) is given.
 */
export function useMoney(): (minor: number, currency?: string, scale?: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (minor, currency = WALLET_CURRENCY, scale = WALLET_SCALE) =>
      isolate(formatMoney(minor, locale, currency, scale)),
    [locale],
  );
}

/** A rate as wallet money per one unit of a currency, the same in every language: "1 USDT = US$1.00". */
export function useRate(): (currency: string, rateMinorPerUnit: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (currency, rateMinorPerUnit) => isolate(`1 ${currency} = ${formatMoney(rateMinorPerUnit, locale)}`),
    [locale],
  );
}

/** An amount in the wallet currency, whole even inside right-to-left text; zero is muted. */
export function Money({ minor, strong = false }: { minor: number; strong?: boolean }) {
  const money = useMoney();
  return (
    <Typography.Text strong={strong} type={minor === 0 && !strong ? 'secondary' : undefined}>
      {money(minor)}
    </Typography.Text>
  );
}
