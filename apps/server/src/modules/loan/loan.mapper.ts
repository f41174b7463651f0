import {
  daysBetween,
  earlyPayoff,
  loanOutstanding,
  type EarlyRepayment,
  type LoanDetail,
  type LoanEntry,
  type LoanSummary,
  type LoanTotals,
} from '@app/contract';
import type { EarlyRow, LoanEntryRow, LoanRow } from './loan.repository.js';

/** A loan's recorded figures, for the shared arithmetic. */
export function totalsOf(l: LoanRow): LoanTotals {
  return {
    amount: l.amount,
    interest: l.interest,
    interestWaived: l.interestWaived,
    feesCharged: l.feesCharged,
    paid: { fees: l.paidFees, interest: l.paidInterest, principal: l.paidPrincipal },
  };
}

/** Today's early payoff of a loan being repaid (decision 51). */
export function payoffOf(l: LoanRow, today: string) {
  return earlyPayoff(
    {
      ...totalsOf(l),
      annualRateBp: l.annualRateBp,
      termDays: l.termDays,
      startDay: l.startDay!,
      dueDay: l.dueDay!,
    },
    today,
  );
}

export function toEarly(e: EarlyRow): EarlyRepayment {
  return {
    id: e.id,
    status: e.status,
    amount: e.amount,
    days: e.days,
    interest: e.interest,
    waived: e.waived,
    overpaid: e.overpaid,
    requestedAt: e.requestedAt.toISOString(),
    decidedAt: e.decidedAt?.toISOString() ?? null,
    reason: e.reason,
  };
}

export function toEntry(e: LoanEntryRow): LoanEntry {
  return {
    id: e.id,
    kind: e.kind as LoanEntry['kind'],
    day: e.day,
    amount: e.amount,
    parts: e.parts ?? null,
    overdueDays: e.overdueDays,
    reason: e.reason,
    at: e.createdAt.toISOString(),
  };
}

export function toSummary(l: LoanRow, early: EarlyRow | undefined, today: string): LoanSummary {
  const remaining = l.status === 'repaying' ? loanOutstanding(totalsOf(l)).total : 0;
  const overdueDays =
    l.status === 'repaying' && l.dueDay && today > l.dueDay && remaining > 0
      ? daysBetween(l.dueDay, today)
      : 0;
  return {
    id: l.id,
    loanNo: l.loanNo,
    status: l.status,
    amount: l.amount,
    termDays: l.termDays,
    annualRateBp: l.annualRateBp,
    interest: l.interest,
    total: l.amount + l.interest,
    lateFee: { kind: l.lateFeeKind, value: l.lateFeeValue, capBp: l.lateFeeCapBp },
    appliedAt: l.appliedAt.toISOString(),
    reviewedAt: l.reviewedAt?.toISOString() ?? null,
    disbursedAt: l.disbursedAt?.toISOString() ?? null,
    startDay: l.startDay,
    dueDay: l.dueDay,
    repaidAt: l.repaidAt?.toISOString() ?? null,
    remaining,
    overdueDays,
    rejectReason: l.rejectReason,
    early: early ? toEarly(early) : null,
  };
}

export function toDetail(
  l: LoanRow,
  early: EarlyRow | undefined,
  entries: LoanEntryRow[],
  today: string,
): LoanDetail {
  const summary = toSummary(l, early, today);
  const out = loanOutstanding(totalsOf(l));
  const repaying = l.status === 'repaying';
  const interest = l.interest - l.interestWaived;
  const schedule =
    l.dueDay && l.status !== 'applying' && l.status !== 'rejected'
      ? [
          {
            n: 1,
            dueDay: l.dueDay,
            principal: l.amount,
            interest,
            total: l.amount + interest,
            state:
              l.status === 'repaid'
                ? ('paid' as const)
                : today > l.dueDay
                  ? ('overdue' as const)
                  : today === l.dueDay
                    ? ('due' as const)
                    : ('upcoming' as const),
          },
        ]
      : [];
  const waiting = early?.status === 'requested';
  return {
    ...summary,
    nationality: l.nationality,
    applicantName: l.applicantName,
    idNumber: l.idNumber,
    agreementVersion: l.agreementVersion,
    outstanding: repaying
      ? { fees: out.fees, interest: out.interest, principal: out.principal }
      : { fees: 0, interest: 0, principal: 0 },
    paid: { fees: l.paidFees, interest: l.paidInterest, principal: l.paidPrincipal },
    feesCharged: l.feesCharged,
    interestWaived: l.interestWaived,
    schedule,
    payoff: repaying && !waiting ? { asOf: today, ...payoffOf(l, today) } : null,
    entries: entries.map(toEntry),
  };
}
