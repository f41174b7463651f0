import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { refundPlaces } from './close-deals.flow.js';
import { dealEvent } from './task.mapper.js';
import { taskRepository as repo } from './task.repository.js';

/**
 * Staff cancel a running or upcoming deal (decision 54), in the caller's transaction: the deal's
 * row is locked first (the order every deal path takes: join, the deadline job, edit), then every
 * place is refunded once through the same path as a failed deal, and the deal shows `cancelled`
 * with the reason to buyers. A settled, failed or already cancelled deal answers DEAL_CLOSED.
 */
export async function cancelDeal(tx: Tx, input: { dealId: number; reason: string; now: Date }) {
  const { now } = input;
  const d = await repo.lock(tx, input.dealId);
  if (!d) throw new AppError('DEAL_NOT_FOUND');
  if (d.status !== 'open') throw new AppError('DEAL_CLOSED');
  await refundPlaces(tx, d, `group deal cancelled: ${input.reason}`, now);
  const cancelled = await repo.update(tx, d.id, {
    status: 'cancelled',
    cancelledAt: now,
    cancelReason: input.reason,
  });
  await repo.notify(tx, dealEvent(cancelled, now));
  return cancelled;
}
