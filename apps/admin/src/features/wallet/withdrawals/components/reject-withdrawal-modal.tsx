import { useTranslation } from 'react-i18next';
import { useMoney } from '#admin/components/money';
import { RejectReasonModal } from '#admin/components/reject-reason-modal';
import { useReviewWithdraw } from '#admin/features/wallet/withdrawals/api/withdrawals';
import type { AdminWithdrawal } from './withdrawal-types';

interface Props {
  withdrawal: AdminWithdrawal | null;
  onClose: () => void;
}

/** A rejection releases the hold and needs a reason, which the user reads on their record. */
export function RejectWithdrawalModal({ withdrawal, onClose }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const review = useReviewWithdraw();
  return (
    <RejectReasonModal
      open={withdrawal !== null}
      explain={
        withdrawal
          ? t('withdrawals.reject.explain', {
              email: withdrawal.user.email,
              total: money(withdrawal.amount + withdrawal.fee),
            })
          : null
      }
      text={{
        title: t('withdrawals.reject.title'),
        reason: t('withdrawals.reject.reason'),
        placeholder: t('withdrawals.reject.placeholder'),
        confirm: t('withdrawals.reject.confirm'),
        done: t('withdrawals.reject.done'),
      }}
      pending={review.isPending}
      reject={(reason) =>
        withdrawal ? review.mutateAsync({ id: withdrawal.id, action: 'reject', reason }) : Promise.resolve()
      }
      onClose={onClose}
    />
  );
}
