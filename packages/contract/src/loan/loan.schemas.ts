import { z } from 'zod';
import { idField } from '../core/common.js';
import { flag, intField, sortField, text } from '../core/fields.js';
import { amountField } from '../core/amount-field.js';
import { countryField, pageQuery, tradePasswordField } from '../core/validation.js';
import { AUTH_STATUSES, idNumberField } from '../kyc/kyc.schemas.js';

/**
 * Merchant loans (spec §1–§5, §9 "entrepreneur loan"; issue 16, decision 51). Staff offer loan
 * products; a seller with passed real-name checks applies for an amount and a term after the page
 * showed the rate, the interest by the spec's formula, the total and the late fee rule; staff
 * review; approval disburses through the ledger; a daily job posts what falls due and late fees;
 * the borrower repays from the wallet, or asks to repay early. Every figure is a recorded amount.
 */

/**
 * Spec §4, after Apache Fineract's lifecycle: `applying` (submitted) → `rejected`, or approved
 * ("passed") and disbursed at once → `repaying` (active) → `repaid` (closed, obligations met).
 * "Passed" is a step of the timeline, not a resting state: approval and disbursement are one act.
 */
export const LOAN_STATES = ['applying', 'rejected', 'repaying', 'repaid'] as const;
export type LoanState = (typeof LOAN_STATES)[number];
/** An early repayment: the payoff held from the wallet while `requested`; `accepted` repays the loan with it. */
export const EARLY_REPAYMENT_STATES = ['requested', 'accepted', 'declined', 'cancelled'] as const;
export type EarlyRepaymentState = (typeof EARLY_REPAYMENT_STATES)[number];
export const LATE_FEE_KINDS = ['flat', 'percent'] as const;
/** What happened to a loan, in order: every charge, payment and decision the borrower sees. */
export const LOAN_ENTRY_KINDS = [
  'applied',
  'rejected',
  'passed',
  'disbursed',
  'interest',
  'due',
  'lateFee',
  'repayment',
  'earlyRequested',
  'earlyCancelled',
  'earlyDeclined',
  'earlyAccepted',
  'interestWaived',
  'overpaymentReturned',
  'repaid',
] as const;
export type LoanEntryKind = (typeof LOAN_ENTRY_KINDS)[number];
/** Why the caller may not apply for a product now. */
export const LOAN_INELIGIBLE_REASONS = [
  'noStore',
  'realName',
  'storeLevel',
  'openLoan',
  'storeFrozen',
  'storeDisabled',
] as const;
export type LoanIneligibleReason = (typeof LOAN_INELIGIBLE_REASONS)[number];

/** DESIGN §2: 500.00 to 500,000.00 in the wallet currency unless staff configure a product otherwise. */
export const LOAN_AMOUNT_MIN_DEFAULT = 50_000;
export const LOAN_AMOUNT_MAX_DEFAULT = 50_000_000;
/** Typo guards of the console's product form, not business rules. */
export const LOAN_TERM_DAYS_MAX = 1_825;
export const LOAN_TERM_CHOICES_MAX = 8;
export const LOAN_RATE_BP_MAX = 10_000;
export const LATE_FEE_PERCENT_BP_MAX = 1_000;
export const LOAN_AMOUNT_MAX = 1_000_000_000;
export const LOAN_STORE_LEVEL_MAX = 10;

export const lateFeeRule = z.object({
  kind: z.enum(LATE_FEE_KINDS),
  /** flat: wallet minor units per overdue day; percent: basis points of the overdue amount per day. */
  value: z.number().int(),
  /** All late fees of a loan together: at most this share of its amount (basis points). */
  capBp: z.number().int(),
});

/** A product as an applicant reads it, with whether the caller may apply for it now. */
export const loanProduct = z.object({
  id: z.number().int(),
  /** The term choices in days. */
  termDays: z.array(z.number().int()),
  /** Fixed annual rate in basis points (625 = 6.25 %). */
  annualRateBp: z.number().int(),
  lateFee: lateFeeRule,
  minAmount: z.number().int(),
  maxAmount: z.number().int(),
  /** The store level needed (0: any store). */
  minStoreLevel: z.number().int(),
  eligible: z.boolean(),
  ineligibleReason: z.enum(LOAN_INELIGIBLE_REASONS).nullable(),
});
export type LoanProduct = z.infer<typeof loanProduct>;

