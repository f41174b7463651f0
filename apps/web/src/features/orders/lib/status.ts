import type { OrderStatus, OrderSummary } from '@app/contract';

/** The colour family of a status: what needs the buyer, what is moving, what is done. */
export const STATUS_TONE: Record<OrderStatus, 'warning' | 'primary' | 'success' | 'default' | 'danger'> = {
  unpaid: 'warning',
  to_purchase: 'primary',
  pending: 'primary',
  shipped: 'primary',
  completed: 'success',
  refunding: 'warning',
  refunded: 'default',
  cancelled: 'default',
};

export type OrderAction = 'pay' | 'cancel' | 'confirm' | 'refund' | 'refundPending' | 'review' | 'buyAgain';

/** The first line the buyer has not reviewed yet, if the order can be reviewed. */
export function nextToReview(order: Pick<OrderSummary, 'status' | 'lines'>) {
  return order.status === 'completed' ? order.lines.find((l) => !l.commented) : undefined;
}

/**
 * What the buyer can do with an order, least important first (the last is the primary button).
 * An unpaid order past its deadline can no longer be paid (the server cancels it shortly).
 */
export function orderActions(
  order: Pick<OrderSummary, 'status' | 'lines' | 'expiresAt'>,
  now: number = Date.now(),
): OrderAction[] {
  switch (order.status) {
    case 'unpaid': {
      const expired = order.expiresAt !== null && Date.parse(order.expiresAt) <= now;
      return expired ? [] : ['cancel', 'pay'];
    }
    case 'to_purchase':
    case 'pending':
      return ['refund'];
    case 'shipped':
      return ['refund', 'confirm'];
    case 'completed':
      return nextToReview(order) ? ['buyAgain', 'review'] : ['buyAgain'];
    case 'refunding':
      return ['refundPending'];
    case 'refunded':
    case 'cancelled':
      return ['buyAgain'];
  }
}

/** Units in an order. */
export const orderUnits = (order: Pick<OrderSummary, 'lines'>): number =>
  order.lines.reduce((n, l) => n + l.quantity, 0);
