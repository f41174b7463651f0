import { useParams } from 'react-router';
import { OrderDetailScreen } from '#web/features/orders';

export default function MallOrderPage() {
  const id = Number(useParams().id);
  return <OrderDetailScreen key={id} id={Number.isInteger(id) && id > 0 ? id : 0} />;
}
