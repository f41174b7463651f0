import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { orderRepository, type OrderRow } from './order.repository.js';
import { commissionOf } from './order.rules.js';

/** Completion: the escrow is posted, the seller gets the total less the platform commission. */
export async function completeOrder(tx: Tx, order: OrderRow, auto: boolean) {
  if (!order.escrowTransferId) throw new Error(`order ${order.id} has no escrow`);
  const [store] = await orderRepository.storesOf(tx, [order.storeId]);
  // The escrow account is the one the payment was held in.
  const escrow = (await ledger.post(tx, order.escrowTransferId, `order:${order.id}:settle`)).creditAccountId;
  const commission = commissionOf(order);
  const sellerShare = order.total - commission;
  if (sellerShare > 0) {
    await ledger.transfer(tx, {
      transferId: `order:${order.id}:release`,
      debitAccountId: escrow,
      creditAccountId: await ledger.userAccount(tx, store!.ownerId),
      amount: sellerShare,
      kind: 'income',
      reference: { type: 'order', id: order.id },
      memo: `order ${order.orderNo}`,
      line: { kind: 'orderIncome', orderNo: order.orderNo },
    });
  }
  if (commission > 0) {
    await ledger.transfer(tx, {
      transferId: `order:${order.id}:commission`,
      debitAccountId: escrow,
      creditAccountId: await ledger.platformAccount(tx, accountCodes.fees),
      amount: commission,
      kind: 'fee',
      reference: { type: 'order', id: order.id },
      memo: `commission ${order.orderNo}`,
      line: { kind: 'orderCommission', orderNo: order.orderNo },
    });
  }
  const done = await orderRepository.update(tx, order.id, {
    status: 'completed',
    completedAt: clock.now(),
    autoConfirmAt: null,
  });
  await orderRepository.event(tx, order.id, auto ? 'auto_completed' : 'completed');
  return done;
}
