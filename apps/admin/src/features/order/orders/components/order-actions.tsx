import { useState, type ReactNode } from 'react';
import { Alert, App, Button, Flex, Popconfirm, Typography } from 'antd';
import {
  CarOutlined,
  CheckCircleOutlined,
  CheckOutlined,
  CloseOutlined,
  HomeOutlined,
  ShoppingCartOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminOrder } from '@app/contract';
import { useMoney } from '#admin/components/money';
import { RejectReasonModal } from '#admin/components/reject-reason-modal';
import { useCanCall } from '#admin/lib/access';
import { errorMessage } from '#admin/lib/errors';
import { ApiError } from '#admin/lib/request';
import { useFormatDateTime } from '#admin/lib/format';
import { useAdvanceOrder, useReviewRefund } from '#admin/features/order/orders/api/orders';
import { GroupWaitingNote } from '#admin/features/task';
import { ShipModal } from './ship-modal';
import { inSentence } from './in-sentence';

/** A confirmation that says what the action does, in a popover the width of a sentence. */
function Confirm({
  title,
  explain,
  okText,
  danger = false,
  onConfirm,
  children,
}: {
  title: string;
  explain: string;
  okText: string;
  danger?: boolean;
  onConfirm: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={title}
      description={<div style={{ maxWidth: 320 }}>{explain}</div>}
      okText={okText}
      okButtonProps={{ danger }}
      cancelText={t('action.cancel')}
      onConfirm={onConfirm}
    >
      {children}
    </Popconfirm>
  );
}

/**
 * What staff may do with an order in its state, standing in for the seller (purchase, ship,
 * delivered) or deciding a refund. Failures stay on screen until the next attempt.
 */
