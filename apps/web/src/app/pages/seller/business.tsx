import { StoreGate } from '#web/features/seller/center';
import { BusinessForm } from '#web/features/seller/settings';

/** `/seller/settings/business`: the store's business info. */
export default function SellerBusinessPage() {
  return <StoreGate>{(store) => <BusinessForm store={store} />}</StoreGate>;
}
