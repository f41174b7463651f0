import { useSearchParams } from 'react-router';
import { StoreGate } from '#web/features/seller/center';
import { SellerOrderListScreen, isSellerOrderTab } from '#web/features/seller/orders';

/** `/seller/orders`: the store's orders; `?tab=` opens a tab (the dashboard's to-do tiles link here). */
export default function SellerOrdersPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('tab');
  const tab = isSellerOrderTab(raw) ? raw : 'to_purchase';
  return (
    <StoreGate>
      {() => (
        <SellerOrderListScreen tab={tab} onTab={(next) => setParams({ tab: next }, { replace: true })} />
      )}
    </StoreGate>
  );
}
