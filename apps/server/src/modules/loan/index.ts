// What app.ts, the seed and the scheduled jobs may import from merchant loans.
export { createLoanService, type LoanService } from './loan.service.js';
export { createLoanSellerService, type LoanSellerService } from './loan-seller.service.js';
export { createLoanStaffService, type LoanStaffService } from './loan-staff.service.js';
export { loanHandlers } from './loan.routes.js';
export { accrueLoans } from './accrue-loans.flow.js';
export { loanRepository } from './loan.repository.js';
export { applyForLoan } from './apply-loan.flow.js';
export { reviewLoan } from './review-loan.flow.js';
export { repayLoan } from './repay-loan.flow.js';
export { cancelEarlyRepayment, decideEarlyRepayment, requestEarlyRepayment } from './early-repayment.flow.js';
export { payoffOf, totalsOf } from './loan.mapper.js';
