import { useTranslation } from 'react-i18next';
import type { LateFeeRule } from '@app/contract';
import { useMoney } from '#admin/components/money';
import { formatRate, lateFeeWords } from '#admin/features/loan/products/lib/terms';

/** A late fee rule in one sentence: per overdue day, flat or a share of the overdue amount, capped. */
export function LateFeeText({ rule }: { rule: LateFeeRule }) {
  const { t, i18n } = useTranslation('loan');
  const money = useMoney();
  const words = lateFeeWords(rule);
  const rate = (bp: number) => `\u2066${formatRate(bp, i18n.language)}\u2069`;
  if (words.key === 'console.lateFee.none') return <span>{t(words.key)}</span>;
  return (
    <span data-testid="loan-late-fee">
      {words.key === 'console.lateFee.flat'
        ? t(words.key, { amount: money(words.amount), cap: rate(words.capBp) })
        : t(words.key, { rate: rate(words.rateBp), cap: rate(words.capBp) })}
    </span>
  );
}
