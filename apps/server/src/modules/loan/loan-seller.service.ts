import { formatMoney, loanInterest, type ApiInput } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, SellerCall } from '#server/context.js';
import { AppError, type FieldIssue } from '#server/lib/errors.js';
import { clock } from '#server/lib/clock.js';
import { ownPrivateUpload } from '#server/modules/kyc/index.js';
import { createLoanMail } from './loan-mail.js';
import { isOpenLoanConflict, loanRepository as repo } from './loan.repository.js';
import { applyForLoan } from './apply-loan.flow.js';
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
  const { db } = ctx;
  const mail = createLoanMail(ctx, deps.log);

  /** Each photo must be the caller's own upload into the private `auth` folder. */
  async function ownPhoto(userId: number, field: string, url: string): Promise<string | FieldIssue> {
    return (
      (await ownPrivateUpload(ctx, userId, url)) ?? { field, rule: 'own_upload', key: 'validation.upload' }
    );
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
        .transaction((tx) =>
          applyForLoan(tx, call, {
            store,
            product,
            now,
            application: {
              amount: body.amount,
              termDays: body.termDays,
              interest,
              nationality: body.nationality,
              applicantName: body.applicantName,
              idNumber: body.idNumber,
              idFront: idFront!,
              idBack: idBack!,
              idHolding: idHolding!,
              agreementVersion: body.agreementVersion,
            },
          }),
        )
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
