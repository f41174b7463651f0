import type { LoanBuckets } from '@app/contract';
import { accountCodes } from '#server/modules/ledger/index.js';

/** The platform account each part of a repayment goes to. */
export const PART_ACCOUNT: Record<keyof LoanBuckets, string> = {
  fees: accountCodes.loanFees,
  interest: accountCodes.loanInterest,
  principal: accountCodes.loans,
};

/** The parts of a payment that are not zero, in the allocation order. */
export function partsOf(parts: LoanBuckets): [keyof LoanBuckets, number][] {
  return (['fees', 'interest', 'principal'] as const).flatMap((k) =>
    parts[k] > 0 ? [[k, parts[k]] as [keyof LoanBuckets, number]] : [],
  );
}
