import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { TruckOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { SellerOrder } from '@app/contract';
import { AddressSummary } from '#web/features/address';
import { formatDateTime, OrderLineRow, OrderTimeline, StatusLabel } from '#web/features/orders';
import { isolateText } from '#web/lib/bidi';
import { ApiError } from '#web/lib/request';
import { useSellerOrder } from '#web/features/seller/orders/api/orders';
import { SELLER_ORDER_PATHS } from '#web/features/seller/orders/paths';
import { OrderMoney } from './order-money';
import { RefundAnswer } from './refund-answer';
import { GroupWaitingTag } from '#web/features/task';
import { ShipForm } from './ship-form';
import { usePurchase } from './purchase';

/** Events the buyer's glossary words for the buyer ("Refunded to your wallet"): said here for the seller. */
const SELLER_EVENTS = new Set<string>(['purchased', 'refunded', 'refund_declined']);

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="detail-row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** What the seller is told about the order's state, and its action. */
function StateCard({ order }: { order: SellerOrder }) {
  const { t } = useTranslation(['seller', 'task']);
  const { purchase, paying, sheet } = usePurchase();
  let note: string;
  let action: ReactNode = null;
  if (order.awaitingGroup) {
    // Waiting for its group deal: purchase and shipping would be refused until the group completes.
    note = t('task:orderMarker.why');
    action = (
      <Button block shape="rounded" disabled data-testid="so-group-blocked">
        {t('task:orderMarker.button')}
      </Button>
    );
  } else if (order.status === 'to_purchase') {
    note = t('orders.note.toPurchase');
    action = (
      <Button
        block
        color="primary"
        shape="rounded"
        loading={paying}
        onClick={() => void purchase(order)}
        data-testid="so-purchase"
      >
        {t('orders.action.purchase')}
      </Button>
    );
  } else if (order.status === 'refunding' && order.refundSellerReason) {
    note = t('orders.note.refundDeclined', { reason: isolateText(order.refundSellerReason) });
  } else if (order.status === 'pending') {
    note = order.shipper === 'warehouse' ? t('orders.note.warehouseShips') : t('orders.note.shipOwn');
  } else {
    note = t(`orders.note.${order.status}`);
  }
  return (
    <header className="detail-card so-state" data-testid="so-state" data-status={order.status}>
      <div className="so-state__head">
        <StatusLabel status={order.status} />
        <GroupWaitingTag group={order.awaitingGroup} />
      </div>
      <p className="so-state__note" data-testid="so-state-note">
        {note}
      </p>
      {order.refundReason && (order.status === 'refunding' || order.status === 'refunded') ? (
        <p className="so-state__note">
          {t('order:detail.refundReason', { reason: isolateText(order.refundReason) })}
        </p>
      ) : null}
      {order.carrier && order.trackingNo ? (
        <div className="detail-tracking so-state__tracking" data-testid="so-tracking">
          <TruckOutline />
          <span>
            <bdi>{order.carrier}</bdi> · <bdi className="mono">{order.trackingNo}</bdi>
          </span>
        </div>
      ) : null}
      {action}
      {sheet}
    </header>
  );
}

/** `/seller/orders/:id`: the order, the buyer and where it goes, its money, history and action. */
export function SellerOrderDetailScreen({ id }: { id: number }) {
  const { t, i18n } = useTranslation(['seller', 'order']);
  const navigate = useNavigate();
  const info = useSellerOrder(id);
  const order = info.data;
  const locale = i18n.language;

  if (info.isPending) {
    return (
      <div className="order-detail" data-testid="seller-order-loading">
        {[0, 1, 2].map((i) => (
          <section key={i} className="detail-card">
            <Skeleton.Paragraph lineCount={3} animated />
          </section>
        ))}
      </div>
    );
  }
  if (!order) {
    const missing = info.error instanceof ApiError && info.error.status === 404;
    return (
      <ErrorBlock
        status={missing ? 'empty' : 'default'}
        title={missing ? t('order:detail.notFound') : t('center.loadFailed')}
        description=""
        data-testid="seller-order-error"
      >
        {missing ? (
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => void navigate(SELLER_ORDER_PATHS.list())}
          >
            {t('orders.toList')}
          </Button>
        ) : (
          <Button color="primary" fill="outline" shape="rounded" onClick={() => void info.refetch()}>
            {t('common:action.retry')}
          </Button>
        )}
      </ErrorBlock>
    );
  }
  return (
    <div className="order-detail so-detail" data-testid="seller-order-detail">
      <StateCard order={order} />
      {order.status === 'pending' && order.shipper === 'store' && !order.awaitingGroup ? (
        <ShipForm order={order} />
      ) : null}
      {order.status === 'refunding' && !order.refundSellerReason ? <RefundAnswer order={order} /> : null}

      <section className="detail-card">
        <h3 className="detail-card__title">{t('orders.buyer')}</h3>
        <p className="so-buyer" data-testid="so-buyer">
          <UserOutline /> <bdi>{order.buyer.nickname}</bdi>
        </p>
        {order.address ? <AddressSummary address={order.address} icon /> : null}
      </section>

      <section className="detail-card">
        <div className="order-card__lines">
          {order.lines.map((line) => (
            <OrderLineRow key={line.id} line={line} />
          ))}
        </div>
        <OrderMoney order={order} full />
      </section>

      {order.events.length > 0 ? (
        <section className="detail-card">
          <h3 className="detail-card__title">{t('orders.history')}</h3>
          <OrderTimeline
            events={order.events}
            label={(type) => (SELLER_EVENTS.has(type) ? t(`orders.event.${type}`) : undefined)}
          />
        </section>
      ) : null}

      <section className="detail-card">
        <h3 className="detail-card__title">{t('order:detail.info')}</h3>
        <dl className="detail-rows detail-rows--flush">
          <Row label={t('order:detail.orderNo')}>
            <bdi className="mono" data-testid="so-detail-no">
              {order.orderNo}
            </bdi>
          </Row>
          <Row label={t('order:detail.createdAt')}>{formatDateTime(order.createdAt, locale)}</Row>
          {order.paidAt ? (
            <Row label={t('order:detail.paidAt')}>{formatDateTime(order.paidAt, locale)}</Row>
          ) : null}
          {order.shippedAt ? (
            <Row label={t('order:detail.shippedAt')}>{formatDateTime(order.shippedAt, locale)}</Row>
          ) : null}
          {order.completedAt ? (
            <Row label={t('order:detail.completedAt')}>{formatDateTime(order.completedAt, locale)}</Row>
          ) : null}
          {order.remark ? (
            <Row label={t('order:detail.remark')}>
              <bdi>{order.remark}</bdi>
            </Row>
          ) : null}
        </dl>
      </section>
    </div>
  );
}
