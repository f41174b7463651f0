import { LevelTable, StoreGate } from '#web/features/seller/center';

/** `/seller/settings/levels`: the store level table with the store's own level marked. */
export default function SellerLevelsPage() {
  return <StoreGate>{(store) => <LevelTable store={store} />}</StoreGate>;
}
