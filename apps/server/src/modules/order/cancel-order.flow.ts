import type { Tx } from '#server/db/client.js';
import { releaseDiscounts } from '#server/modules/voucher/index.js';
import { orderRepository, type OrderRow } from './order.repository.js';

/** Cancels an unpaid order (by the buyer, or when its payment time ran out) and releases its stock. */
export async function cancelOrder(tx: Tx, order: OrderRow, expired: boolean) {
  const lines = (await orderRepository.linesOf(tx, [order.id])).map((r) => r.line);
  await orderRepository.releaseStock(tx, lines);
  await releaseDiscounts(tx, order);
  const done = await orderRepository.update(tx, order.id, { status: 'cancelled', expiresAt: null });
  await orderRepository.event(tx, order.id, expired ? 'expired' : 'cancelled');
  return done;
}
