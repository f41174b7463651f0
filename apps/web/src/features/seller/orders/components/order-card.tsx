import { Button } from 'antd-mobile';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SellerOrder } from '@app/contract';
import { formatDateTime, OrderLineRow, StatusLabel } from '#web/features/orders';
import { SELLER_ORDER_PATHS } from '#web/features/seller/orders/paths';
import { GroupWaitingTag } from '#web/features/task';
import { OrderMoney } from './order-money';

/** One of the store's orders: number, date, lines, money and the action its state asks for. */
export function SellerOrderCard({
  order,
  onPurchase,
}: {
  order: SellerOrder;
  onPurchase: (order: SellerOrder) => void;
}) {
  const { t, i18n } = useTranslation(['seller', 'task']);
  const navigate = useNavigate();
  const open = () => void navigate(SELLER_ORDER_PATHS.order(order.id));
  // Waiting for its group deal: purchase and shipping would be refused until the group completes.
  const action = order.awaitingGroup ? (
    <Button size="small" shape="rounded" disabled data-testid="so-group-blocked">
      {t('task:orderMarker.button')}
    </Button>
  ) : order.status === 'to_purchase' ? (
    <Button
      size="small"
      color="primary"
      shape="rounded"
      onClick={(e) => {
        e.stopPropagation();
        onPurchase(order);
      }}
      data-testid="so-purchase"
    >
      {t('orders.action.purchase')}
    </Button>
  ) : order.status === 'pending' && order.shipper === 'store' ? (
    <Button size="small" color="primary" shape="rounded" onClick={open} data-testid="so-ship">
      {t('orders.action.ship')}
    </Button>
  ) : null;
  return (
    <article
      className="order-card so-card"
      data-testid="seller-order-card"
      data-status={order.status}
      onClick={open}
    >
      <header className="order-card__head so-card__head">
        <div className="so-card__id">
          <bdi className="mono" data-testid="so-order-no">
            {order.orderNo}
          </bdi>
          <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, i18n.language)}</time>
        </div>
        <StatusLabel status={order.status} />
      </header>
      {order.awaitingGroup ? (
        <div className="so-card__group">
          <GroupWaitingTag group={order.awaitingGroup} />
        </div>
      ) : null}
      <div className="order-card__lines">
        {order.lines.map((line) => (
          <OrderLineRow key={line.id} line={line} />
        ))}
      </div>
      <OrderMoney order={order} />
      {order.status === 'pending' && order.shipper === 'warehouse' ? (
        <p className="so-card__note" data-testid="so-warehouse-note">
          {t('orders.note.warehouseShips')}
        </p>
      ) : null}
      {action ? <div className="so-card__actions">{action}</div> : null}
    </article>
  );
}
