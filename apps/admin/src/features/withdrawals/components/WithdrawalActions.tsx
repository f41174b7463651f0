import { App, Button, Flex, Popconfirm } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../components/Money';
import { errorMessage } from '../../../lib/errors';
import { useReviewWithdraw } from '../api/withdrawals';
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
  const { message } = App.useApp();
  const review = useReviewWithdraw();
  // Isolated, so the amount reads whole inside a right-to-left sentence.
  const amount = money(w.amount);
  const next = w.approvals + 1;
  const needsAnother = next < w.approvalsNeeded;

  const approve = () =>
    review
      .mutateAsync({ id: w.id, action: 'approve' })
      .then((after) => {
        void message.success(
          after.status === 'approved'
            ? t('withdrawals.approve.done', { amount })
            : t('withdrawals.approve.partial', { approvals: after.approvals, needed: after.approvalsNeeded }),
        );
      })
      .catch((error: unknown) => void message.error(errorMessage(error, t)));

  return (
    // Clicks here must not open or close the row's details.
    <Flex
      gap={6}
      vertical={vertical}
      align={vertical ? 'stretch' : 'center'}
      onClick={(event) => event.stopPropagation()}
    >
      <Popconfirm
        title={t('withdrawals.approve.title')}
        description={
          <div style={{ maxWidth: 300 }}>
            {needsAnother
              ? t('withdrawals.approve.explainFirst', { next, needed: w.approvalsNeeded, amount })
              : t(w.approvals > 0 ? 'withdrawals.approve.explainSecond' : 'withdrawals.approve.explain', {
                  amount,
                  network: `${w.currency} ${w.network}`,
                })}
          </div>
        }
        okText={t(needsAnother ? 'withdrawals.approve.confirmFirst' : 'withdrawals.approve.confirm')}
        cancelText={t('action.cancel')}
        onConfirm={approve}
      >
        <Button type="primary" size="small" icon={<CheckOutlined />} loading={review.isPending}>
          {t('withdrawals.approve.action')}
        </Button>
      </Popconfirm>
      <Button
        danger
        size="small"
        icon={<CloseOutlined />}
        disabled={review.isPending}
        onClick={() => onReject(w)}
      >
        {t('withdrawals.reject.action')}
      </Button>
    </Flex>
  );
}
