import type { Tx } from '#server/db/client.js';
import { reverseInviteRewards } from '#server/modules/invite/index.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { releaseDiscounts } from '#server/modules/voucher/index.js';
import { orderRepository, type OrderRow } from './order.repository.js';

/** Refund: the escrow goes back to the buyer, the stock back on the shelf, a paid purchase back to the seller. */
export async function refundOrder(tx: Tx, order: OrderRow, note: string, staffId?: number) {
  if (!order.escrowTransferId && order.discountTotal !== order.total)
    throw new Error(`order ${order.id} has no escrow`);
  // A goods prize's order has no payment of the buyer's to give back (decision 55).
  if (order.escrowTransferId) await ledger.void(tx, order.escrowTransferId, `order:${order.id}:refund`);
  await reverseInviteRewards(tx, order);
  // The coupon is usable again; a voucher's budget has its amount back (decision 44).
  await releaseDiscounts(tx, order);
  const lines = (await orderRepository.linesOf(tx, [order.id])).map((r) => r.line);
  await orderRepository.releaseStock(tx, lines);
  await orderRepository.addSold(tx, lines, -1);
  const purchased =
    order.wholesaleTotal > 0 && order.refundFromStatus !== 'to_purchase' && order.status !== 'to_purchase';
  if (purchased) {
    const [store] = await orderRepository.storesOf(tx, [order.storeId]);
    await ledger.transfer(tx, {
      transferId: `order:${order.id}:purchase-refund`,
      debitAccountId: ledger.ref.platform(accountCodes.warehouse),
      creditAccountId: ledger.ref.user(store!.ownerId),
      amount: order.wholesaleTotal,
      kind: 'refund',
      reference: { type: 'order', id: order.id },
      line: { kind: 'warehouseRefund', orderNo: order.orderNo },
      memo: `purchase refund ${order.orderNo}`,
    });
  }
  const done = await orderRepository.update(tx, order.id, { status: 'refunded', autoConfirmAt: null });
  await orderRepository.event(tx, order.id, 'refunded', note, staffId);
  return done;
}
