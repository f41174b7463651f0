import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { holdInviteRewards } from '#server/modules/invite/index.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { coveredByPrize } from '#server/modules/voucher/index.js';
import { orderRepository, type OrderRow } from './order.repository.js';

/**
 * Pays unpaid orders from the wallet in one step: each order's total less its discounts moves from the buyer's
 * available balance into escrow as a pending transfer. Not enough balance pays none of them.
 */
export async function payOrders(
  tx: Tx,
  userId: number,
  ids: number[],
  /** The buyer's inviter when the caller has the buyer's row: none, and no inviter is looked up. */
  payer?: { inviterId: number | null },
  /**
   * The orders' rows when this transaction placed them (decision 65): no other transaction can see
   * them before it commits, so they are not locked and read again.
   */
  placed?: OrderRow[],
) {
  const locked = placed ?? (await orderRepository.lockOrders(tx, ids));
  const mine = locked.filter((o) => o.userId === userId);
  if (mine.length !== new Set(ids).size) throw new AppError('ORDER_NOT_FOUND');
  const now = clock.now().getTime();
  for (const o of mine) {
    if (o.status !== 'unpaid') throw new AppError('ORDER_NOT_PAYABLE', { orderNo: o.orderNo });
    if (o.expiresAt && o.expiresAt.getTime() <= now)
      throw new AppError('ORDER_EXPIRED', { orderNo: o.orderNo });
  }
  const buyer = ledger.ref.user(userId);
  const paid: OrderRow[] = [];
  for (const o of mine) {
    const due = o.total - o.discountTotal;
    // Nothing to pay only when the platform holds the whole price: a goods prize (decision 55).
    if (due <= 0 && !(await coveredByPrize(tx, o))) throw new Error(`order ${o.id}: nothing to pay`);
    const hold =
      due > 0
        ? await ledger.transfer(tx, {
            transferId: `order:${o.id}:pay`,
            debitAccountId: buyer,
            creditAccountId: ledger.ref.platform(accountCodes.escrowShard(o.id)),
            // The discounts are held into the same escrow by whoever gives them (decision 44).
            amount: due,
            kind: 'payment',
            pending: true,
            reference: { type: 'order', id: o.id },
            memo: `order ${o.orderNo}`,
            line: { kind: 'orderPayment', orderNo: o.orderNo },
          })
        : null;
    const next = await orderRepository.markPaid(tx, o.id, {
      status: o.wholesaleTotal > 0 ? 'to_purchase' : 'pending',
      escrowTransferId: hold?.id ?? null,
      paidAt: clock.now(),
    });
    paid.push(next);
  }
  // The buyer's inviters' rewards, held until each order completes (decision 45).
  if (payer?.inviterId !== null)
    await holdInviteRewards(
      tx,
      userId,
      paid.filter((o) => o.total > o.discountTotal),
    );
  // The `paid` events, the sold counts (last: a popular product's row stays locked for the
  // shortest time) and each store's owner told live in the seller center, in one statement.
  await orderRepository.afterPayment(
    tx,
    paid.map((o) => o.id),
  );
  return paid;
}