export function OrderActions({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('order');
  const { message } = App.useApp();
  const money = useMoney();
  const formatDate = useFormatDateTime();
  const canAdvance = useCanCall('admin/advanceOrder');
  const canReview = useCanCall('admin/reviewRefund');
  const advance = useAdvanceOrder();
  const review = useReviewRefund();
  const [failure, setFailure] = useState<string | null>(null);
  const [shipping, setShipping] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const busy = advance.isPending || review.isPending;

  const run = (action: () => Promise<unknown>, done: string) => async () => {
    setFailure(null);
    try {
      await action();
      void message.success(done);
    } catch (error) {
      // The server speaks to a wallet owner; here it is the seller's wallet that is short.
      const short = error instanceof ApiError && error.error === 'INSUFFICIENT_BALANCE';
      setFailure(
        short
          ? t('console.orders.purchase.insufficient', {
              store: inSentence(order.store.name),
              amount: money(order.wholesaleTotal),
            })
          : errorMessage(error, t),
      );
    }
  };

  // Waiting for its group deal: fulfilment would be refused (DEAL_ORDER_WAITING), so say why instead.
  if (order.awaitingGroup) return <GroupWaitingNote group={order.awaitingGroup} />;
  const delivered = order.events.some((e) => e.type === 'delivered');
  let buttons: ReactNode = null;
  if (order.status === 'to_purchase' && canAdvance) {
    buttons = (
      <Confirm
        title={t('console.orders.purchase.title')}
        explain={t('console.orders.purchase.explain', {
          store: inSentence(order.store.name),
          amount: money(order.wholesaleTotal),
        })}
        okText={t('console.orders.purchase.confirm')}
        onConfirm={run(
          () => advance.mutateAsync({ id: order.id, action: 'purchase' }),
          t('console.orders.purchase.done', { amount: money(order.wholesaleTotal) }),
        )}
      >
        <Button type="primary" icon={<ShoppingCartOutlined />} loading={busy} data-testid="order-purchase">
          {t('console.orders.purchase.action')}
        </Button>
      </Confirm>
    );
  } else if (order.status === 'pending' && canAdvance) {
    buttons = (
      <Button
        type="primary"
        icon={<CarOutlined />}
        loading={busy}
        onClick={() => setShipping(true)}
        data-testid="order-ship"
      >
        {t('console.orders.ship.action')}
      </Button>
    );
  } else if (order.status === 'shipped' && delivered) {
    // Delivered: what remains is the buyer's confirmation (or the automatic one).
    return (
      <Typography.Text type="secondary" data-testid="order-delivered-note">
        <CheckCircleOutlined style={{ color: '#52c41a', marginInlineEnd: 6 }} />
        {order.autoConfirmAt
          ? t('console.orders.deliver.waitingAuto', { date: inSentence(formatDate(order.autoConfirmAt)) })
          : t('console.orders.deliver.waiting')}
      </Typography.Text>
    );
  } else if (order.status === 'shipped' && canAdvance) {
    buttons = (
      <Confirm
        title={t('console.orders.deliver.title')}
        explain={t(
          order.autoConfirmAt ? 'console.orders.deliver.explainAuto' : 'console.orders.deliver.explain',
          {
            date: inSentence(formatDate(order.autoConfirmAt)),
          },
        )}
        okText={t('console.orders.deliver.confirm')}
        onConfirm={run(
          () => advance.mutateAsync({ id: order.id, action: 'deliver' }),
          t('console.orders.deliver.done'),
        )}
      >
        <Button type="primary" icon={<HomeOutlined />} loading={busy} data-testid="order-deliver">
          {t('console.orders.deliver.action')}
        </Button>
      </Confirm>
    );
  } else if (order.status === 'refunding' && canReview) {
    buttons = (
      <>
        <Confirm
          title={t('console.orders.refund.approveTitle')}
          explain={t('console.orders.refund.approveExplain', {
            amount: money(order.total),
            email: inSentence(order.buyer.email),
          })}
          okText={t('console.orders.refund.approveConfirm')}
          onConfirm={run(
            () => review.mutateAsync({ id: order.id, action: 'approve' }),
            t('console.orders.refund.approveDone', { amount: money(order.total) }),
          )}
        >
          <Button type="primary" icon={<CheckOutlined />} loading={busy} data-testid="order-approve-refund">
            {t('console.orders.refund.approve')}
          </Button>
        </Confirm>
        <Button
          danger
          icon={<CloseOutlined />}
          disabled={busy}
          onClick={() => setRejecting(true)}
          data-testid="order-reject-refund"
        >
          {t('console.orders.refund.reject')}
        </Button>
      </>
    );
  }

  if (!buttons) return null;
  return (
    <Flex vertical gap={8} data-testid="order-actions">
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t(
          order.status === 'refunding'
            ? order.refundSellerReason
              ? 'console.orders.actions.disputeHint'
              : 'console.orders.actions.refundHint'
            : 'console.orders.actions.sellerHint',
        )}
      </Typography.Text>
      <Flex gap={8} wrap>
        {buttons}
      </Flex>
      {failure ? (
        <Alert
          type="error"
          showIcon
          title={failure}
          closable={{ onClose: () => setFailure(null) }}
          data-testid="order-action-error"
        />
      ) : null}
      {order.status === 'pending' ? (
        <ShipModal
          order={order}
          open={shipping}
          onClose={() => setShipping(false)}
          onDone={() => {
            setShipping(false);
            void message.success(t('console.orders.ship.done'));
          }}
        />
      ) : null}
      {order.status === 'refunding' ? (
        <RejectReasonModal
          open={rejecting}
          explain={t('console.orders.refund.rejectExplain', { email: inSentence(order.buyer.email) })}
          text={{
            title: t('console.orders.refund.rejectTitle'),
            reason: t('console.orders.refund.rejectReason'),
            placeholder: t('console.orders.refund.rejectPlaceholder'),
            confirm: t('console.orders.refund.rejectConfirm'),
            done: t('console.orders.refund.rejectDone'),
          }}
          pending={review.isPending}
          reject={(reason) => review.mutateAsync({ id: order.id, action: 'reject', reason })}
          onClose={() => setRejecting(false)}
        />
      ) : null}
    </Flex>
  );
}
