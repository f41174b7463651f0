import { AUTH_UPLOAD_PATH, formatMoney, loanInterest, minorToDecimal, type ApiInput } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, SellerCall } from '#server/context.js';
import { AppError, type FieldIssue } from '#server/lib/errors.js';
import { clock } from '#server/lib/clock.js';
import { kycRepository } from '#server/modules/kyc/index.js';
import { legalRepository } from '#server/modules/content/index.js';
import { audit } from '#server/platform/audit/index.js';
import { fileRepository } from '#server/platform/storage/file.repository.js';
import { createLoanMail } from './loan-mail.js';
import { isOpenLoanConflict, loanRepository as repo } from './loan.repository.js';
import { ineligibility } from './loan.service.js';
import type { LoanService } from './loan.service.js';

/**
 * Applying for a loan (the seller block: the caller's own store, which may operate). The figures
 * are worked out again with the shared arithmetic and must be the ones the page showed; the
 * product's terms are copied into the application, so a later change of the product changes
 * nothing agreed.
 */
export function createLoanSellerService(
  ctx: AppContext,
  deps: { loans: LoanService; log?: FastifyBaseLogger },
) {
  const { db, privateFiles } = ctx;
  const mail = createLoanMail(ctx, deps.log);

  /** Each photo must be the caller's own upload into the private `auth` folder. */
  async function ownPhoto(userId: number, field: string, url: string): Promise<string | FieldIssue> {
    const key = privateFiles.keyOf(url);
    if (!key || !(await fileRepository.ownsUpload(db, userId, url.split('?')[0]!, AUTH_UPLOAD_PATH))) {
      return { field, rule: 'own_upload', key: 'validation.upload' };
    }
    return key;
  }

  return {
    async apply(body: ApiInput<'loan/apply'>, call: SellerCall) {
      const { user, store } = call;
      const product = await repo.findProduct(db, body.productId);
      if (!product) throw new AppError('LOAN_PRODUCT_NOT_FOUND');
      if (!product.active) throw new AppError('LOAN_PRODUCT_INACTIVE');
      // Every field that fails is named at once: the range, the term and each photo.
      const issues: FieldIssue[] = [];
      if (body.amount < product.minAmount || body.amount > product.maxAmount) {
        issues.push({
          field: 'amount',
          rule: 'loanAmountRange',
          key: 'validation.loanAmountRange',
          params: {
            min: formatMoney(product.minAmount, call.locale),
            max: formatMoney(product.maxAmount, call.locale),
          },
        });
      }
      if (!product.termDays.includes(body.termDays)) {
        issues.push({ field: 'termDays', rule: 'loanTerm', key: 'validation.loanTerm' });
      }
      const photos = await Promise.all([
        ownPhoto(user.id, 'idFront', body.idFront),
        ownPhoto(user.id, 'idBack', body.idBack),
        ownPhoto(user.id, 'idHolding', body.idHolding),
      ]);
      for (const p of photos) if (typeof p !== 'string') issues.push(p);
      if (issues.length) throw new AppError('VALIDATION_FAILED', {}, issues);
      const [idFront, idBack, idHolding] = photos as string[];

      const interest = loanInterest(body.amount, product.annualRateBp, body.termDays);
      const total = body.amount + interest;
      const { shown } = body;
      if (
        shown.annualRateBp !== product.annualRateBp ||
        shown.interest !== interest ||
        shown.total !== total
      ) {
        throw new AppError('LOAN_TERMS_CHANGED');
      }
      const now = clock.now();
      const loan = await db
        .transaction(async (tx) => {
          const auth = await kycRepository.ofUser(tx, user.id);
          const reason = ineligibility(product, {
            store,
            realName: auth?.status ?? 'unauthenticated',
            openLoanId: await repo.openLoanOf(tx, user.id),
          });
          if (reason === 'realName') throw new AppError('LOAN_REAL_NAME_REQUIRED');
          if (reason === 'storeFrozen') throw new AppError('LOAN_STORE_FROZEN');
          if (reason === 'storeDisabled') throw new AppError('STORE_DISABLED');
          if (reason === 'storeLevel')
            throw new AppError('LOAN_STORE_LEVEL', { level: product.minStoreLevel, yours: store.level });
          if (reason === 'openLoan') throw new AppError('LOAN_OPEN_EXISTS');
          const agreement = await legalRepository.current(tx, 'loan');
          const saved = await repo.insertLoan(tx, {
            userId: user.id,
            storeId: store.id,
            productId: product.id,
            amount: body.amount,
            termDays: body.termDays,
            annualRateBp: product.annualRateBp,
            interest,
            lateFeeKind: product.lateFeeKind,
            lateFeeValue: product.lateFeeValue,
            lateFeeCapBp: product.lateFeeCapBp,
            nationality: body.nationality.toUpperCase(),
            applicantName: body.applicantName,
            idNumber: body.idNumber.toUpperCase(),
            idFront: idFront!,
            idBack: idBack!,
            idHolding: idHolding!,
            agreementVersion: body.agreementVersion ?? agreement?.version ?? null,
            appliedAt: now,
          });
          await repo.addEntry(tx, {
            loanId: saved.id,
            kind: 'applied',
            amount: saved.amount,
            createdAt: now,
          });
          await audit.user(tx, call, {
            action: 'loan.applied',
            targetType: 'loan',
            targetId: saved.id,
            detail: { loanNo: saved.loanNo, amount: minorToDecimal(saved.amount), termDays: saved.termDays },
          });
          return saved;
        })
        .catch((err: unknown) => {
          // Two applications at once: the one-open-loan index lets one in.
          if (isOpenLoanConflict(err)) throw new AppError('LOAN_OPEN_EXISTS');
          throw err;
        });
      await mail(user, 'applied', loan);
      return deps.loans.detail(user.id, loan.id, now);
    },
  };
}
export type LoanSellerService = ReturnType<typeof createLoanSellerService>;
