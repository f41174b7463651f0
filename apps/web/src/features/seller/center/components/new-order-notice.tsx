import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { onStoreOrder } from '#web/features/chat';
import { MoneyText } from '#web/components/money-text';
import { SELLER_PATHS } from '#web/features/seller/center/paths';

const SHOWN_MS = 12_000;

interface Notice {
  orderId: number;
  orderNo: string;
  total: number;
}

/**
 * The live new-order notice (issue 13 part 6): while a seller screen is open, each order a buyer
 * pays shows at the top with a link to it, and the seller's order lists and dashboard reload.
 */
export function NewOrderNotice() {
  const { t } = useTranslation('seller');
  const client = useQueryClient();
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(
    () =>
      onStoreOrder((e) => {
        setNotice({ orderId: e.orderId, orderNo: e.orderNo, total: e.total });
        void client.invalidateQueries({ queryKey: ['seller', 'orders'] });
        void client.invalidateQueries({ queryKey: ['seller', 'dashboard'] });
      }),
    [client],
  );
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => setNotice(null), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  if (!notice) return null;
  return (
    <div className="seller-new-order" role="status" data-testid="new-order-notice">
      <Link
        to={`${SELLER_PATHS.orders}/${notice.orderId}`}
        className="seller-new-order__link"
        onClick={() => setNotice(null)}
      >
        <span className="seller-new-order__title">{t('newOrder.title')}</span>
        <span className="seller-new-order__body">
          <bdi className="mono">{notice.orderNo}</bdi> · <MoneyText minor={notice.total} />
        </span>
        <span className="seller-new-order__view">{t('newOrder.view')}</span>
      </Link>
      <button
        type="button"
        className="seller-new-order__close"
        aria-label={t('newOrder.dismiss')}
        onClick={() => setNotice(null)}
      >
        ×
      </button>
    </div>
  );
}
