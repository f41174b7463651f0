import { useParams } from 'react-router';
import { NotFound } from '#web/app/route-status';
import { StoreGate } from '#web/features/seller/center';
import { SellerOrderDetailScreen } from '#web/features/seller/orders';

/** `/seller/orders/:id`: one of the store's orders with its action. */
export default function SellerOrderPage() {
  const { id } = useParams();
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) return <NotFound />;
  return <StoreGate>{() => <SellerOrderDetailScreen key={n} id={n} />}</StoreGate>;
}
