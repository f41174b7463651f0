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
export async function payOrders(tx: Tx, userId: number, ids: number[]) {
  const locked = await orderRepository.lockOrders(tx, ids);
  const mine = locked.filter((o) => o.userId === userId);
  if (mine.length !== new Set(ids).size) throw new AppError('ORDER_NOT_FOUND');
  const now = clock.now().getTime();
  for (const o of mine) {
    if (o.status !== 'unpaid') throw new AppError('ORDER_NOT_PAYABLE', { orderNo: o.orderNo });
    if (o.expiresAt && o.expiresAt.getTime() <= now)
      throw new AppError('ORDER_EXPIRED', { orderNo: o.orderNo });
  }
  const buyer = await ledger.userAccount(tx, userId);
  const paid: OrderRow[] = [];
  const sold: { goodsId: number; quantity: number }[] = [];
  for (const o of mine) {
    const due = o.total - o.discountTotal;
    // Nothing to pay only when the platform holds the whole price: a goods prize (decision 55).
    if (due <= 0 && !(await coveredByPrize(tx, o))) throw new Error(`order ${o.id}: nothing to pay`);
    const hold =
      due > 0
        ? await ledger.transfer(tx, {
            transferId: `order:${o.id}:pay`,
            debitAccountId: buyer,
            creditAccountId: await ledger.platformAccount(tx, accountCodes.escrowShard(o.id)),
            // The discounts are held into the same escrow by whoever gives them (decision 44).
            amount: due,
            kind: 'payment',
            pending: true,
            reference: { type: 'order', id: o.id },
            memo: `order ${o.orderNo}`,
            line: { kind: 'orderPayment', orderNo: o.orderNo },
          })
        : null;
    sold.push(...(await orderRepository.linesOf(tx, [o.id])).map((r) => r.line));
    const next = await orderRepository.update(tx, o.id, {
      status: o.wholesaleTotal > 0 ? 'to_purchase' : 'pending',
      escrowTransferId: hold?.id ?? null,
      paidAt: clock.now(),
      expiresAt: null,
    });
    await orderRepository.event(tx, o.id, 'paid');
    paid.push(next);
  }
  // The buyer's inviters' rewards, held until each order completes (decision 45).
  await holdInviteRewards(
    tx,
    userId,
    paid.filter((o) => o.total > o.discountTotal),
  );
  // Sold counts last: a popular product's row stays locked for the shortest time.
  await orderRepository.addSold(tx, sold, 1);
  // Each store's owner hears of it live in the seller center (delivered when this commits).
  await orderRepository.notifyStores(
    tx,
    paid.map((o) => o.id),
  );
  return paid;
}
