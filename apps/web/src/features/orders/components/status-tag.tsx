import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@app/contract';
import { STATUS_TONE } from '#web/features/orders/lib/status';

export function StatusLabel({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('order');
  return (
    <span className={`order-status order-status--${STATUS_TONE[status]}`} data-status={status}>
      {t(`status.${status}`)}
    </span>
  );
}
