import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { ledger } from '#server/modules/ledger/index.js';
import { payPrize } from './pay-prize.js';
import { lotteryRepository as repo } from './lottery.repository.js';

/**
 * Receives a milestone prize (spec §4: receivable → received): the milestone is running and the
 * buyer's participation count reached it, and no milestone of that count was received before (staff
 * saving the table makes new rows: the count, not the row, is received once); the claim row is unique
 * per buyer and milestone, and the transfer id derives from the pair, so a second claim pays nothing.
 */
export async function claimMilestone(tx: Tx, userId: number, milestoneId: number) {
  const m = await repo.milestone(tx, milestoneId);
  if (!m || !m.active) throw new AppError('MILESTONE_NOT_FOUND');
  const draws = await repo.drawCount(tx, userId);
  if (draws < m.draws) throw new AppError('MILESTONE_NOT_REACHED', { draws: m.draws, done: draws });
  if ((await repo.claimedDraws(tx, userId)).has(m.draws)) throw new AppError('MILESTONE_RECEIVED');
  const claim = await repo.insertClaim(tx, { milestoneId: m.id, userId, createdAt: clock.stamp() });
  if (!claim) throw new AppError('MILESTONE_RECEIVED');
  await payPrize(tx, {
    userId,
    kind: m.kind,
    amount: m.amount,
    transferId: `lottery:milestone:${m.id}:${userId}`,
    reference: { type: 'lottery_milestone', id: m.id },
    line: { kind: 'lotteryMilestone', draws: m.draws },
  });
  return { id: m.id, kind: m.kind, amount: m.amount, balance: await ledger.userPoints(tx, userId) };
}
