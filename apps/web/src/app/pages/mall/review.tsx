import { useParams } from 'react-router';
import { ReviewScreen } from '#web/features/orders';

export default function MallReviewPage() {
  const params = useParams();
  const orderId = Number(params.id);
  const lineId = Number(params.lineId);
  return <ReviewScreen key={`${orderId}-${lineId}`} orderId={orderId} lineId={lineId} />;
}
