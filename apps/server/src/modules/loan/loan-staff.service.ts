import type { AdminLoan, AdminLoanInfo, AdminLoanProduct, ApiInput } from '@app/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext, StaffCall } from '#server/context.js';
import { AppError } from '#server/lib/errors.js';
import { clock } from '#server/lib/clock.js';
import { listPage } from '#server/lib/page.js';
import { settlementDayOf } from '#server/lib/settlement-day.js';
import { userRepository } from '#server/modules/account/index.js';
import { audit } from '#server/platform/audit/index.js';
import { accrueLoans } from './accrue-loans.flow.js';
import { decideEarlyRepayment } from './early-repayment.flow.js';
import { createLoanMail } from './loan-mail.js';
import { toDetail, toSummary } from './loan.mapper.js';
import { loanRepository as repo, type LoanProductRow, type StaffLoanRow } from './loan.repository.js';
import { reviewLoan } from './review-loan.flow.js';
import { toProduct } from './loan.service.js';

function toAdminProduct(p: LoanProductRow, loans: number): AdminLoanProduct {
  const { eligible: _eligible, ineligibleReason: _reason, ...terms } = toProduct(p, null);
  return {
    ...terms,
    active: p.active,
    sort: p.sort,
    loans,
    createdAt: p.createdAt.toISOString(),
    updatedAt: p.updatedAt.toISOString(),
  };
}

/** The console's loans: products, the review queue, early repayments, the daily job. All audited. */
export function createLoanStaffService(ctx: AppContext, deps: { log?: FastifyBaseLogger } = {}) {
  const { db, config, privateFiles } = ctx;
  const mail = createLoanMail(ctx, deps.log);
  const today = (tz: string | null, now: Date) => settlementDayOf(now, tz ?? config.LOAN_TZ);

  function toAdmin(row: StaffLoanRow, early: Parameters<typeof toSummary>[1], now: Date): AdminLoan {
    const l = row.loan;
    return {
      ...toSummary(l, early, today(l.timeZone, now)),
      user: row.user,
      store: row.store,
      nationality: l.nationality,
      applicantName: l.applicantName,
      idNumber: l.idNumber,
      idFront: privateFiles.signedUrl(l.idFront),
      idBack: privateFiles.signedUrl(l.idBack),
      idHolding: privateFiles.signedUrl(l.idHolding),
      realName:
        row.authStatus === 'passed' && row.authName && row.authIdNumber
          ? { name: row.authName, idNumber: row.authIdNumber }
          : null,
      reviewer: row.reviewer ?? null,
    };
  }

  async function info(id: number, now = clock.now()): Promise<AdminLoanInfo> {
    const row = await repo.staffOne(db, id);
    if (!row) throw new AppError('LOAN_NOT_FOUND');
    const [early, entries] = await Promise.all([repo.latestEarly(db, [id]), repo.entriesOf(db, id)]);
    const e = early.get(id);
    const detail = toDetail(row.loan, e, entries, today(row.loan.timeZone, now));
    return {
      ...toAdmin(row, e, now),
      outstanding: detail.outstanding,
      paid: detail.paid,
      feesCharged: detail.feesCharged,
      interestWaived: detail.interestWaived,
      schedule: detail.schedule,
      payoff: detail.payoff,
      entries: detail.entries,
      agreementVersion: detail.agreementVersion,
    };
  }

  return {
    async products() {
      const rows = await repo.allProducts(db);
      return listPage(
        rows.map((r) => toAdminProduct(r.product, r.loans)),
        rows.length,
        { page: 1, pageSize: Math.max(1, rows.length) },
      );
    },

    async saveProduct(body: ApiInput<'admin/saveLoanProduct'>, call: StaffCall) {
      const { id, reason, lateFee, termDays, ...rest } = body;
      const values = {
        ...rest,
        termDays: [...termDays].sort((a, b) => a - b),
        lateFeeKind: lateFee.kind,
        lateFeeValue: lateFee.value,
        lateFeeCapBp: lateFee.capBp,
        sort: rest.sort ?? 0,
      };
      const saved = await db.transaction(async (tx) => {
        const before = id ? await repo.findProduct(tx, id) : undefined;
        if (id && !before) throw new AppError('LOAN_PRODUCT_NOT_FOUND');
        const row = id ? (await repo.updateProduct(tx, id, values))! : await repo.insertProduct(tx, values);
        await audit.staff(tx, call, {
          action: id ? 'loan_product.updated' : 'loan_product.created',
          targetType: 'loan_product',
          targetId: row.id,
          reason,
          detail: { before: before ?? null, after: values },
        });
        return row;
      });
      return toAdminProduct(saved, await repo.productLoanCount(db, saved.id));
    },

    async list(body: ApiInput<'admin/getLoanList'>) {
      const now = clock.now();
      const { rows, total } = await repo.staffPage(db, body);
      const early = await repo.latestEarly(
        db,
        rows.map((r) => r.loan.id),
      );
      return listPage(
        rows.map((r) => toAdmin(r, early.get(r.loan.id), now)),
        total,
        body,
      );
    },

    info: (body: ApiInput<'admin/getLoanInfo'>) => info(body.id),

    async review(body: ApiInput<'admin/reviewLoan'>, call: StaffCall) {
      const now = clock.now();
      const { loan, owner } = await db.transaction((tx) =>
        reviewLoan(tx, call, {
          loanId: body.id,
          action: body.action,
          reason: body.reason,
          timeZone: config.LOAN_TZ,
          now,
        }),
      );
      await mail(owner, loan.status === 'rejected' ? 'rejected' : 'passed', loan, {
        reason: loan.rejectReason,
      });
      return info(loan.id, now);
    },

    async reviewEarly(body: ApiInput<'admin/reviewEarlyRepayment'>, call: StaffCall) {
      const now = clock.now();
      const { loan, early } = await db.transaction((tx) =>
        decideEarlyRepayment(tx, call, { loanId: body.id, action: body.action, reason: body.reason, now }),
      );
      const owner = await userRepository.findById(db, loan.userId);
      if (owner) {
        await mail(owner, early.status === 'accepted' ? 'earlyAccepted' : 'earlyDeclined', loan, {
          amount: early.amount,
          reason: early.reason,
        });
      }
      return info(loan.id, now);
    },

    async runJob(body: ApiInput<'admin/runLoanJob'>, call: StaffCall) {
      const result = await accrueLoans(db, clock.now());
      await db.transaction((tx) =>
        audit.staff(tx, call, {
          action: 'loan_job.run',
          targetType: 'loan_job',
          targetId: settlementDayOf(clock.now(), config.LOAN_TZ),
          reason: body.reason,
          detail: result,
        }),
      );
      return result;
    },
  };
}
export type LoanStaffService = ReturnType<typeof createLoanStaffService>;
