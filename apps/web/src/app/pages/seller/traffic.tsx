import { StoreGate } from '#web/features/seller/center';
import { TrafficScreen } from '#web/features/seller/traffic';

/** `/seller/traffic`: buy traffic packages and see what they delivered. */
export default function SellerTrafficPage() {
  return <StoreGate>{(store) => <TrafficScreen store={store} />}</StoreGate>;
}
