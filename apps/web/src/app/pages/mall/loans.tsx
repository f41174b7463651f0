import { LoansHome } from '#web/features/loan';

/** `/loans`: merchant loans on offer, whether the caller may apply, and their loans. */
export default function LoansPage() {
  return <LoansHome />;
}
