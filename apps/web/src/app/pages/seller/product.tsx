import { useParams } from 'react-router';
import { NotFound } from '#web/app/route-status';
import { StoreGate } from '#web/features/seller/center';
import { SellerProductScreen } from '#web/features/seller/products';

/** `/seller/products/new` and `/seller/products/:id`: the product form, empty or with the product. */
export default function SellerProductPage() {
  const { id } = useParams();
  if (id === undefined) return <StoreGate>{(store) => <SellerProductScreen store={store} />}</StoreGate>;
  const n = Number(id);
  if (!Number.isSafeInteger(n) || n <= 0) return <NotFound />;
  return <StoreGate>{(store) => <SellerProductScreen key={n} store={store} id={n} />}</StoreGate>;
}
