import { App, Button, Flex, Popconfirm } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../components/Money';
import { errorMessage } from '../../../lib/errors';
import { useReviewDeposit } from '../api/deposits';
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
  const { message } = App.useApp();
  const review = useReviewDeposit();
  // Isolated, so the amount reads whole inside a right-to-left sentence.
  const credit = money(deposit.creditAmount);

  const approve = () =>
    review
      .mutateAsync({ id: deposit.id, action: 'approve' })
      .then(() => void message.success(t('deposits.approve.done', { credit })))
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
        title={t('deposits.approve.title')}
        description={
          <div style={{ maxWidth: 300 }}>
            {t('deposits.approve.explain', { credit, email: deposit.user.email })}
          </div>
        }
        okText={t('deposits.approve.confirm')}
        cancelText={t('action.cancel')}
        onConfirm={approve}
      >
        <Button type="primary" size="small" icon={<CheckOutlined />} loading={review.isPending}>
          {t('deposits.approve.action')}
        </Button>
      </Popconfirm>
      <Button
        danger
        size="small"
        icon={<CloseOutlined />}
        disabled={review.isPending}
        onClick={() => onReject(deposit)}
      >
        {t('deposits.reject.action')}
      </Button>
    </Flex>
  );
}
