import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Dialog, Toast } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { OrderSummary } from '@app/contract';
import { useCancelOrder, useConfirmOrder, useRefundOrder } from '#web/features/orders/api/orders';
import { useSubmitAttempt } from '#web/lib/submit-attempt';
import { useNow } from '#web/features/orders/hooks/use-now';
import { toastError } from '#web/lib/toast-error';
import { usePayOrders } from '#web/features/orders/hooks/use-payment';
import { formatCountdown, msUntil } from '#web/features/orders/lib/countdown';
import { ORDER_PATHS } from '#web/features/orders/lib/paths';
import { nextToReview, orderActions, type OrderAction } from '#web/features/orders/lib/status';
import { RefundSheet } from './refund-sheet';

// Never the highlighted button: a refund is not what we nudge buyers to, the others are fallbacks.
const QUIET: ReadonlySet<OrderAction> = new Set(['refund', 'refundPending', 'buyAgain']);

/** Pay-by countdown of an unpaid order. */
export function PayCountdown({ expiresAt, className }: { expiresAt: string | null; className?: string }) {
  const { t } = useTranslation('order');
  const now = useNow(expiresAt !== null);
  const left = msUntil(expiresAt, now);
  if (left === null) return null;
  return (
    <span className={className ?? 'pay-countdown'} data-testid="pay-countdown">
      {left > 0 ? t('order.payWithin', { time: formatCountdown(left) }) : t('order.payExpired')}
    </span>
  );
}

/**
 * The buttons an order's state allows (pay, cancel, confirm receipt, refund, review, buy again),
 * with their confirmations. `bar` is the detail page's bottom bar; the card shows the same.
 */
export function OrderActions({ order, variant = 'card' }: { order: OrderSummary; variant?: 'card' | 'bar' }) {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const now = useNow(order.status === 'unpaid');
  const actions = orderActions(order, now);
  const cancel = useCancelOrder();
  const confirm = useConfirmOrder(useSubmitAttempt());
  const refund = useRefundOrder(useSubmitAttempt());
  const payment = usePayOrders();
  const [refunding, setRefunding] = useState(false);

  const run = async (action: OrderAction) => {
    switch (action) {
      case 'pay':
        return payment.pay([order.id], order.payTotal, order.discounts);
      case 'cancel': {
        const ok = await Dialog.confirm({
          title: t('order.cancelTitle'),
          content: t('order.cancelText'),
          confirmText: t('order.cancelConfirm'),
          cancelText: t('order.keep'),
        });
        if (!ok) return;
        try {
          await cancel.mutateAsync(order.id);
          Toast.show({ icon: 'success', content: t('order.cancelled') });
        } catch {
          // The request helper has shown the reason.
        }
        return;
      }
      case 'confirm': {
        const ok = await Dialog.confirm({
          title: t('order.confirmTitle'),
          content: t('order.confirmText'),
          confirmText: t('order.confirmReceipt'),
          cancelText: t('action.cancel', { ns: 'common' }),
        });
        if (!ok) return;
        try {
          await confirm.mutateAsync(order.id);
          Toast.show({ icon: 'success', content: t('order.confirmed') });
        } catch (error) {
          toastError(error);
        }
        return;
      }
      case 'refund':
        return setRefunding(true);
      case 'review': {
        const line = nextToReview(order);
        if (line) void navigate(ORDER_PATHS.review(order.id, line.id));
        return;
      }
      case 'buyAgain': {
        const line = order.lines[0];
        if (line) void navigate(ORDER_PATHS.product(line.goodsId));
        return;
      }
      case 'refundPending':
        return;
    }
  };

  const busy: Partial<Record<OrderAction, boolean>> = {
    pay: payment.paying,
    cancel: cancel.isPending,
    confirm: confirm.isPending,
  };

  if (!actions.length) return null;
  return (
    <div className={`order-actions order-actions--${variant}`} onClick={(e) => e.stopPropagation()}>
      {order.status === 'unpaid' && <PayCountdown expiresAt={order.expiresAt} />}
      <div className="order-actions__buttons">
        {actions.map((action, index) => {
          const primary = index === actions.length - 1 && !QUIET.has(action);
          return (
            <Button
              key={action}
              size={variant === 'bar' ? 'middle' : 'small'}
              shape="rounded"
              color={primary ? 'primary' : 'default'}
              fill={primary ? 'solid' : 'outline'}
              disabled={action === 'refundPending'}
              loading={busy[action]}
              onClick={() => void run(action)}
              data-testid={`order-${action}`}
            >
              {t(`order.action.${action}`)}
            </Button>
          );
        })}
      </div>
      {payment.sheet}
      <RefundSheet
        visible={refunding}
        immediate={order.status === 'to_purchase'}
        onClose={() => setRefunding(false)}
        onSubmit={async (reason) => {
          try {
            const done = await refund.mutateAsync({ id: order.id, reason });
            setRefunding(false);
            Toast.show({
              icon: 'success',
              content: done.status === 'refunded' ? t('refund.doneImmediate') : t('refund.doneReview'),
            });
          } catch (error) {
            toastError(error);
            throw error;
          }
        }}
      />
    </div>
  );
}
