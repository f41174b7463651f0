import { StoreGate } from '#web/features/seller/center';
import { DecorationEditor } from '#web/features/seller/decoration';

/** `/seller/decoration`: the store page's decoration with a live preview. */
export default function SellerDecorationPage() {
  return <StoreGate>{(store) => <DecorationEditor store={store} />}</StoreGate>;
}
