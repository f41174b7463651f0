import { useTranslation } from 'react-i18next';
import type { SellerOrder } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { DiscountRows } from '#web/features/voucher';

/** What the buyer paid, the platform's commission, what the store earns and, for warehouse orders, the cost. */
export function OrderMoney({ order, full = false }: { order: SellerOrder; full?: boolean }) {
  const { t } = useTranslation('seller');
  // A refunded or cancelled order earns the store nothing and costs no commission.
  const earns = order.status !== 'refunded' && order.status !== 'cancelled';
  // With a coupon or voucher the detail shows the full price, who took what off and what the
  // buyer paid; the commission and the earnings stay on the full price (decision 44).
  const discounted = full && order.discounts.length > 0;
  const rows = [
    { key: 'commission', minor: order.commission, show: full && earns },
    { key: 'earnings', minor: order.total - order.commission, show: earns },
    { key: 'wholesale', minor: order.wholesaleTotal, show: order.shipper === 'warehouse' },
  ];
  return (
    <dl className={full ? 'so-money so-money--full' : 'so-money'} data-testid="seller-order-money">
      <div className="so-money__row so-money__row--total">
        <dt>{discounted ? t('order:money.total') : t('orders.money.total')}</dt>
        <dd>
          <MoneyText minor={order.total} testId="so-total" />
        </dd>
      </div>
      {discounted && (
        <>
          <DiscountRows discounts={order.discounts} className="so-money__row" />
          <div className="so-money__row so-money__row--paid">
            <dt>{t('orders.money.total')}</dt>
            <dd>
              <MoneyText minor={order.payTotal} testId="so-buyer-paid" />
            </dd>
          </div>
        </>
      )}
      {rows
        .filter((r) => r.show)
        .map((r) => (
          <div key={r.key} className={`so-money__row so-money__row--${r.key}`}>
            <dt>{t(`orders.money.${r.key}`)}</dt>
            <dd>
              <MoneyText minor={r.minor} testId={`so-${r.key}`} />
            </dd>
          </div>
        ))}
    </dl>
  );
}
