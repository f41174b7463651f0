import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { RightOutline, ShopbagOutline } from 'antd-mobile-icons';
import { imageUrl, type OrderSummary } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { MEDIA_HOST } from '#web/config/app';
import { ORDER_PATHS } from '#web/features/orders/lib/paths';
import { orderUnits } from '#web/features/orders/lib/status';
import { OrderActions } from './order-actions';
import { OrderLineRow } from './order-lines';
import { StatusLabel } from './status-tag';

/** One order in the list: store, state, lines, total and what can be done next. */
export function OrderCard({ order }: { order: OrderSummary }) {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const open = () => void navigate(ORDER_PATHS.order(order.id));
  const multi = order.lines.length > 1;
  return (
    <article className="order-card" data-testid="order-card" data-status={order.status} onClick={open}>
      <header className="order-card__head">
        <button
          type="button"
          className="order-store"
          onClick={(e) => {
            e.stopPropagation();
            void navigate(ORDER_PATHS.store(order.store.id));
          }}
        >
          {order.store.logo ? (
            <img src={imageUrl(order.store.logo, MEDIA_HOST)} alt="" />
          ) : (
            <ShopbagOutline />
          )}
          <span dir="auto">{order.store.name}</span>
          <RightOutline className="flip-rtl" />
        </button>
        <StatusLabel status={order.status} />
      </header>
      <div className="order-card__lines">
        {order.lines.map((line) => (
          <OrderLineRow
            key={line.id}
            line={line}
            onReview={
              multi && order.status === 'completed' && !line.commented
                ? () => void navigate(ORDER_PATHS.review(order.id, line.id))
                : undefined
            }
          />
        ))}
      </div>
      <div className="order-card__total">
        <span>{t('order.totalItems', { count: orderUnits(order) })}</span>
        <span>
          {order.discounts.length
            ? t(order.status === 'unpaid' ? 'voucher:discount.toPay' : 'voucher:discount.paid')
            : t('order.total')}{' '}
          <MoneyText minor={order.payTotal} className="order-card__amount" />
        </span>
      </div>
      <OrderActions order={order} />
    </article>
  );
}
