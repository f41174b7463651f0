import { useParams } from 'react-router';
import { LoanDetailScreen } from '#web/features/loan';

/** `/loans/:id`: one of the caller's loans. */
export default function LoanPage() {
  const id = Number(useParams().id);
  return <LoanDetailScreen key={id} id={Number.isInteger(id) && id > 0 ? id : 0} />;
}
