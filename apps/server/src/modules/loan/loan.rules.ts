import type { LoanBuckets, LoanProduct } from '@app/contract';
import { accountCodes } from '#server/modules/ledger/index.js';
import type { LoanProductRow } from './loan.repository.js';

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

/** Why a store owner may not apply for a product now (null: they may). */
export function ineligibility(
  product: LoanProductRow,
  who: { store?: { level: number; status: string }; realName: string; openLoanId: number | null },
): LoanProduct['ineligibleReason'] {
  if (!who.store) return 'noStore';
  if (who.store.status === 'disabled') return 'storeDisabled';
  if (who.store.status === 'frozen') return 'storeFrozen';
  if (who.realName !== 'passed') return 'realName';
  if (who.store.level < product.minStoreLevel) return 'storeLevel';
  if (who.openLoanId) return 'openLoan';
  return null;
}
