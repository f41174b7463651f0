import { StoreGate } from '#web/features/seller/center';
import { SellerVoucherScreen } from '#web/features/seller/vouchers';

/** `/seller/vouchers`: the store's vouchers (issue 14 part 5). */
export default function SellerVouchersPage() {
  return <StoreGate>{(store) => <SellerVoucherScreen store={store} />}</StoreGate>;
}
