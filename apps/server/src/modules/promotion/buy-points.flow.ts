import { pointsCost, type RecordLine } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { clock } from '#server/lib/clock.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { promotionRepository as repo } from './promotion.repository.js';

/**
 * A store buys points (decision 41): in one transaction the owner's wallet pays the points sales
 * account, and the platform issues the points to the store's account. Both transfer ids derive
 * from the purchase, so nothing is posted twice; short money refuses it with INSUFFICIENT_BALANCE
 * and nothing is written.
 */
export async function buyPoints(
  tx: Tx,
  input: { storeId: number; ownerId: number; points: number; pointsPerUnit: number },
) {
  const amount = pointsCost(input.points, input.pointsPerUnit);
  const purchase = await repo.insertPurchase(tx, {
    storeId: input.storeId,
    userId: input.ownerId,
    points: input.points,
    amount,
    pointsPerUnit: input.pointsPerUnit,
    createdAt: clock.stamp(),
  });
  const line: RecordLine = { kind: 'pointsPurchase', points: input.points };
  const reference = { type: 'points_purchase', id: purchase.id };
  await ledger.transfer(tx, {
    transferId: `points:${purchase.id}:pay`,
    debitAccountId: ledger.ref.user(input.ownerId),
    creditAccountId: ledger.ref.platform(accountCodes.pointsSales),
    amount,
    kind: 'points_purchase',
    reference,
    line,
    memo: `store ${input.storeId} bought ${input.points} points`,
  });
  await ledger.transfer(tx, {
    transferId: `points:${purchase.id}:issue`,
    debitAccountId: ledger.ref.platform(accountCodes.pointsIssued, 'points'),
    creditAccountId: await ledger.storePointsAccount(tx, input.storeId),
    amount: input.points,
    kind: 'points_issue',
    reference,
    line,
    memo: `store ${input.storeId} bought ${input.points} points`,
  });
  return { purchase, balance: await ledger.storePoints(tx, input.storeId) };
}
