import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { afterStoreSale, catalogRepository } from '#server/modules/catalog/index.js';
import { payInviteRewards } from '#server/modules/invite/index.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { creditOrderPoints } from '#server/modules/lottery/index.js';
import { postDiscounts } from '#server/modules/voucher/index.js';
import { orderRepository, type OrderRow } from './order.repository.js';
import { commissionOf } from './order.rules.js';

/**
 * Completion: the escrow is posted, the seller gets the total less the platform commission; the
 * store's level rises with its sales, and a frozen store's income is held with its other funds.
 */
export async function completeOrder(tx: Tx, order: OrderRow, auto: boolean) {
  // A goods prize's order has no payment of the buyer's: the platform's hold is its whole price.
  if (!order.escrowTransferId && order.discountTotal !== order.total)
    throw new Error(`order ${order.id} has no escrow`);
  // The store row first, then the ledger accounts: the same order a store's freeze takes them in.
  const store = await catalogRepository.lockStore(tx, order.storeId);
  // The escrow account is the one the payment (and every discount) was held in.
  const paidInto = order.escrowTransferId
    ? (await ledger.post(tx, order.escrowTransferId, `order:${order.id}:settle`)).creditAccountId
    : undefined;
  // The coupon's and the voucher's holds complete the full price in escrow (decision 44); a goods
  // prize's order has only the platform's hold, which names its escrow account.
  const escrow = paidInto ?? (await postDiscounts(tx, order));
  if (paidInto !== undefined) await postDiscounts(tx, order);
  if (escrow === undefined) throw new Error(`order ${order.id} has no escrow`);
  const commission = commissionOf(order);
  const sellerShare = order.total - commission;
  if (sellerShare > 0) {
    await ledger.transfer(tx, {
      transferId: `order:${order.id}:release`,
      debitAccountId: escrow,
      creditAccountId: ledger.ref.user(store!.ownerId),
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
      creditAccountId: ledger.ref.platform(accountCodes.fees),
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
  await afterStoreSale(tx, store!, Math.max(0, sellerShare));
  await payInviteRewards(tx, order);
  // The buyer's points for the order, by the configured rule, once per order (decision 55).
  await creditOrderPoints(tx, order);
  return done;
}
