import { minorToDecimal } from '@app/contract';
import type { Tx } from '#server/db/client.js';
import type { StoreRow, UserCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { legalRepository } from '#server/modules/content/index.js';
import { kycRepository } from '#server/modules/kyc/index.js';
import { audit } from '#server/platform/audit/index.js';
import { loanRepository as repo, type LoanProductRow } from './loan.repository.js';
import { ineligibility } from './loan.rules.js';

export interface Application {
  amount: number;
  termDays: number;
  interest: number;
  nationality: string;
  applicantName: string;
  idNumber: string;
  /** Private storage keys of the caller's own uploads. */
  idFront: string;
  idBack: string;
  idHolding: string;
  agreementVersion?: number;
}

/**
 * Records an application in the caller's transaction: the store owner must have passed real-name
 * checks, reach the product's store level, run a store that may operate and have no other open
 * loan; the product's terms are copied, so a later change of the product changes nothing agreed.
 */
export async function applyForLoan(
  tx: Tx,
  call: Pick<UserCall, 'user' | 'ip'>,
  input: { store: StoreRow; product: LoanProductRow; application: Application; now: Date },
) {
  const { store, product, application: a, now } = input;
  const userId = call.user.id;
  const auth = await kycRepository.ofUser(tx, userId);
  const reason = ineligibility(product, {
    store,
    realName: auth?.status ?? 'unauthenticated',
    openLoanId: await repo.openLoanOf(tx, userId),
  });
  if (reason === 'realName') throw new AppError('LOAN_REAL_NAME_REQUIRED');
  if (reason === 'storeFrozen') throw new AppError('LOAN_STORE_FROZEN');
  if (reason === 'storeDisabled') throw new AppError('STORE_DISABLED');
  if (reason === 'storeLevel')
    throw new AppError('LOAN_STORE_LEVEL', { level: product.minStoreLevel, yours: store.level });
  if (reason === 'openLoan') throw new AppError('LOAN_OPEN_EXISTS');
  const agreement = await legalRepository.current(tx, 'loan');
  const saved = await repo.insertLoan(tx, {
    userId,
    storeId: store.id,
    productId: product.id,
    amount: a.amount,
    termDays: a.termDays,
    annualRateBp: product.annualRateBp,
    interest: a.interest,
    lateFeeKind: product.lateFeeKind,
    lateFeeValue: product.lateFeeValue,
    lateFeeCapBp: product.lateFeeCapBp,
    nationality: a.nationality.toUpperCase(),
    applicantName: a.applicantName,
    idNumber: a.idNumber.toUpperCase(),
    idFront: a.idFront,
    idBack: a.idBack,
    idHolding: a.idHolding,
    agreementVersion: a.agreementVersion ?? agreement?.version ?? null,
    appliedAt: now,
  });
  await repo.addEntry(tx, { loanId: saved.id, kind: 'applied', amount: saved.amount, createdAt: now });
  await audit.user(tx, call, {
    action: 'loan.applied',
    targetType: 'loan',
    targetId: saved.id,
    detail: { loanNo: saved.loanNo, amount: minorToDecimal(saved.amount), termDays: saved.termDays },
  });
  return saved;
}
