import { formatMoney, ODDS_TOTAL_BP, type LotteryPrizeKind } from '@app/contract';
import type { TFunction } from 'i18next';
import { isolateLtr as ltr } from '#web/lib/bidi';

/** Points as a whole number in the reader's language. */
export function formatPoints(points: number, locale: string) {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(points);
}

/** Odds in basis points as a percentage with up to two decimals (100 bp = 1 %). */
export function formatOdds(bp: number, locale: string) {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(
    bp / ODDS_TOTAL_BP,
  );
}

/** A prize's words: a wallet credit's amount, or points. */
export function prizeText(
  t: TFunction<'lottery'>,
  prize: { kind: LotteryPrizeKind; amount: number },
  locale: string,
) {
  return prize.kind === 'credit'
    ? t('lottery:prize.credit', { amount: ltr(formatMoney(prize.amount, locale)) })
    : t('lottery:prize.points', { points: ltr(formatPoints(prize.amount, locale)) });
}
