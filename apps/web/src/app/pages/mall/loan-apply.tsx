import { LoanApply } from '#web/features/loan';

/** `/loans/apply`: the loan application, the whole cost shown before the agreement. */
export default function LoanApplyPage() {
  return <LoanApply />;
}
