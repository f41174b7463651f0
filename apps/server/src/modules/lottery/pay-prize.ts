import type { MilestonePrizeKind, RecordLine } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';

/**
 * Pays a prize to a buyer (decision 55): a wallet credit from the platform's marketing account, or
 * points issued to the buyer's points account. The transfer id derives from what it pays for.
 */
export async function payPrize(
  tx: Tx,
  input: {
    userId: number;
    kind: MilestonePrizeKind;
    amount: number;
    transferId: string;
    reference: { type: string; id: number };
    line: RecordLine;
  },
) {
  const credit = input.kind === 'credit';
  await ledger.transfer(tx, {
    transferId: input.transferId,
    debitAccountId: credit
      ? await ledger.platformAccount(tx, accountCodes.marketing)
      : await ledger.platformAccount(tx, accountCodes.pointsIssued, 'points'),
    creditAccountId: credit
      ? await ledger.userAccount(tx, input.userId)
      : await ledger.userPointsAccount(tx, input.userId),
    amount: input.amount,
    kind: credit ? 'lottery_prize' : 'points_issue',
    reference: input.reference,
    line: input.line,
    memo: `lottery ${input.reference.type} ${input.reference.id} for user ${input.userId}`,
  });
}
