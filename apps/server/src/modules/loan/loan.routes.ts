import type { Handlers } from '#server/context.js';
import type { LoanService } from './loan.service.js';
import type { LoanSellerService } from './loan-seller.service.js';
import type { LoanStaffService } from './loan-staff.service.js';

/** Merchant loans: the borrower's calls, applying (a store owner's), the console's. */
export function loanHandlers(
  buyer: LoanService,
  seller: LoanSellerService,
  staff: LoanStaffService,
): Handlers {
  return {
    'loan/getLoanTerms': (_body, call) => buyer.terms(call),
    'loan/getLoanList': (body, call) => buyer.list(body, call),
    'loan/getLoanInfo': (body, call) => buyer.info(body, call),
    'loan/repay': (body, call) => buyer.repay(body, call),
    'loan/requestEarlyRepayment': (body, call) => buyer.requestEarly(body, call),
    'loan/cancelEarlyRepayment': (body, call) => buyer.cancelEarly(body, call),
    'loan/apply': (body, call) => seller.apply(body, call),
    'admin/getLoanProductList': () => staff.products(),
    'admin/saveLoanProduct': (body, call) => staff.saveProduct(body, call),
    'admin/getLoanList': (body) => staff.list(body),
    'admin/getLoanInfo': (body) => staff.info(body),
    'admin/reviewLoan': (body, call) => staff.review(body, call),
    'admin/reviewEarlyRepayment': (body, call) => staff.reviewEarly(body, call),
    'admin/runLoanJob': (body, call) => staff.runJob(body, call),
  };
}
