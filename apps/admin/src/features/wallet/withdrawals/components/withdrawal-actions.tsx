import { useTranslation } from 'react-i18next';
import { useMoney } from '#admin/components/money';
import { ReviewActions } from '#admin/components/review-actions';
import { useReviewWithdraw } from '#admin/features/wallet/withdrawals/api/withdrawals';
import type { AdminWithdrawal } from './withdrawal-types';

interface Props {
  withdrawal: AdminWithdrawal;
  onReject: (withdrawal: AdminWithdrawal) => void;
  vertical?: boolean;
}

/** Approve (after confirming what it does: a first approval, or the payout) or open the rejection form. */
export function WithdrawalActions({ withdrawal: w, onReject, vertical = false }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const review = useReviewWithdraw();
  // Isolated, so the amount reads whole inside a right-to-left sentence.
  const amount = money(w.amount);
  const next = w.approvals + 1;
  const needsAnother = next < w.approvalsNeeded;

  return (
    <ReviewActions
      text={{
        title: t('withdrawals.approve.title'),
        explain: needsAnother
          ? t('withdrawals.approve.explainFirst', { next, needed: w.approvalsNeeded, amount })
          : t(w.approvals > 0 ? 'withdrawals.approve.explainSecond' : 'withdrawals.approve.explain', {
              amount,
              network: `${w.currency} ${w.network}`,
            }),
        confirm: t(needsAnother ? 'withdrawals.approve.confirmFirst' : 'withdrawals.approve.confirm'),
        approve: t('withdrawals.approve.action'),
        reject: t('withdrawals.reject.action'),
      }}
      pending={review.isPending}
      approve={() =>
        review.mutateAsync({ id: w.id, action: 'approve' }).then((after) =>
          after.status === 'approved'
            ? t('withdrawals.approve.done', { amount })
            : t('withdrawals.approve.partial', {
                approvals: after.approvals,
                needed: after.approvalsNeeded,
              }),
        )
      }
      onReject={() => onReject(w)}
      vertical={vertical}
    />
  );
}
