import {
  ALLOCATION_ORDER,
  DAYS_IN_YEAR,
  type ApiInput,
  type LoanProduct,
  type LoanTermsData,
} from '@app/contract';
import type { AppContext, UserCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { clock } from '#server/lib/clock.js';
import { listPage } from '#server/lib/page.js';
import { settlementDayOf } from '#server/lib/settlement-day.js';
import { catalogRepository } from '#server/modules/catalog/index.js';
import { kycRepository } from '#server/modules/kyc/index.js';
import { legalRepository } from '#server/modules/content/index.js';
import { ledger } from '#server/modules/ledger/index.js';
import { checkPaymentPassword } from '#server/modules/wallet/index.js';
import type { SigninThrottle } from '#server/platform/session/signin-throttle.js';
import { cancelEarlyRepayment, requestEarlyRepayment } from './early-repayment.flow.js';
import { toDetail, toSummary } from './loan.mapper.js';
import { loanRepository as repo, type LoanProductRow, type LoanRow } from './loan.repository.js';
import { ineligibility } from './loan.rules.js';
import { repayLoan } from './repay-loan.flow.js';

export function toProduct(p: LoanProductRow, reason: LoanProduct['ineligibleReason']): LoanProduct {
  return {
    id: p.id,
    termDays: p.termDays,
    annualRateBp: p.annualRateBp,
    lateFee: { kind: p.lateFeeKind, value: p.lateFeeValue, capBp: p.lateFeeCapBp },
    minAmount: p.minAmount,
    maxAmount: p.maxAmount,
    minStoreLevel: p.minStoreLevel,
    eligible: reason === null,
    ineligibleReason: reason,
  };
}

/** The borrower's face of loans: terms, their loans, repaying and repaying early. */
export function createLoanService(
  ctx: Pick<AppContext, 'db' | 'config'>,
  deps: { throttle: SigninThrottle },
) {
  const { db, config } = ctx;
  const todayOf = (loan: LoanRow, now: Date) => settlementDayOf(now, loan.timeZone ?? config.LOAN_TZ);

  async function detail(userId: number, loanId: number, now = clock.now()) {
    const loan = await repo.findUserLoan(db, userId, loanId);
    if (!loan) throw new AppError('LOAN_NOT_FOUND');
    const [early, entries] = await Promise.all([
      repo.latestEarly(db, [loan.id]),
      repo.entriesOf(db, loan.id),
    ]);
    return toDetail(loan, early.get(loan.id), entries, todayOf(loan, now));
  }

  return {
    detail,

    async terms(call: UserCall): Promise<LoanTermsData> {
      const now = clock.now();
      const userId = call.user.id;
      const [store, auth, openLoanId, agreement, balance] = await Promise.all([
        catalogRepository.storeOfOwner(db, userId),
        kycRepository.ofUser(db, userId),
        repo.openLoanOf(db, userId),
        legalRepository.current(db, 'loan'),
        ledger.available(db, userId),
      ]);
      const who = { store, realName: auth?.status ?? ('unauthenticated' as const), openLoanId };
      const products = config.FEATURE_LOANS ? await repo.activeProducts(db) : [];
      return {
        enabled: config.FEATURE_LOANS,
        timeZone: config.LOAN_TZ,
        today: settlementDayOf(now, config.LOAN_TZ),
        daysInYear: DAYS_IN_YEAR,
        allocationOrder: [...ALLOCATION_ORDER],
        tradePasswordOver: config.PAY_TRADE_PASSWORD_OVER_MINOR,
        balance,
        hasStore: Boolean(store),
        storeLevel: store?.level ?? null,
        realName: who.realName,
        openLoanId,
        agreementVersion: agreement?.version ?? null,
        products: products.map((p) => toProduct(p, ineligibility(p, who))),
      };
    },

    async list(q: ApiInput<'loan/getLoanList'>, call: UserCall) {
      const now = clock.now();
      const { rows, total } = await repo.userPage(db, call.user.id, q);
      const early = await repo.latestEarly(
        db,
        rows.map((r) => r.id),
      );
      return listPage(
        rows.map((l) => toSummary(l, early.get(l.id), todayOf(l, now))),
        total,
        q,
      );
    },

    info(body: ApiInput<'loan/getLoanInfo'>, call: UserCall) {
      return detail(call.user.id, body.id);
    },

    async repay(body: ApiInput<'loan/repay'>, call: UserCall) {
      const loan = await repo.findUserLoan(db, call.user.id, body.id);
      if (!loan) throw new AppError('LOAN_NOT_FOUND');
      // Before the payment's transaction, so a wrong password counts towards the lock-out.
      await checkPaymentPassword(
        deps.throttle,
        config.PAY_TRADE_PASSWORD_OVER_MINOR,
        call.user,
        body.tradePassword,
        body.amount,
        call.ip,
      );
      const now = clock.now();
      await db.transaction((tx) =>
        repayLoan(tx, {
          userId: call.user.id,
          loanId: loan.id,
          amount: body.amount,
          now,
          locale: call.locale,
        }),
      );
      return {
        loan: await detail(call.user.id, loan.id, now),
        balance: await ledger.available(db, call.user.id),
      };
    },

    async requestEarly(body: ApiInput<'loan/requestEarlyRepayment'>, call: UserCall) {
      const loan = await repo.findUserLoan(db, call.user.id, body.id);
      if (!loan) throw new AppError('LOAN_NOT_FOUND');
      await checkPaymentPassword(
        deps.throttle,
        config.PAY_TRADE_PASSWORD_OVER_MINOR,
        call.user,
        body.tradePassword,
        body.amount,
        call.ip,
      );
      const now = clock.now();
      await db.transaction((tx) =>
        requestEarlyRepayment(tx, { userId: call.user.id, loanId: loan.id, amount: body.amount, now }),
      );
      return detail(call.user.id, loan.id, now);
    },

    async cancelEarly(body: ApiInput<'loan/cancelEarlyRepayment'>, call: UserCall) {
      const now = clock.now();
      await db.transaction((tx) => cancelEarlyRepayment(tx, { userId: call.user.id, loanId: body.id, now }));
      return detail(call.user.id, body.id, now);
    },
  };
}
export type LoanService = ReturnType<typeof createLoanService>;
