import { useTranslation } from 'react-i18next';
import { minorToDecimal } from '@app/contract';
import { isolate, useMoney } from '#admin/components/money';
import { RejectReasonModal } from '#admin/components/reject-reason-modal';
import { useReviewDeposit } from '#admin/features/wallet/deposits/api/deposits';
import type { AdminDeposit } from './deposit-types';

interface Props {
  deposit: AdminDeposit | null;
  onClose: () => void;
}

/** A rejection needs a reason: the user reads it on their deposit record. */
export function RejectDepositModal({ deposit, onClose }: Props) {
  const { t } = useTranslation();
  const money = useMoney();
  const review = useReviewDeposit();
  return (
    <RejectReasonModal
      open={deposit !== null}
      explain={
        deposit
          ? t('deposits.reject.explain', {
              email: deposit.user.email,
              amount: isolate(
                `${minorToDecimal(deposit.assetAmount, deposit.assetScale)} ${deposit.currency}`,
              ),
              credit: money(deposit.creditAmount),
            })
          : null
      }
      text={{
        title: t('deposits.reject.title'),
        reason: t('deposits.reject.reason'),
        placeholder: t('deposits.reject.placeholder'),
        confirm: t('deposits.reject.confirm'),
        done: t('deposits.reject.done'),
      }}
      pending={review.isPending}
      reject={(reason) =>
        deposit ? review.mutateAsync({ id: deposit.id, action: 'reject', reason }) : Promise.resolve()
      }
      onClose={onClose}
    />
  );
}
