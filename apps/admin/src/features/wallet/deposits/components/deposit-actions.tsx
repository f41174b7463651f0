import { useTranslation } from 'react-i18next';
import { useMoney } from '#admin/components/money';
import { ReviewActions } from '#admin/components/review-actions';
import { useReviewDeposit } from '#admin/features/wallet/deposits/api/deposits';
import type { AdminDeposit } from './deposit-types';

interface Props {
  deposit: AdminDeposit;
  onReject: (deposit: AdminDeposit) => void;
  vertical?: boolean;
}

/** Approve (after confirming the exact credit) or open the rejection form. */
export function DepositActions({ deposit, onReject, vertical = false }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const review = useReviewDeposit();
  // Isolated, so the amount reads whole inside a right-to-left sentence.
  const credit = money(deposit.creditAmount);

  return (
    <ReviewActions
      text={{
        title: t('deposits.approve.title'),
        explain: t('deposits.approve.explain', { credit, email: deposit.user.email }),
        confirm: t('deposits.approve.confirm'),
        approve: t('deposits.approve.action'),
        reject: t('deposits.reject.action'),
      }}
      pending={review.isPending}
      approve={() =>
        review
          .mutateAsync({ id: deposit.id, action: 'approve' })
          .then(() => t('deposits.approve.done', { credit }))
      }
      onReject={() => onReject(deposit)}
      vertical={vertical}
    />
  );
}
