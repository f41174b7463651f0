import { StoreGate } from '#web/features/seller/center';
import { SettingsMenu } from '#web/features/seller/settings';

/** `/seller/settings`: store settings. */
export default function SellerSettingsPage() {
  return <StoreGate>{(store) => <SettingsMenu store={store} />}</StoreGate>;
}
