import { emptyBody } from '../core/common.js';
import { endpoint, type Endpoint } from '../core/endpoint.js';
import { listOf } from '../core/envelope.js';
import {
  adminLoan,
  adminLoanInfo,
  adminLoanListBody,
  adminLoanProduct,
  applyLoanBody,
  loanDetail,
  loanIdBody,
  loanListBody,
  loanSummary,
  loanTermsData,
  repayLoanBody,
  repayLoanData,
  requestEarlyRepaymentBody,
  reviewEarlyRepaymentBody,
  reviewLoanBody,
  runLoanJobBody,
  runLoanJobData,
  saveLoanProductBody,
} from './loan.schemas.js';

/**
 * The borrower's calls (issue 16, decision 51). A loan is the user's: repaying stays open whatever
 * happens to the store; only applying needs a store that may operate (the seller block).
 */
export const buyer = {
  'loan/getLoanTerms': endpoint({
    auth: 'user',
    body: emptyBody,
    data: loanTermsData,
    summary:
      'Whether loans are offered; the products with their rate, terms, amount range and late fee rule, whether the caller may apply for each, the time zone of due dates, the allocation order',
    tag: 'loan',
  }),
  'loan/getLoanList': endpoint({
    auth: 'user',
    body: loanListBody,
    data: listOf(loanSummary),
    summary: 'The caller’s applications and loans, newest first, with what is still owed',
    tag: 'loan',
    feature: 'loans',
  }),
  'loan/getLoanInfo': endpoint({
    auth: 'user',
    body: loanIdBody,
    data: loanDetail,
    summary:
      'One of the caller’s loans: schedule, every disbursement, charge and repayment, what is owed by part, today’s early payoff',
    tag: 'loan',
    feature: 'loans',
  }),
  'loan/repay': endpoint({
    auth: 'user',
    body: repayLoanBody,
    data: repayLoanData,
    summary:
      'Repay part or all of a loan from the wallet (trade password over the configured amount): late fees first, then interest, then principal; never more than is owed',
    tag: 'loan',
    feature: 'loans',
    idempotent: true,
    rateLimit: 60,
  }),
  'loan/requestEarlyRepayment': endpoint({
    auth: 'user',
    body: requestEarlyRepaymentBody,
    data: loanDetail,
    summary:
      'Ask to repay early: today’s payoff (interest only for the days elapsed) is held from the wallet until staff accept it, which repays the loan with it',
    tag: 'loan',
    feature: 'loans',
    idempotent: true,
    rateLimit: 30,
  }),
  'loan/cancelEarlyRepayment': endpoint({
    auth: 'user',
    body: loanIdBody,
    data: loanDetail,
    summary: 'Withdraw an early repayment request not answered yet: the held payoff goes back to the wallet',
    tag: 'loan',
    feature: 'loans',
    idempotent: true,
    rateLimit: 30,
  }),
} as const satisfies Record<string, Endpoint>;

/** Applying takes a store the caller owns and may operate (spec: the entrepreneur loan is a seller's). */
export const seller = {
  'loan/apply': endpoint({
    auth: 'seller',
    body: applyLoanBody,
    data: loanDetail,
    summary:
      'Apply for a loan with the figures the page showed (refused if the product changed since): passed real-name checks, the product’s store level, one open loan at a time; the photos are the caller’s own private uploads',
    tag: 'loan',
    feature: 'loans',
    idempotent: true,
    rateLimit: 20,
  }),
} as const satisfies Record<string, Endpoint>;

/** The console: products, the review queue, early repayments and the daily job. */
export const staff = {
  'admin/getLoanProductList': endpoint({
    auth: 'staff',
    roles: ['admin', 'reviewer', 'finance'],
    body: emptyBody,
    data: listOf(adminLoanProduct),
    summary: 'Loan products with their terms, whether they are offered and how many loans each has',
    tag: 'loan',
    feature: 'loans',
  }),
  'admin/saveLoanProduct': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: saveLoanProductBody,
    data: adminLoanProduct,
    summary:
      'Create or change a loan product with a reason (audited); loans keep the terms they were applied for',
    tag: 'loan',
    feature: 'loans',
  }),
  'admin/getLoanList': endpoint({
    auth: 'staff',
    roles: ['admin', 'reviewer', 'finance'],
    body: adminLoanListBody,
    data: listOf(adminLoan),
    summary:
      'Applications and loans, newest first, with the borrower, the store, signed photo addresses and what is owed',
    tag: 'loan',
    feature: 'loans',
  }),
  'admin/getLoanInfo': endpoint({
    auth: 'staff',
    roles: ['admin', 'reviewer', 'finance'],
    body: loanIdBody,
    data: adminLoanInfo,
    summary: 'One loan with its schedule and every record',
    tag: 'loan',
    feature: 'loans',
  }),
  'admin/reviewLoan': endpoint({
    auth: 'staff',
    roles: ['admin', 'reviewer'],
    body: reviewLoanBody,
    data: adminLoanInfo,
    summary:
      'Approve (disburses from the platform loan account to the borrower’s wallet, once) or reject with a reason an application; never one’s own; audited, the borrower is told by mail',
    tag: 'loan',
    feature: 'loans',
  }),
  'admin/reviewEarlyRepayment': endpoint({
    auth: 'staff',
    roles: ['admin', 'finance'],
    body: reviewEarlyRepaymentBody,
    data: adminLoanInfo,
    summary:
      'Accept (the held payoff repays the loan) or decline with a reason (it goes back) a borrower’s early repayment; audited, the borrower is told by mail',
    tag: 'loan',
    feature: 'loans',
  }),
  'admin/runLoanJob': endpoint({
    auth: 'staff',
    roles: ['admin'],
    body: runLoanJobBody,
    data: runLoanJobData,
    summary:
      'Run the daily loan job now (what 00:00 runs): due amounts and late fees of every day not posted yet, once per loan and day; audited',
    tag: 'loan',
    feature: 'loans',
  }),
} as const satisfies Record<string, Endpoint>;
