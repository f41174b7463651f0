import type { ReactNode } from 'react';
import { isolateText } from '#web/lib/bidi';
import { useNavigate } from 'react-router';
import { Button, ErrorBlock, Skeleton, Toast } from 'antd-mobile';
import {
  CheckCircleOutline,
  ClockCircleOutline,
  CloseCircleOutline,
  MessageOutline,
  RightOutline,
  ShopbagOutline,
  TruckOutline,
  UndoOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { imageUrl, type OrderDetail, type OrderStatus } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { AddressSummary } from '#web/features/address';
import { storeChatPath } from '#web/features/chat';
import { MapLink } from '#web/features/map';
import { DiscountRows } from '#web/features/voucher';
import { MEDIA_HOST } from '#web/config/app';
import { useOrderInfo } from '#web/features/orders/api/orders';
import { useNow } from '#web/features/orders/hooks/use-now';
import { copyText } from '#web/lib/clipboard';
import { formatCountdown, msUntil } from '#web/features/orders/lib/countdown';
import { formatDate, formatDateTime } from '#web/features/orders/lib/format';
import { ORDER_PATHS } from '#web/features/orders/lib/paths';
import { STATUS_TONE } from '#web/features/orders/lib/status';
import { OrderActions } from './order-actions';
import { OrderLineRow } from './order-lines';
import { OrderTimeline } from './order-timeline';
import '#web/features/orders/orders.css';

const STATUS_ICON: Record<OrderStatus, ReactNode> = {
  unpaid: <ClockCircleOutline />,
  to_purchase: <ShopbagOutline />,
  pending: <ShopbagOutline />,
  shipped: <TruckOutline />,
  completed: <CheckCircleOutline />,
  refunding: <UndoOutline className="flip-rtl" />,
  refunded: <UndoOutline className="flip-rtl" />,
  cancelled: <CloseCircleOutline />,
};

function StatusHeader({ order }: { order: OrderDetail }) {
  const { t, i18n } = useTranslation('order');
  const now = useNow(order.status === 'unpaid');
  const left = msUntil(order.expiresAt, now);
  // A shipped parcel that arrived says so, as its newest tracking event does.
  const delivered = order.status === 'shipped' && order.events.some((e) => e.type === 'delivered');
  let text: string;
  if (order.status === 'unpaid') {
    text =
      left !== null && left > 0 ? t('detail.unpaid', { time: formatCountdown(left) }) : t('order.payExpired');
  } else if (order.status === 'shipped') {
    const stage = delivered ? 'delivered' : 'shipped';
    text = order.autoConfirmAt
      ? t(`detail.${stage}`, { date: formatDate(order.autoConfirmAt, i18n.language) })
      : t(`detail.${stage}NoDate`);
  } else {
    text = t(`detail.${order.status}`);
  }
  return (
    <header className={`order-hero order-hero--${STATUS_TONE[order.status]}`} data-testid="order-hero">
      <div className="order-hero__text">
        <h2>{delivered ? t('event.delivered') : t(`status.${order.status}`)}</h2>
        <p>{text}</p>
        {order.refundRejectReason && order.status !== 'refunded' && (
          <p className="order-hero__note">
            {t('detail.refundRejected', { reason: isolateText(order.refundRejectReason) })}
          </p>
        )}
        {order.refundSellerReason && order.status === 'refunding' && (
          <p className="order-hero__note" data-testid="refund-seller-declined">
            {t('detail.refundSellerDeclined', { reason: isolateText(order.refundSellerReason) })}
          </p>
        )}
        {order.refundReason && (order.status === 'refunding' || order.status === 'refunded') && (
          <p className="order-hero__note">
            {t('detail.refundReason', { reason: isolateText(order.refundReason) })}
          </p>
        )}
      </div>
      <span className="order-hero__icon" aria-hidden>
        {STATUS_ICON[order.status]}
      </span>
    </header>
  );
}

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('order');
  return (
    <button
      type="button"
      className="copy-button"
      onClick={() =>
        void copyText(text).then((ok) =>
          Toast.show({
            icon: ok ? 'success' : 'fail',
            content: ok ? t('detail.copied') : t('detail.copyFailed'),
          }),
        )
      }
    >
      {t('detail.copy')}
    </button>
  );
}

function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <div className={strong ? 'detail-row detail-row--strong' : 'detail-row'}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="order-detail" data-testid="order-loading">
      <div className="order-hero order-hero--default">
        <Skeleton.Title animated />
      </div>
      {[0, 1, 2].map((i) => (
        <section key={i} className="detail-card">
          <Skeleton.Paragraph lineCount={3} animated />
        </section>
      ))}
    </div>
  );
}

