import { useSearchParams } from 'react-router';
import { StoreGate } from '#web/features/seller/center';
import { PromotionsScreen, isPromotionTab } from '#web/features/seller/promotion';

/** `/seller/promotions`: the promotion center; `?tab=` opens the scheduled or ended tab. */
export default function SellerPromotionsPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = isPromotionTab(raw) ? raw : 'promoting';
  return (
    <StoreGate>
      {(store) => (
        <PromotionsScreen
          store={store}
          tab={tab}
          onTab={(next) => setParams(next === 'promoting' ? {} : { tab: next }, { replace: true })}
        />
      )}
    </StoreGate>
  );
}
