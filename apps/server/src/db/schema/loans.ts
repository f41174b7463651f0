import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staff, users } from './accounts.js';
import { stores } from './mall.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'number' }).notNull();
const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * A loan product staff offer (issue 16, decision 51): term choices, a fixed annual rate, a late fee
 * rule and an amount range, for stores of at least `min_store_level`. A loan copies the terms it was
 * applied for, so changing a product never changes a loan.
 */
export const loanProducts = pgTable(
  'loan_products',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    termDays: integer('term_days').array().notNull(),
    annualRateBp: integer('annual_rate_bp').notNull(),
    lateFeeKind: text('late_fee_kind', { enum: ['flat', 'percent'] }).notNull(),
    lateFeeValue: integer('late_fee_value').notNull(),
    lateFeeCapBp: integer('late_fee_cap_bp').notNull(),
    minAmount: minor('min_amount'),
    maxAmount: minor('max_amount'),
    minStoreLevel: integer('min_store_level').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('loan_products_rate', sql`${t.annualRateBp} > 0 AND ${t.annualRateBp} <= 10000`),
    check('loan_products_amounts', sql`${t.minAmount} > 0 AND ${t.minAmount} <= ${t.maxAmount}`),
    check('loan_products_fee', sql`${t.lateFeeValue} >= 0 AND ${t.lateFeeCapBp} BETWEEN 0 AND 10000`),
  ],
);

/**
 * One application and, once approved, the loan (spec §3). The terms are copied from the product at
 * the application; the paid columns sum the repayments' allocations; `accrued_through` is the last
 * day the daily job looked at (charges of a day are posted once: their entries are unique).
 */
export const loans = pgTable(
  'loans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loanNo: text('loan_no').notNull().unique(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    storeId: ref('store_id')
      .notNull()
      .references(() => stores.id),
    productId: ref('product_id')
      .notNull()
      .references(() => loanProducts.id),
    status: text('status', { enum: ['applying', 'rejected', 'repaying', 'repaid'] })
      .notNull()
      .default('applying'),
    amount: minor('amount'),
    termDays: integer('term_days').notNull(),
    annualRateBp: integer('annual_rate_bp').notNull(),
    /** The term's interest by the spec's formula, as shown before the applicant agreed. */
    interest: minor('interest'),
    lateFeeKind: text('late_fee_kind', { enum: ['flat', 'percent'] }).notNull(),
    lateFeeValue: integer('late_fee_value').notNull(),
    lateFeeCapBp: integer('late_fee_cap_bp').notNull(),
    nationality: text('nationality').notNull(),
    applicantName: text('applicant_name').notNull(),
    idNumber: text('id_number').notNull(),
    /** Private storage keys of the three photos. */
    idFront: text('id_front').notNull(),
    idBack: text('id_back').notNull(),
    idHolding: text('id_holding').notNull(),
    agreementVersion: integer('agreement_version'),
    appliedAt: ts('applied_at').notNull().defaultNow(),
    reviewedAt: ts('reviewed_at'),
    reviewerId: ref('reviewer_id').references(() => staff.id),
    rejectReason: text('reject_reason'),
    disbursedAt: ts('disbursed_at'),
    disburseTransferId: text('disburse_transfer_id'),
    /** The loans' time zone at disbursement, the first day of interest and the due date in it. */
    timeZone: text('time_zone'),
    startDay: date('start_day', { mode: 'string' }),
    dueDay: date('due_day', { mode: 'string' }),
    accruedThrough: date('accrued_through', { mode: 'string' }),
    feesCharged: bigint('fees_charged', { mode: 'number' }).notNull().default(0),
    interestWaived: bigint('interest_waived', { mode: 'number' }).notNull().default(0),
    paidFees: bigint('paid_fees', { mode: 'number' }).notNull().default(0),
    paidInterest: bigint('paid_interest', { mode: 'number' }).notNull().default(0),
    paidPrincipal: bigint('paid_principal', { mode: 'number' }).notNull().default(0),
    repaidAt: ts('repaid_at'),
  },
  (t) => [
    index('loans_user_idx').on(t.userId, t.id),
    index('loans_status_idx').on(t.status, t.id),
    // One application under review or loan being repaid per borrower, even under concurrent calls.
    uniqueIndex('loans_one_open')
      .on(t.userId)
      .where(sql`${t.status} in ('applying', 'repaying')`),
    check(
      'loans_paid',
      sql`${t.paidFees} >= 0 AND ${t.paidInterest} >= 0 AND ${t.paidPrincipal} >= 0
        AND ${t.paidFees} <= ${t.feesCharged}
        AND ${t.paidInterest} <= ${t.interest} - ${t.interestWaived}
        AND ${t.paidPrincipal} <= ${t.amount}`,
    ),
  ],
);

/**
 * Every record of a loan the borrower sees (decision 51): decisions, the disbursement, charges
 * (interest, what fell due, late fees), repayments with their allocation, early repayment steps.
 * A daily charge is unique per loan, kind and day: the job run twice, or on two nodes, posts once.
 */
export const loanEntries = pgTable(
  'loan_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loanId: ref('loan_id')
      .notNull()
      .references(() => loans.id),
    kind: text('kind').notNull(),
    day: date('day', { mode: 'string' }),
    amount: bigint('amount', { mode: 'number' }).notNull().default(0),
    /** A repayment's (or waiver's, or return's) parts: { fees, interest, principal }. */
    parts: jsonb('parts').$type<{ fees: number; interest: number; principal: number }>(),
    overdueDays: integer('overdue_days'),
    reason: text('reason'),
    transferId: text('transfer_id'),
    staffId: ref('staff_id').references(() => staff.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('loan_entries_loan_idx').on(t.loanId, t.id),
    uniqueIndex('loan_entries_daily')
      .on(t.loanId, t.kind, t.day)
      .where(sql`${t.day} is not null`),
  ],
);

/**
 * A borrower's request to repay early: the payoff worked out on the request day, held from the
 * wallet (a pending transfer) until staff accept it (repaying the loan with it) or it is declined
 * or withdrawn (released). One waits at a time per loan.
 */
export const loanEarlyRepayments = pgTable(
  'loan_early_repayments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    loanId: ref('loan_id')
      .notNull()
      .references(() => loans.id),
    status: text('status', { enum: ['requested', 'accepted', 'declined', 'cancelled'] })
      .notNull()
      .default('requested'),
    day: date('day', { mode: 'string' }).notNull(),
    days: integer('days').notNull(),
    interest: minor('interest'),
    waived: minor('waived'),
    amount: minor('amount'),
    overpaid: minor('overpaid'),
    holdTransferId: text('hold_transfer_id'),
    requestedAt: ts('requested_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
    staffId: ref('staff_id').references(() => staff.id),
    reason: text('reason'),
  },
  (t) => [
    index('loan_early_loan_idx').on(t.loanId, t.id),
    uniqueIndex('loan_early_one_waiting')
      .on(t.loanId)
      .where(sql`${t.status} = 'requested'`),
  ],
);
