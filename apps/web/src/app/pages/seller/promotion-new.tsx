import { Navigate } from 'react-router';
import { StoreGate } from '#web/features/seller/center';
import { NewPromotionScreen, PROMOTION_PATHS } from '#web/features/seller/promotion';

/** `/seller/promotions/new`: add a promotion (a read-only store goes back to the list). */
export default function NewPromotionPage() {
  return (
    <StoreGate>
      {(store) =>
        store.status === 'disabled' ? (
          <Navigate to={PROMOTION_PATHS.list()} replace />
        ) : (
          <NewPromotionScreen />
        )
      }
    </StoreGate>
  );
}
