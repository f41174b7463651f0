import { useSearchParams } from 'react-router';
import { OrderListScreen, isOrderFilter } from '#web/features/orders';

/** My orders; `?status=` opens a filter's tab (the personal center's shortcuts link here). */
export default function MallOrdersPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const status = isOrderFilter(raw) ? raw : 'all';
  return (
    <OrderListScreen
      status={status}
      onStatus={(next) => setParams(next === 'all' ? {} : { status: next }, { replace: true })}
    />
  );
}
