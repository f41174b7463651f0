import { useSearchParams } from 'react-router';
import { StoreGate } from '#web/features/seller/center';
import { SellerReviewsScreen, isSellerCommentFilter } from '#web/features/seller/products';

/** `/seller/reviews`: reviews of the store's products with the store's replies (`?filter=`). */
export default function SellerReviewsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('filter');
  const filter = isSellerCommentFilter(raw) ? raw : 'all';
  return (
    <StoreGate>
      {(store) => (
        <SellerReviewsScreen
          store={store}
          filter={filter}
          onFilter={(next) => setParams(next === 'all' ? {} : { filter: next }, { replace: true })}
        />
      )}
    </StoreGate>
  );
}
