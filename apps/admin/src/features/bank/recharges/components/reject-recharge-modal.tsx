import { useTranslation } from 'react-i18next';
import { useMoney } from '#admin/components/money';
import { RejectReasonModal } from '#admin/components/reject-reason-modal';
import { useReviewRecharge } from '#admin/features/bank/recharges/api/recharges';
import type { AdminRecharge } from './recharge-types';

interface Props {
  recharge: AdminRecharge | null;
  onClose: () => void;
}

/** A rejection needs a reason: the user reads it on their top-up record. */
export function RejectRechargeModal({ recharge, onClose }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const review = useReviewRecharge();
  return (
    <RejectReasonModal
      open={recharge !== null}
      explain={
        recharge
          ? t('recharges.reject.explain', {
              email: recharge.user.email,
              amount: money(recharge.amount, recharge.currency),
              credit: money(recharge.creditAmount),
            })
          : null
      }
      text={{
        title: t('recharges.reject.title'),
        reason: t('recharges.reject.reason'),
        placeholder: t('recharges.reject.placeholder'),
        confirm: t('recharges.reject.confirm'),
        done: t('recharges.reject.done'),
      }}
      pending={review.isPending}
      reject={(reason) =>
        recharge ? review.mutateAsync({ id: recharge.id, action: 'reject', reason }) : Promise.resolve()
      }
      onClose={onClose}
    />
  );
}
