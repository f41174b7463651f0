import { useSearchParams } from 'react-router';
import { StoreGate } from '#web/features/seller/center';
import { SellerProductListScreen, isSellerGoodsFilter } from '#web/features/seller/products';

/** `/seller/products`: the store's products; `?filter=` opens a filter (the dashboard's to-do tiles link here). */
export default function SellerProductsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter = isSellerGoodsFilter(raw) ? raw : 'all';
  return (
    <StoreGate>
      {(store) => (
        <SellerProductListScreen
          store={store}
          filter={filter}
          onFilter={(next) => setParams(next === 'all' ? {} : { filter: next }, { replace: true })}
        />
      )}
    </StoreGate>
  );
}
