import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { orderRepository, type OrderRow } from './order.repository.js';
import { refundOrder } from './refund-order.flow.js';

/**
 * The seller answers a refund request once (the order row locked by the caller): accepting returns
 * the escrow (and a paid purchase) to the buyer at once; declining keeps the order refunding with
 * the seller's reason, which the buyer reads and staff arbitrate.
 */
export async function answerRefund(tx: Tx, o: OrderRow, answer: { accept: boolean; reason: string }) {
  if (o.status !== 'refunding' || o.refundSellerReason !== null) throw new AppError('REFUND_NOT_ANSWERABLE');
  if (answer.accept) return refundOrder(tx, o, o.refundReason ?? '');
  const next = await orderRepository.update(tx, o.id, { refundSellerReason: answer.reason });
  await orderRepository.event(tx, o.id, 'refund_declined', answer.reason);
  return next;
}