/** What the apply page needs before anything is typed: the switch, the caller's standing, the products. */
export const loanTermsData = z.object({
  enabled: z.boolean(),
  /** The time zone of due dates and of the daily job that posts charges at 00:00. */
  timeZone: z.string(),
  /** Today in that zone (YYYY-MM-DD): a loan approved today is due `termDays` after it. */
  today: z.string(),
  daysInYear: z.number().int(),
  allocationOrder: z.array(z.enum(['fees', 'interest', 'principal'])),
  tradePasswordOver: z.number().int(),
  balance: z.number().int(),
  hasStore: z.boolean(),
  storeLevel: z.number().int().nullable(),
  realName: z.enum(AUTH_STATUSES),
  /** The caller's application under review or loan being repaid (one at a time). */
  openLoanId: z.number().int().nullable(),
  /** The loan agreement's current version (the `loan` legal page); null when none is published. */
  agreementVersion: z.number().int().nullable(),
  products: z.array(loanProduct),
});
export type LoanTermsData = z.infer<typeof loanTermsData>;

const required = (key: string, max: number) =>
  z
    .string({ error: key })
    .trim()
    .refine((v) => v.length > 0, { error: key, abort: true })
    .refine((v) => v.length <= max, { error: 'validation.tooLong' });

/** Spec §3 and §5: the application; every field required, the agreement ticked. */
export const applyLoanBody = z.strictObject({
  productId: idField,
  amount: amountField(),
  termDays: z.number({ error: 'validation.loanTermRequired' }).int({ error: 'validation.integer' }),
  nationality: countryField,
  applicantName: required('validation.applicantNameRequired', 60),
  idNumber: idNumberField,
  /** The caller's own uploads into the private `auth` folder. */
  idFront: required('validation.idFrontRequired', 500),
  idBack: required('validation.idBackRequired', 500),
  idHolding: required('validation.idHoldingRequired', 500),
  agree: z.literal(true, { error: 'validation.loanAgreementRequired' }),
  /** The agreement version the page linked to; left out, the current one is recorded. */
  agreementVersion: z.number().int().positive().optional(),
  /**
   * What the page showed before the tick. The server recomputes it and refuses (LOAN_TERMS_CHANGED)
   * when the product changed since, so nobody agrees to figures other than the ones recorded.
   */
  shown: z.strictObject({
    annualRateBp: z.number({ error: 'validation.type' }).int(),
    interest: z.number({ error: 'validation.type' }).int(),
    total: z.number({ error: 'validation.type' }).int(),
  }),
});
export type ApplyLoanBody = z.input<typeof applyLoanBody>;

export const earlyRepayment = z.object({
  id: z.number().int(),
  status: z.enum(EARLY_REPAYMENT_STATES),
  /** The payoff held from the wallet at the request (and repaid with, once accepted). */
  amount: z.number().int(),
  /** Days of interest it counts (from the start day to the request day, at least one). */
  days: z.number().int(),
  interest: z.number().int(),
  /** Interest of the term not owed because of it. */
  waived: z.number().int(),
  /** Paid before beyond the payoff, returned to the wallet on acceptance. */
  overpaid: z.number().int(),
  requestedAt: z.string(),
  decidedAt: z.string().nullable(),
  /** Why staff declined it. */
  reason: z.string().nullable(),
});
export type EarlyRepayment = z.infer<typeof earlyRepayment>;

const buckets = z.object({ fees: z.number().int(), interest: z.number().int(), principal: z.number().int() });

