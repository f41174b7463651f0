import { StoreGate } from '#web/features/seller/center';
import { WarehouseScreen } from '#web/features/seller/products';

/** `/seller/warehouse`: list platform warehouse products in the store (dropshipping). */
export default function SellerWarehousePage() {
  return <StoreGate>{(store) => <WarehouseScreen store={store} />}</StoreGate>;
}
