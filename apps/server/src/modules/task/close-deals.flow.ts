import type { Db, Tx } from '#server/db/client.js';
import { orderRepository, refundOrder } from '#server/modules/order/index.js';
import { dealEvent } from './task.mapper.js';
import { taskRepository as repo, type DealRow } from './task.repository.js';

/** Order states whose escrow is still held (what a failed deal refunds). */
const HELD = new Set(['to_purchase', 'pending']);

/**
 * Refunds every place of a deal once (its row locked by the caller): each order still in escrow goes
 * back through the order module's refund (the hold voided, the stock back), and the place is stamped
 * `refunded_at`, so a place already refunded is skipped. The deadline job and staff's cancel share it.
 */
export async function refundPlaces(tx: Tx, d: DealRow, why: string, now: Date) {
  for (const p of await repo.participants(tx, d.id)) {
    if (p.refundedAt) continue;
    const [o] = await orderRepository.lockOrders(tx, [p.orderId]);
    if (o && HELD.has(o.status)) await refundOrder(tx, o, why);
    await repo.updateParticipant(tx, p.id, { refundedAt: now });
  }
}

/**
 * The deadline job (`task-deadline`, every minute; decision 54): every open deal past its deadline
 * without its count fails, and each participant's order is refunded through the order module (the
 * escrow goes back, the stock back on the shelf). One transaction per deal under its row lock: run
 * twice at once, the second waits, finds the deal failed and does nothing. Answers the ids of the deals it failed.
 */
export async function closeDueDeals(db: Db, now: Date) {
  const failed: number[] = [];
  for (const id of await repo.dueIds(db, now)) {
    const done = await db.transaction(async (tx) => {
      const d = await repo.lock(tx, id);
      if (!d || d.status !== 'open' || d.deadline > now) return false;
      await refundPlaces(tx, d, 'group deal did not reach its count', now);
      const failed = await repo.update(tx, d.id, { status: 'failed', failedAt: now });
      await repo.notify(tx, dealEvent(failed, now));
      return true;
    });
    if (done) failed.push(id);
  }
  return { failed };
}
