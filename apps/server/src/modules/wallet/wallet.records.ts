import type { CurrencyInfo, RecordLine } from '@app/contract';
import type { currencies, ledgerTransfers } from '#server/db/schema/index.js';
import { recordLineOf } from '#server/modules/ledger/index.js';
import type { walletRepository } from './wallet.repository.js';

type CurrencyRow = typeof currencies.$inferSelect;
type DepositListRow = Awaited<ReturnType<typeof walletRepository.listDeposits>>['rows'][number];
type WithdrawalListRow = Awaited<ReturnType<typeof walletRepository.listWithdrawals>>['rows'][number];

const iso = (d: Date | null) => d?.toISOString() ?? null;

/**
 * A movement's record line as the wallet's owner reads it: a transfer between users names only the
 * other side (nickname or masked email) and its direction; every other line is the ledger's.
 */
export function ownerLine(
  t: typeof ledgerTransfers.$inferSelect,
  accountId: number,
  counterparty: string | undefined,
): RecordLine {
  if (t.kind !== 'transfer') return recordLineOf(t);
  const stored = t.line?.kind === 'transfer' ? t.line : undefined;
  const outgoing = t.debitAccountId === accountId;
  const other = counterparty ?? (stored ? `#${outgoing ? stored.toUserId : stored.fromUserId}` : '—');
  return { kind: outgoing ? 'transferOut' : 'transferIn', counterparty: other };
}

/** A currency on a network as buyers and the console see it. */
export function toCurrencyInfo(c: CurrencyRow): CurrencyInfo {
  return {
    id: c.id,
    currency: c.currency,
    network: c.network,
    scale: c.scale,
    depositAddress: c.depositAddress,
    rateMinorPerUnit: c.rateMinorPerUnit,
    minDeposit: c.minDeposit,
    minWithdraw: c.minWithdraw,
    withdrawFee: c.withdrawFee,
    withdrawDailyLimit: c.withdrawDailyLimit,
    addressPattern: c.addressPattern,
    depositEnabled: c.depositEnabled,
    withdrawEnabled: c.withdrawEnabled,
  };
}

/** A deposit as its owner sees it. */
export function depositRecord(r: DepositListRow) {
  const d = r.deposit;
  return {
    id: d.id,
    currency: r.currency.currency,
    network: r.currency.network,
    assetScale: r.currency.scale,
    assetAmount: d.assetAmount,
    rateMinorPerUnit: d.rateMinorPerUnit,
    creditAmount: d.creditAmount,
    txHash: d.txHash,
    screenshot: d.screenshot,
    status: d.status,
    rejectReason: d.rejectReason,
    createdAt: d.createdAt.toISOString(),
    reviewedAt: iso(d.reviewedAt),
  };
}

/** A deposit as the console sees it: with its owner and reviewer. */
export function staffDepositRecord(r: DepositListRow) {
  return {
    ...depositRecord(r),
    user: { id: r.deposit.userId, email: r.userEmail },
    reviewer: r.deposit.reviewerId ? { id: r.deposit.reviewerId, name: r.reviewerName ?? '' } : null,
    approvals: r.deposit.status === 'approved' ? 1 : 0,
  };
}

/** A withdrawal as its owner sees it. */
export function withdrawalRecord(r: WithdrawalListRow) {
  const w = r.withdrawal;
  return {
    id: w.id,
    currency: r.currency.currency,
    network: r.currency.network,
    address: w.address,
    amount: w.amount,
    fee: w.fee,
    status: w.status,
    rejectReason: w.rejectReason,
    createdAt: w.createdAt.toISOString(),
    reviewedAt: iso(w.reviewedAt),
  };
}

/** A withdrawal as the console sees it: with its owner, reviewers and approvals. */
export function staffWithdrawalRecord(r: WithdrawalListRow) {
  const w = r.withdrawal;
  return {
    ...withdrawalRecord(r),
    user: { id: w.userId, email: r.userEmail },
    reviewer: w.reviewerId ? { id: w.reviewerId, name: r.reviewerName ?? '' } : null,
    approvals: w.approvals,
    approvalsNeeded: w.approvalsNeeded,
    firstApprover: w.firstApproverId ? { id: w.firstApproverId, name: r.firstApproverName ?? '' } : null,
  };
}
