import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { orderRepository, type OrderRow } from './order.repository.js';
import { refundOrder } from './refund-order.flow.js';
import { REFUNDABLE } from './order.rules.js';

/**
 * The buyer asks for a refund of a locked order: before the seller purchased (or of own stock not
 * yet shipped) the escrow goes back at once; after, the order waits for staff review (refunding).
 */
export async function requestRefund(tx: Tx, o: OrderRow, reason: string) {
  if (!REFUNDABLE.includes(o.status)) throw new AppError('REFUND_NOT_ALLOWED');
  // A group deal's order is refunded by the deal itself if the count is not reached (decision 54).
  if (o.awaitingGroup) throw new AppError('DEAL_ORDER_WAITING');
  await orderRepository.event(tx, o.id, 'refund_requested', reason);
  const asked = await orderRepository.update(tx, o.id, {
    refundReason: reason,
    refundRejectReason: null,
    refundSellerReason: null,
    refundFromStatus: o.status,
    ...(o.status === 'to_purchase' || (o.status === 'pending' && o.wholesaleTotal === 0)
      ? {}
      : { status: 'refunding' as const }),
  });
  return asked.status === 'refunding' ? asked : refundOrder(tx, asked, reason);
}
