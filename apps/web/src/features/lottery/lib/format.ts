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

/** What pages know of a prize: its kind and amount, a voucher's terms, a goods prize's product. */
export interface PrizeWords {
  kind: LotteryPrizeKind;
  amount: number;
  minSpend?: number | null;
  validDays?: number | null;
  voucher?: { minSpend: number } | null;
  goods?: { title: string; skuName: string } | null;
}

/**
 * A prize's words: a wallet credit's amount, points, a voucher's amount off and minimum spend (with
 * its validity in the table), or the product of a goods prize.
 */
export function prizeText(t: TFunction<'lottery'>, prize: PrizeWords, locale: string) {
  const money = (minor: number) => ltr(formatMoney(minor, locale));
  switch (prize.kind) {
    case 'credit':
      return t('lottery:prize.credit', { amount: money(prize.amount) });
    case 'voucher': {
      const minSpend = money(prize.minSpend ?? prize.voucher?.minSpend ?? 0);
      return prize.validDays
        ? t('lottery:prize.voucher', {
            amount: money(prize.amount),
            minSpend,
            days: ltr(formatPoints(prize.validDays, locale)),
          })
        : t('lottery:prize.voucherWon', { amount: money(prize.amount), minSpend });
    }
    case 'goods':
      return prize.goods
        ? t('lottery:prize.goods', { title: prize.goods.title, sku: prize.goods.skuName })
        : t('lottery:prize.goodsGone');
    default:
      return t('lottery:prize.points', { points: ltr(formatPoints(prize.amount, locale)) });
  }
}
