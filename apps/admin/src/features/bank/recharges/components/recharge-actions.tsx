import { useTranslation } from 'react-i18next';
import { useMoney } from '#admin/components/money';
import { ReviewActions } from '#admin/components/review-actions';
import { useReviewRecharge } from '#admin/features/bank/recharges/api/recharges';
import type { AdminRecharge } from './recharge-types';

interface Props {
  recharge: AdminRecharge;
  onReject: (recharge: AdminRecharge) => void;
  vertical?: boolean;
}

/** Complete (after confirming the exact credit) or open the rejection form. */
export function RechargeActions({ recharge: r, onReject, vertical = false }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const review = useReviewRecharge();
  const credit = money(r.creditAmount);
  const paid = money(r.amount, r.currency);

  return (
    <ReviewActions
      text={{
        title: t('recharges.complete.title'),
        explain: t('recharges.complete.explain', { credit, paid, email: r.user.email }),
        confirm: t('recharges.complete.confirm'),
        approve: t('recharges.complete.action'),
        reject: t('recharges.reject.action'),
      }}
      pending={review.isPending}
      approve={() =>
        review
          .mutateAsync({ id: r.id, action: 'approve' })
          .then(() => t('recharges.complete.done', { credit }))
      }
      onReject={() => onReject(r)}
      vertical={vertical}
    />
  );
}