/** One order: state with its explanation, address, logistics timeline, lines, money and times. */
export function OrderDetailScreen({ id }: { id: number }) {
  const { t, i18n } = useTranslation('order');
  const navigate = useNavigate();
  const info = useOrderInfo(id);
  const order = info.data;
  const locale = i18n.language;

  if (info.isPending) return <DetailSkeleton />;
  if (!order) {
    return (
      <ErrorBlock status="default" title={t('detail.notFound')} description="">
        <Button
          color="primary"
          fill="outline"
          shape="rounded"
          onClick={() => void navigate(ORDER_PATHS.orders())}
        >
          {t('detail.toOrders')}
        </Button>
      </ErrorBlock>
    );
  }
  return (
    <div className="order-detail" data-testid="order-detail">
      <StatusHeader order={order} />

      <section className="detail-card">
        <AddressSummary address={order.address} icon />
        <div className="detail-card__map">
          <MapLink to={`/open-location?order=${order.id}`} label={t('map.show')} testId="order-map-link" />
        </div>
      </section>

      {order.events.length > 0 && (
        <section className="detail-card">
          <h3 className="detail-card__title">{t('detail.logistics')}</h3>
          {order.carrier && order.trackingNo && (
            <div className="detail-tracking" data-testid="tracking">
              <TruckOutline />
              <span>
                <bdi>{order.carrier}</bdi> · <bdi className="mono">{order.trackingNo}</bdi>
              </span>
              <CopyButton text={order.trackingNo} />
            </div>
          )}
          <OrderTimeline events={order.events} />
        </section>
      )}

      <section className="detail-card">
        <button
          type="button"
          className="order-store"
          onClick={() => void navigate(ORDER_PATHS.store(order.store.id))}
        >
          {order.store.logo ? (
            <img src={imageUrl(order.store.logo, MEDIA_HOST)} alt="" />
          ) : (
            <ShopbagOutline />
          )}
          <span dir="auto">{order.store.name}</span>
          <RightOutline className="flip-rtl" />
        </button>
        <div className="order-card__lines">
          {order.lines.map((line) => (
            <OrderLineRow
              key={line.id}
              line={line}
              onOpen={() => void navigate(ORDER_PATHS.product(line.goodsId))}
              onReview={
                order.lines.length > 1 && order.status === 'completed' && !line.commented
                  ? () => void navigate(ORDER_PATHS.review(order.id, line.id))
                  : undefined
              }
            />
          ))}
        </div>
        <dl className="detail-rows">
          <Row label={t('money.items')}>
            <MoneyText minor={order.itemTotal} />
          </Row>
          <Row label={t('money.shipping')}>
            {order.shippingTotal > 0 ? <MoneyText minor={order.shippingTotal} /> : t('money.free')}
          </Row>
          <Row label={t('money.total')} strong={!order.discounts.length}>
            <MoneyText minor={order.total} className="detail-total" testId="order-total" />
          </Row>
          {order.discounts.length > 0 && (
            <>
              <DiscountRows discounts={order.discounts} />
              <Row
                label={t(order.status === 'unpaid' ? 'voucher:discount.toPay' : 'voucher:discount.paid')}
                strong
              >
                <MoneyText minor={order.payTotal} className="detail-total" testId="order-pay-total" />
              </Row>
            </>
          )}
          <Row label={t('money.payMethod')}>{t('money.wallet')}</Row>
        </dl>
        {order.storeContactable && (
          <Button
            block
            size="small"
            fill="outline"
            shape="rounded"
            className="order-contact"
            onClick={() => void navigate(storeChatPath(order.store.id, { orderId: order.id }))}
            data-testid="order-contact"
          >
            <MessageOutline />
            {t('detail.contactSeller')}
          </Button>
        )}
      </section>

      <section className="detail-card">
        <h3 className="detail-card__title">{t('detail.info')}</h3>
        <dl className="detail-rows detail-rows--flush">
          <Row label={t('detail.orderNo')}>
            <span className="detail-copy">
              <bdi className="mono" data-testid="order-no">
                {order.orderNo}
              </bdi>
              <CopyButton text={order.orderNo} />
            </span>
          </Row>
          <Row label={t('detail.createdAt')}>{formatDateTime(order.createdAt, locale)}</Row>
          {order.paidAt && <Row label={t('detail.paidAt')}>{formatDateTime(order.paidAt, locale)}</Row>}
          {order.shippedAt && (
            <Row label={t('detail.shippedAt')}>{formatDateTime(order.shippedAt, locale)}</Row>
          )}
          {order.completedAt && (
            <Row label={t('detail.completedAt')}>{formatDateTime(order.completedAt, locale)}</Row>
          )}
          {order.remark && (
            <Row label={t('detail.remark')}>
              <bdi>{order.remark}</bdi>
            </Row>
          )}
        </dl>
      </section>

      <div className="detail-bar">
        <OrderActions order={order} variant="bar" />
      </div>
    </div>
  );
}
