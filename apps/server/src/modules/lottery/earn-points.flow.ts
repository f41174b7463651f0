import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { AppError } from '#server/lib/errors.js';
import { settlementDayOf } from '#server/lib/settlement-day.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { lotteryRepository as repo } from './lottery.repository.js';
import { orderPoints } from './lottery.rules.js';

/**
 * Points on a completed order (decision 55): the configured points per 1.00 of what the buyer paid,
 * issued to the buyer once per order (the transfer id is the order's, so a second call posts
 * nothing). The order module calls it in its completion transaction.
 */
export async function creditOrderPoints(
  tx: Tx,
  order: { id: number; userId: number; orderNo: string; total: number; discountTotal: number },
) {
  const { pointsPerUnit } = await repo.settings(tx);
  const points = orderPoints(order.total - order.discountTotal, pointsPerUnit);
  if (points <= 0) return 0;
  await ledger.transfer(tx, {
    transferId: `points:order:${order.id}`,
    debitAccountId: ledger.ref.platform(accountCodes.pointsIssued, 'points'),
    creditAccountId: await ledger.userPointsAccount(tx, order.userId),
    amount: points,
    kind: 'points_issue',
    reference: { type: 'order', id: order.id },
    line: { kind: 'orderPoints', orderNo: order.orderNo },
    memo: `points for order ${order.orderNo}`,
  });
  return points;
}

/**
 * The daily check-in: the configured points, once per calendar day in `timeZone` (a unique row per
 * buyer and day, so two presses at once credit once; the second is CHECKIN_DONE).
 */
export async function checkIn(tx: Tx, userId: number, timeZone: string) {
  const { checkInPoints } = await repo.settings(tx);
  if (checkInPoints <= 0) throw new AppError('CHECKIN_OFF');
  const day = settlementDayOf(clock.now(), timeZone);
  const row = await repo.insertCheckin(tx, { userId, day, points: checkInPoints, createdAt: clock.stamp() });
  if (!row) throw new AppError('CHECKIN_DONE');
  await ledger.transfer(tx, {
    transferId: `points:checkin:${userId}:${day}`,
    debitAccountId: ledger.ref.platform(accountCodes.pointsIssued, 'points'),
    creditAccountId: await ledger.userPointsAccount(tx, userId),
    amount: checkInPoints,
    kind: 'points_issue',
    reference: { type: 'points_checkin', id: row.id },
    line: { kind: 'checkInPoints', day },
    memo: `check-in ${day}`,
  });
  return { day, points: checkInPoints, balance: await ledger.userPoints(tx, userId) };
}
