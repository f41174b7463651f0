import { App, Button, Flex, Popconfirm } from 'antd';
import { CheckOutlined, CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../../components/Money';
import { errorMessage } from '../../../lib/errors';
import { useReviewRecharge } from '../api/recharges';
import type { AdminRecharge } from './recharge-types';

interface Props {
  recharge: AdminRecharge;
  onReject: (recharge: AdminRecharge) => void;
  vertical?: boolean;
}

/** Complete (after confirming the exact credit) or open the rejection form. */
export function RechargeActions({ recharge: r, onReject, vertical = false }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const money = useMoney();
  const review = useReviewRecharge();
  const credit = money(r.creditAmount);
  const paid = money(r.amount, r.currency);

  const complete = () =>
    review
      .mutateAsync({ id: r.id, action: 'approve' })
      .then(() => void message.success(t('recharges.complete.done', { credit })))
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
        title={t('recharges.complete.title')}
        description={
          <div style={{ maxWidth: 300 }}>
            {t('recharges.complete.explain', { credit, paid, email: r.user.email })}
          </div>
        }
        okText={t('recharges.complete.confirm')}
        cancelText={t('action.cancel')}
        onConfirm={complete}
      >
        <Button type="primary" size="small" icon={<CheckOutlined />} loading={review.isPending}>
          {t('recharges.complete.action')}
        </Button>
      </Popconfirm>
      <Button
        danger
        size="small"
        icon={<CloseOutlined />}
        disabled={review.isPending}
        onClick={() => onReject(r)}
      >
        {t('recharges.reject.action')}
      </Button>
    </Flex>
  );
}
