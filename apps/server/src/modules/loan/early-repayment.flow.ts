import { allocateRepayment, loanOutstanding } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import type { StaffCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { settlementDayOf } from '#server/lib/settlement-day.js';
import { accountCodes, ledger } from '#server/modules/ledger/index.js';
import { audit } from '#server/platform/audit/index.js';
import { payoffOf, totalsOf } from './loan.mapper.js';
import { loanRepository as repo, type EarlyRow, type LoanRow } from './loan.repository.js';
import { applyPayment, payParts } from './repay-loan.flow.js';

const holdId = (earlyId: number) => `loan:early:${earlyId}:hold`;
const releaseId = (earlyId: number) => `loan:early:${earlyId}:release`;

/**
 * The borrower asks to repay early (decision 51): today's payoff — interest only for the days
 * elapsed — must be the amount the page showed; it is held from the wallet (a pending transfer)
 * until staff answer. While it waits the daily job posts nothing on the loan.
 */
export async function requestEarlyRepayment(
  tx: Tx,
  input: { userId: number; loanId: number; amount: number; now: Date },
) {
  const loan = await repo.lockUserLoan(tx, input.userId, input.loanId);
  if (!loan) throw new AppError('LOAN_NOT_FOUND');
  if (loan.status !== 'repaying') throw new AppError('LOAN_NOT_REPAYING');
  if (await repo.waitingEarly(tx, loan.id)) throw new AppError('EARLY_REPAYMENT_PENDING');
  const today = settlementDayOf(input.now, loan.timeZone!);
  const payoff = payoffOf(loan, today);
  if (payoff.amount !== input.amount) throw new AppError('LOAN_PAYOFF_CHANGED');
  const early = await repo.insertEarly(tx, {
    loanId: loan.id,
    day: today,
    days: payoff.days,
    interest: payoff.interest,
    waived: payoff.waived,
    amount: payoff.amount,
    overpaid: payoff.overpaid,
    requestedAt: input.now,
  });
  let hold: string | null = null;
  if (payoff.amount > 0) {
    // Refused for a short balance (INSUFFICIENT_BALANCE): the whole request rolls back.
    const row = await ledger.transfer(tx, {
      transferId: holdId(early.id),
      debitAccountId: ledger.ref.user(loan.userId),
      creditAccountId: ledger.ref.platform(accountCodes.loans),
      amount: payoff.amount,
      kind: 'loan_early_hold',
      pending: true,
      reference: { type: 'loan', id: loan.id },
      line: { kind: 'loanEarlyHold', loanNo: loan.loanNo },
      memo: `Loan ${loan.loanNo} early repayment held`,
    });
    hold = String(row.id);
  }
  await repo.addEntry(tx, {
    loanId: loan.id,
    kind: 'earlyRequested',
    amount: payoff.amount,
    createdAt: input.now,
  });
  return repo.updateEarly(tx, early.id, { holdTransferId: hold });
}

async function release(tx: Tx, early: EarlyRow) {
  if (early.holdTransferId) await ledger.void(tx, Number(early.holdTransferId), releaseId(early.id));
}

/** The borrower withdraws a request not answered yet: the held payoff is available again. */
export async function cancelEarlyRepayment(tx: Tx, input: { userId: number; loanId: number; now: Date }) {
  const loan = await repo.lockUserLoan(tx, input.userId, input.loanId);
  if (!loan) throw new AppError('LOAN_NOT_FOUND');
  const early = await repo.waitingEarly(tx, loan.id);
  if (!early) throw new AppError('EARLY_REPAYMENT_NOT_FOUND');
  await release(tx, early);
  await repo.addEntry(tx, {
    loanId: loan.id,
    kind: 'earlyCancelled',
    amount: early.amount,
    createdAt: input.now,
  });
  return repo.updateEarly(tx, early.id, { status: 'cancelled', decidedAt: input.now });
}

/**
 * Staff answer an early repayment. Declined: the hold is released, with the reason. Accepted: the
 * interest for the days not elapsed is waived; interest already paid beyond what is now owed counts
 * as principal, and anything paid beyond the whole payoff goes back to the wallet (never kept
 * silently); the held payoff repays the rest — fees, interest, principal — and the loan is repaid.
 */
export async function decideEarlyRepayment(
  tx: Tx,
  call: Pick<StaffCall, 'staff' | 'ip'>,
  input: { loanId: number; action: 'accept' | 'decline'; reason?: string; now: Date },
): Promise<{ loan: LoanRow; early: EarlyRow }> {
  const { now } = input;
  const loan = await repo.lockLoan(tx, input.loanId);
  if (!loan) throw new AppError('LOAN_NOT_FOUND');
  const early = await repo.waitingEarly(tx, loan.id);
  if (!early) throw new AppError('EARLY_REPAYMENT_NOT_FOUND');
  await release(tx, early);
  if (input.action === 'decline') {
    const reason = input.reason!;
    await repo.addEntry(tx, {
      loanId: loan.id,
      kind: 'earlyDeclined',
      amount: early.amount,
      reason,
      staffId: call.staff.id,
      createdAt: now,
    });
    await audit.staff(tx, call, {
      action: 'loan.earlyDeclined',
      targetType: 'loan',
      targetId: loan.id,
      reason,
      detail: { loanNo: loan.loanNo, amount: early.amount },
    });
    const declined = await repo.updateEarly(tx, early.id, {
      status: 'declined',
      decidedAt: now,
      staffId: call.staff.id,
      reason,
    });
    return { loan, early: declined };
  }

  // The waiver: interest of the days not elapsed is not owed.
  let current = loan;
  if (early.waived > 0) {
    const interestOwed = loan.interest - loan.interestWaived - early.waived;
    const excess = Math.max(0, loan.paidInterest - interestOwed);
    const toPrincipal = Math.min(excess, loan.amount - loan.paidPrincipal);
    const returned = excess - toPrincipal;
    await repo.addEntry(tx, {
      loanId: loan.id,
      kind: 'interestWaived',
      amount: early.waived,
      parts: { fees: 0, interest: -excess, principal: toPrincipal },
      createdAt: now,
    });
    const interestAccount = await ledger.platformAccount(tx, accountCodes.loanInterest);
    if (toPrincipal > 0) {
      // Interest paid before that is not owed any more repays principal instead (the books follow).
      await ledger.transfer(tx, {
        transferId: `loan:early:${early.id}:reallocate`,
        debitAccountId: interestAccount,
        creditAccountId: ledger.ref.platform(accountCodes.loans),
        amount: toPrincipal,
        kind: 'loan_reallocation',
        reference: { type: 'loan', id: loan.id },
        memo: `Loan ${loan.loanNo}: interest paid before the early repayment counted as principal`,
      });
    }
    if (returned > 0) {
      await ledger.transfer(tx, {
        transferId: `loan:early:${early.id}:return`,
        debitAccountId: interestAccount,
        creditAccountId: ledger.ref.user(loan.userId),
        amount: returned,
        kind: 'loan_overpayment_return',
        reference: { type: 'loan', id: loan.id },
        line: { kind: 'loanOverpaymentReturn', loanNo: loan.loanNo },
        memo: `Loan ${loan.loanNo}: overpayment returned`,
      });
      await repo.addEntry(tx, {
        loanId: loan.id,
        kind: 'overpaymentReturned',
        amount: returned,
        createdAt: now,
      });
    }
    current = await repo.updateLoan(tx, loan.id, {
      interestWaived: loan.interestWaived + early.waived,
      paidInterest: loan.paidInterest - excess,
      paidPrincipal: loan.paidPrincipal + toPrincipal,
    });
  }
  const outstanding = loanOutstanding(totalsOf(current));
  // Nothing posts on a loan while its request waits, so the payoff still settles it exactly.
  if (outstanding.total !== early.amount) throw new AppError('LOAN_PAYOFF_CHANGED');
  const parts = allocateRepayment(early.amount, outstanding);
  await repo.addEntry(tx, {
    loanId: loan.id,
    kind: 'earlyAccepted',
    amount: early.amount,
    parts,
    staffId: call.staff.id,
    createdAt: now,
  });
  await payParts(tx, current, parts, `loan:early:${early.id}`, { type: 'loan', id: loan.id });
  const closed = await applyPayment(tx, current, parts, now);
  await audit.staff(tx, call, {
    action: 'loan.earlyAccepted',
    targetType: 'loan',
    targetId: loan.id,
    detail: { loanNo: loan.loanNo, amount: early.amount, waived: early.waived, days: early.days },
  });
  const accepted = await repo.updateEarly(tx, early.id, {
    status: 'accepted',
    decidedAt: now,
    staffId: call.staff.id,
  });
  return { loan: closed, early: accepted };
}
