import { allocateRepayment, formatMoney, loanOutstanding, type LoanBuckets } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import { AppError } from '#server/lib/errors.js';
import { ledger } from '#server/modules/ledger/index.js';
import { totalsOf } from './loan.mapper.js';
import { loanRepository as repo, type LoanRow } from './loan.repository.js';
import { PART_ACCOUNT, partsOf } from './loan.rules.js';

/**
 * Moves a payment's parts from the borrower's wallet to the loan accounts, one transfer per part,
 * each with an id of its own (`<prefix>:<part>`), so a retry posts nothing twice. A short balance
 * refuses the whole payment (INSUFFICIENT_BALANCE): the caller's transaction rolls back.
 */
export async function payParts(
  tx: Tx,
  loan: LoanRow,
  parts: LoanBuckets,
  transferPrefix: string,
  reference: { type: string; id: number },
) {
  const from = await ledger.userAccount(tx, loan.userId);
  for (const [part, amount] of partsOf(parts)) {
    await ledger.transfer(tx, {
      transferId: `${transferPrefix}:${part}`,
      debitAccountId: from,
      creditAccountId: ledger.ref.platform(PART_ACCOUNT[part]),
      amount,
      kind: 'loan_repayment',
      reference,
      line: { kind: 'loanRepayment', loanNo: loan.loanNo, part },
      memo: `Loan ${loan.loanNo} repayment: ${part}`,
    });
  }
}

/** Adds a payment's parts to the loan's paid columns; closes the loan when nothing is left. */
export async function applyPayment(tx: Tx, loan: LoanRow, parts: LoanBuckets, now: Date) {
  const updated = await repo.updateLoan(tx, loan.id, {
    paidFees: loan.paidFees + parts.fees,
    paidInterest: loan.paidInterest + parts.interest,
    paidPrincipal: loan.paidPrincipal + parts.principal,
  });
  if (loanOutstanding(totalsOf(updated)).total > 0) return updated;
  await repo.addEntry(tx, { loanId: loan.id, kind: 'repaid', createdAt: now });
  return repo.updateLoan(tx, loan.id, { status: 'repaid', repaidAt: now });
}

/**
 * A repayment from the wallet, in the caller's transaction, under the loan's row lock: late fees,
 * then interest, then principal (decision 51). Never more than is owed — concurrent presses queue
 * on the lock and the later one sees what is left. While an early repayment waits, its held payoff
 * settles the loan, so nothing else is taken.
 */
export async function repayLoan(
  tx: Tx,
  input: { userId: number; loanId: number; amount: number; now: Date; locale: string },
) {
  const loan = await repo.lockUserLoan(tx, input.userId, input.loanId);
  if (!loan) throw new AppError('LOAN_NOT_FOUND');
  if (loan.status !== 'repaying') throw new AppError('LOAN_NOT_REPAYING');
  if (await repo.waitingEarly(tx, loan.id)) throw new AppError('EARLY_REPAYMENT_PENDING');
  const outstanding = loanOutstanding(totalsOf(loan));
  if (input.amount > outstanding.total) {
    throw new AppError('VALIDATION_FAILED', {}, [
      {
        field: 'amount',
        rule: 'loanRepayOver',
        key: 'validation.loanRepayOver',
        params: { remaining: formatMoney(outstanding.total, input.locale) },
      },
    ]);
  }
  const parts = allocateRepayment(input.amount, outstanding);
  const entry = (await repo.addEntry(tx, {
    loanId: loan.id,
    kind: 'repayment',
    amount: input.amount,
    parts,
    createdAt: input.now,
  }))!;
  await payParts(tx, loan, parts, `loan:repay:${entry.id}`, { type: 'loan', id: loan.id });
  return applyPayment(tx, loan, parts, input.now);
}
