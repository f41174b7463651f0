import type { AnswerKeeping } from '#server/context.js';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { holdInviteRewards } from '#server/modules/invite/index.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { coveredByPrize } from '#server/modules/voucher/index.js';
import { orderRepository, type OrderRow } from './order.repository.js';
import { outOfStock, takeStock, type StockTaken } from './place-orders.flow.js';

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
   * them before it commits, so they are not locked and read again. With `keep`, the usual case
   * (each has something to pay) hands it the rows as the payment will leave them, before the
   * payment's statement, which then keeps the row `keep` answers: the call's answer (decision 69).
   */
  placed?: OrderRow[],
  keep?: (paid: OrderRow[]) => Promise<AnswerKeeping | undefined>,
  /**
   * The stock the placement left to take (`stockLater`): taken first, by the payment's statement
   * in the usual case, else here before the payment.
   */
  stock: StockTaken[] = [],
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
  const dueOf = (o: OrderRow) => o.total - o.discountTotal;
  const nextStatus = (o: OrderRow) =>
    o.wholesaleTotal > 0 ? ('to_purchase' as const) : ('pending' as const);
  const escrowOf = (o: OrderRow) => ledger.ref.platform(accountCodes.escrowShard(o.id));
  const hold = (o: OrderRow) => ({
    transferId: `order:${o.id}:pay`,
    memo: `order ${o.orderNo}`,
    line: { kind: 'orderPayment' as const, orderNo: o.orderNo },
  });
  // Orders this transaction placed, each with something to pay: the checkout's usual case, paid
  // in one statement (below).
  const inOne = placed !== undefined && mine.every((o) => dueOf(o) > 0);
  const rewards = payer?.inviterId !== null;
  // The stock the placement left first, where it would have taken it, so that every checkout
  // locks its rows in one order: in the payment's statement when nothing comes before that.
  const stockHere = !inOne || rewards;
  if (stockHere) await takeStock(tx, stock);
  // The buyer's inviters' rewards, held until each order completes (decision 45). Before the
  // payment, so that every payment takes the marketing account's lock before its products' rows.
  if (rewards)
    await holdInviteRewards(
      tx,
      userId,
      mine.filter((o) => dueOf(o) > 0),
    );
  const paidAt = clock.now();
  // Held, marked paid and followed up in one statement (decision 69).
  if (inOne) {
    // The rows as the statement leaves them: what it sets, nothing else changed (the holds' ids
    // are the statement's own).
    const rows = mine.map((o) => ({ ...o, status: nextStatus(o), paidAt, expiresAt: null }));
    const keeping = await keep?.(rows);
    const done = await orderRepository.payPlaced(
      tx,
      buyer.code,
      mine.map((o) => {
        const { code, kind } = escrowOf(o);
        return { id: o.id, ...hold(o), due: dueOf(o), status: nextStatus(o), escrow: { code, kind } };
      }),
      paidAt,
      stockHere ? [] : stock,
      keeping?.row,
    );
    if ('declined' in done) {
      if (done.declined === 'balance') throw new AppError('INSUFFICIENT_BALANCE');
      if (done.declined === 'stock') outOfStock(stock.find((r) => r.skuId === done.skuId)?.title ?? '');
      throw keeping?.answeredBefore() ?? new Error('payment: no key, yet answered before');
    }
    keeping?.kept();
    return rows.map((o, i) => ({ ...o, escrowTransferId: done.holds[i]! }));
  }
  const paid: OrderRow[] = [];
  for (const o of mine) {
    const due = dueOf(o);
    // Nothing to pay only when the platform holds the whole price: a goods prize (decision 55).
    if (due <= 0 && !(await coveredByPrize(tx, o))) throw new Error(`order ${o.id}: nothing to pay`);
    const held =
      due > 0
        ? await ledger.transfer(tx, {
            ...hold(o),
            debitAccountId: buyer,
            creditAccountId: escrowOf(o),
            // The discounts are held into the same escrow by whoever gives them (decision 44).
            amount: due,
            kind: 'payment',
            pending: true,
            reference: { type: 'order', id: o.id },
          })
        : null;
    const next = await orderRepository.markPaid(tx, o.id, {
      status: nextStatus(o),
      escrowTransferId: held?.id ?? null,
      paidAt,
    });
    paid.push(next);
  }
  // The `paid` events, the sold counts (last: a popular product's row stays locked for the
  // shortest time) and each store's owner told live in the seller center, in one statement.
  await orderRepository.afterPayment(
    tx,
    paid.map((o) => o.id),
  );
  return paid;
}