/** A loan in a list (the borrower's or the console's). */
export const loanSummary = z.object({
  id: z.number().int(),
  loanNo: z.string(),
  status: z.enum(LOAN_STATES),
  amount: z.number().int(),
  termDays: z.number().int(),
  annualRateBp: z.number().int(),
  /** The term's interest by the spec's formula, as agreed. */
  interest: z.number().int(),
  /** Amount + interest, as agreed (late fees come on top, each a record). */
  total: z.number().int(),
  lateFee: lateFeeRule,
  appliedAt: z.string(),
  reviewedAt: z.string().nullable(),
  disbursedAt: z.string().nullable(),
  /** The first day of interest and the due date (YYYY-MM-DD in the loans' time zone), once disbursed. */
  startDay: z.string().nullable(),
  dueDay: z.string().nullable(),
  repaidAt: z.string().nullable(),
  /** Still owed now (fees, interest, principal). */
  remaining: z.number().int(),
  /** Days past the due date with something still owed. */
  overdueDays: z.number().int(),
  rejectReason: z.string().nullable(),
  /** The latest early repayment request, if any. */
  early: earlyRepayment.nullable(),
});
export type LoanSummary = z.infer<typeof loanSummary>;

/** One record of a loan: a decision, a charge, a payment (with what it repaid) or a release. */
export const loanEntry = z.object({
  id: z.number().int(),
  kind: z.enum(LOAN_ENTRY_KINDS),
  /** The day a daily charge is for (`due`, `lateFee`). */
  day: z.string().nullable(),
  amount: z.number().int(),
  /** A repayment's allocation (and a waiver's or return's parts). */
  parts: buckets.nullable(),
  /** Overdue days counted by a late fee. */
  overdueDays: z.number().int().nullable(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type LoanEntry = z.infer<typeof loanEntry>;

/** The repayment schedule: one instalment at the end of the term (decision 51). */
export const loanInstalment = z.object({
  n: z.number().int(),
  dueDay: z.string(),
  principal: z.number().int(),
  interest: z.number().int(),
  total: z.number().int(),
  state: z.enum(['upcoming', 'due', 'overdue', 'paid']),
});

/** What an early repayment would cost today (shown before the borrower asks). */
export const payoffQuote = z.object({
  asOf: z.string(),
  days: z.number().int(),
  interest: z.number().int(),
  waived: z.number().int(),
  amount: z.number().int(),
  overpaid: z.number().int(),
});
export type PayoffQuote = z.infer<typeof payoffQuote>;

export const loanDetail = loanSummary.extend({
  nationality: z.string(),
  applicantName: z.string(),
  idNumber: z.string(),
  agreementVersion: z.number().int().nullable(),
  outstanding: buckets,
  paid: buckets,
  feesCharged: z.number().int(),
  interestWaived: z.number().int(),
  schedule: z.array(loanInstalment),
  /** Today's payoff while the loan is repaid and no request waits; null otherwise. */
  payoff: payoffQuote.nullable(),
  entries: z.array(loanEntry),
});
export type LoanDetail = z.infer<typeof loanDetail>;

export const loanListBody = pageQuery.extend({
  status: z.enum(LOAN_STATES, { error: 'validation.invalidOption' }).optional(),
});
export const loanIdBody = z.strictObject({ id: idField });

export const repayLoanBody = z.strictObject({
  id: idField,
  amount: amountField(),
  tradePassword: tradePasswordField.optional(),
});
export const repayLoanData = z.object({ loan: loanDetail, balance: z.number().int() });

export const requestEarlyRepaymentBody = z.strictObject({
  id: idField,
  /** The payoff the page showed: refused (LOAN_PAYOFF_CHANGED) if today's differs. */
  amount: z.number({ error: 'validation.type' }).int({ error: 'validation.integer' }).min(0),
  tradePassword: tradePasswordField.optional(),
});

// ---------- the console ----------

export const adminLoanProduct = loanProduct.omit({ eligible: true, ineligibleReason: true }).extend({
  active: z.boolean(),
  sort: z.number().int(),
  loans: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminLoanProduct = z.infer<typeof adminLoanProduct>;

const termChoice = z
  .number({ error: 'validation.type' })
  .int({ error: 'validation.integer' })
  .min(1, { error: 'validation.loanTermDays' })
  .max(LOAN_TERM_DAYS_MAX, { error: 'validation.loanTermDays' });

export const saveLoanProductBody = z
  .strictObject({
    /** Left out: a new product. Loans keep the terms they were applied for. */
    id: idField.optional(),
    termDays: z
      .array(termChoice, { error: 'validation.loanTermRequired' })
      .min(1, { error: 'validation.loanTermRequired' })
      .max(LOAN_TERM_CHOICES_MAX, { error: 'validation.tooMany' })
      .refine((v) => new Set(v).size === v.length, { error: 'validation.loanTermDuplicate' }),
    annualRateBp: z
      .number({ error: 'validation.type' })
      .int({ error: 'validation.integer' })
      .min(1, { error: 'validation.loanRate' })
      .max(LOAN_RATE_BP_MAX, { error: 'validation.loanRate' }),
    lateFee: z.strictObject({
      kind: z.enum(LATE_FEE_KINDS, { error: 'validation.invalidOption' }),
      value: z.number({ error: 'validation.type' }).int({ error: 'validation.integer' }).min(0),
      capBp: z
        .number({ error: 'validation.type' })
        .int({ error: 'validation.integer' })
        .min(0)
        .max(10_000, { error: 'validation.loanLateFeeCap' }),
    }),
    minAmount: amountField(),
    maxAmount: amountField(),
    minStoreLevel: intField.min(0).max(LOAN_STORE_LEVEL_MAX),
    active: flag,
    sort: sortField.optional(),
    reason: text(500, 'validation.reasonRequired'),
  })
  .refine((v) => v.minAmount <= v.maxAmount, { path: ['maxAmount'], message: 'validation.loanAmountOrder' })
  .refine((v) => v.maxAmount <= LOAN_AMOUNT_MAX, {
    path: ['maxAmount'],
    message: 'validation.amountTooLarge',
  })
  .refine((v) => v.lateFee.kind !== 'percent' || v.lateFee.value <= LATE_FEE_PERCENT_BP_MAX, {
    path: ['lateFee', 'value'],
    message: 'validation.loanLateFeePercent',
  });
export type SaveLoanProductBody = z.input<typeof saveLoanProductBody>;

export const adminLoanListBody = pageQuery.extend({
  status: z.enum(LOAN_STATES, { error: 'validation.invalidOption' }).optional(),
  /** Only loans whose borrower asked to repay early and waits for an answer. */
  earlyRequested: flag.optional(),
  /** Loan number, or the borrower's email or nickname. */
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
});

export const adminLoan = loanSummary.extend({
  user: z.object({ id: z.number().int(), email: z.string(), nickname: z.string() }),
  store: z.object({ id: z.number().int(), name: z.string(), level: z.number().int() }),
  nationality: z.string(),
  applicantName: z.string(),
  idNumber: z.string(),
  /** Signed, short-lived addresses: the photos are served to staff through them only. */
  idFront: z.string(),
  idBack: z.string(),
  idHolding: z.string(),
  /** The borrower's real-name record as staff passed it, to compare with the application. */
  realName: z.object({ name: z.string(), idNumber: z.string() }).nullable(),
  reviewer: z.string().nullable(),
});
export type AdminLoan = z.infer<typeof adminLoan>;

export const adminLoanInfo = adminLoan.merge(
  loanDetail.pick({
    outstanding: true,
    paid: true,
    feesCharged: true,
    interestWaived: true,
    schedule: true,
    payoff: true,
    entries: true,
    agreementVersion: true,
  }),
);
export type AdminLoanInfo = z.infer<typeof adminLoanInfo>;

export const reviewLoanBody = z
  .strictObject({
    id: idField,
    action: z.enum(['approve', 'reject'], { error: 'validation.invalidOption' }),
    reason: z.string().trim().max(500, { error: 'validation.tooLong' }).optional(),
  })
  .refine((v) => v.action !== 'reject' || Boolean(v.reason), {
    path: ['reason'],
    message: 'validation.reasonRequired',
  });

export const reviewEarlyRepaymentBody = z
  .strictObject({
    /** The loan's id. */
    id: idField,
    action: z.enum(['accept', 'decline'], { error: 'validation.invalidOption' }),
    reason: z.string().trim().max(500, { error: 'validation.tooLong' }).optional(),
  })
  .refine((v) => v.action !== 'decline' || Boolean(v.reason), {
    path: ['reason'],
    message: 'validation.reasonRequired',
  });

export const runLoanJobBody = z.strictObject({ reason: text(500, 'validation.reasonRequired') });
export const runLoanJobData = z.object({
  /** Loans looked at, and the charges (due amounts, late fees) posted now. */
  loans: z.number().int(),
  posted: z.number().int(),
});
