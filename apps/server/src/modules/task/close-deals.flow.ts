import type { Db } from '#server/db/client.js';
import { orderRepository, refundOrder } from '#server/modules/order/index.js';
import { taskRepository as repo } from './task.repository.js';

/** Order states whose escrow is still held (what a failed deal refunds). */
const HELD = new Set(['to_purchase', 'pending']);

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
      for (const p of await repo.participants(tx, d.id)) {
        if (p.refundedAt) continue;
        const [o] = await orderRepository.lockOrders(tx, [p.orderId]);
        if (o && HELD.has(o.status)) await refundOrder(tx, o, 'group deal did not reach its count');
        await repo.updateParticipant(tx, p.id, { refundedAt: now });
      }
      await repo.update(tx, d.id, { status: 'failed', failedAt: now });
      return true;
    });
    if (done) failed.push(id);
  }
  return { failed };
}
