// Merchant loans (issue 16): the borrower's screens and whether loans are offered (for entry points).
export { LoansHome } from './components/loans-home';
export { LoanApply } from './components/loan-apply';
export { LoanDetailScreen } from './components/loan-detail';
export { useLoansOffered } from './hooks/use-loans-offered';
export { LOAN_PATHS } from './lib/paths';
