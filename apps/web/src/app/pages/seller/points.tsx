import { StoreGate } from '#web/features/seller/center';
import { PointsScreen } from '#web/features/seller/promotion';

/** `/seller/points`: the store's points, buying more and their records. */
export default function SellerPointsPage() {
  return <StoreGate>{(store) => <PointsScreen store={store} />}</StoreGate>;
}
