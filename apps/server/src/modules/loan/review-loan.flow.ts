import type { Tx } from '#server/db/client.js';
import type { StaffCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { addDays } from '@app/contract';
import { settlementDayOf } from '#server/lib/settlement-day.js';
import { userRepository } from '#server/modules/account/index.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { audit } from '#server/platform/audit/index.js';
import { loanRepository as repo } from './loan.repository.js';

/** The transfer that pays a loan out: one per loan, so it can never be disbursed twice. */
export const disburseTransferId = (loanId: number) => `loan:disburse:${loanId}`;

/**
 * Staff review an application under its row lock (a second review finds it done): reject with the
 * reason, or approve — which disburses at once from the platform loan account to the borrower's
 * wallet and starts the loan: its first day is today in `timeZone`, due `termDays` later. Never
 * one's own application (the staff member's email is the borrower's). Audited.
 */
export async function reviewLoan(
  tx: Tx,
  call: Pick<StaffCall, 'staff' | 'ip'>,
  input: { loanId: number; action: 'approve' | 'reject'; reason?: string; timeZone: string; now: Date },
) {
  const loan = await repo.lockLoan(tx, input.loanId);
  if (!loan) throw new AppError('LOAN_NOT_FOUND');
  if (loan.status !== 'applying') throw new AppError('REVIEW_ALREADY_DONE');
  const owner = (await userRepository.findById(tx, loan.userId))!;
  if (owner.email === call.staff.email.toLowerCase()) throw new AppError('REVIEW_OWN_REQUEST');
  const { now } = input;
  if (input.action === 'reject') {
    const reason = input.reason!;
    await repo.addEntry(tx, {
      loanId: loan.id,
      kind: 'rejected',
      reason,
      staffId: call.staff.id,
      createdAt: now,
    });
    await audit.staff(tx, call, {
      action: 'loan.rejected',
      targetType: 'loan',
      targetId: loan.id,
      reason,
      detail: { loanNo: loan.loanNo },
    });
    const updated = await repo.updateLoan(tx, loan.id, {
      status: 'rejected',
      reviewedAt: now,
      reviewerId: call.staff.id,
      rejectReason: reason,
    });
    return { loan: updated, owner };
  }
  const transferId = disburseTransferId(loan.id);
  await ledger.transfer(tx, {
    transferId,
    debitAccountId: ledger.ref.platform(accountCodes.loans),
    creditAccountId: ledger.ref.user(loan.userId),
    amount: loan.amount,
    kind: 'loan_disbursement',
    reference: { type: 'loan', id: loan.id },
    line: { kind: 'loanDisbursement', loanNo: loan.loanNo },
    memo: `Loan ${loan.loanNo} disbursed`,
  });
  const startDay = settlementDayOf(now, input.timeZone);
  const dueDay = addDays(startDay, loan.termDays);
  await repo.addEntry(tx, { loanId: loan.id, kind: 'passed', staffId: call.staff.id, createdAt: now });
  await repo.addEntry(tx, {
    loanId: loan.id,
    kind: 'disbursed',
    amount: loan.amount,
    transferId,
    createdAt: now,
  });
  await repo.addEntry(tx, { loanId: loan.id, kind: 'interest', amount: loan.interest, createdAt: now });
  await audit.staff(tx, call, {
    action: 'loan.approved',
    targetType: 'loan',
    targetId: loan.id,
    detail: { loanNo: loan.loanNo, amount: loan.amount, dueDay },
  });
  const updated = await repo.updateLoan(tx, loan.id, {
    status: 'repaying',
    reviewedAt: now,
    reviewerId: call.staff.id,
    disbursedAt: now,
    disburseTransferId: transferId,
    timeZone: input.timeZone,
    startDay,
    dueDay,
    accruedThrough: startDay,
  });
  return { loan: updated, owner };
}
