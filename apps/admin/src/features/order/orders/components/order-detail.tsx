import type { ReactNode } from 'react';
import { Alert, Avatar, Descriptions, Flex, Grid, Image, Skeleton, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOrder, OrderEventType } from '@app/contract';
import { CopyText } from '#admin/components/copy-text';
import { EmptyState } from '#admin/components/empty-state';
import { ErrorState } from '#admin/components/error-state';
import { useMoney } from '#admin/components/money';
import { ReviewUser } from '#admin/components/review-queue';
import { useFormatDateTime } from '#admin/lib/format';
import { useOrderDetail } from '#admin/features/order/orders/api/orders';
import { OrderActions } from './order-actions';
import { GroupWaitingTag } from '#admin/features/task';
import { DisputedTag, OrderStatusTag, isDisputed } from './order-status-tag';
import { inSentence } from './in-sentence';

/** Timeline colours: money back and refusals stand out from the ordinary steps. */
const EVENT_COLOR: Partial<Record<OrderEventType, string>> = {
  completed: 'green',
  auto_completed: 'green',
  delivered: 'green',
  cancelled: 'gray',
  expired: 'gray',
  refund_requested: 'red',
  refund_declined: 'orange',
  refunded: 'red',
  refund_rejected: 'gray',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Flex vertical gap={8}>
      <Typography.Title level={5} style={{ margin: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </Flex>
  );
}

/** Everything about one order, its refund request and logistics, with the actions its state allows. */
export function OrderDetail({ orderNo }: { orderNo: string }) {
  const { t } = useTranslation('order');
  const { data: order, error, isPending, refetch } = useOrderDetail(orderNo);
  if (isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  if (error && !order) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (!order) return <EmptyState description={t('console.orders.detail.notFound')} />;
  return <OrderView order={order} />;
}

function OrderView({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('order');
  const money = useMoney();
  const formatDate = useFormatDateTime('precise');
  const screens = Grid.useBreakpoint();
  const labelWidth = screens.sm === false ? 120 : 180;
  const dash = <Typography.Text type="secondary">—</Typography.Text>;
  const a = order.address;

  return (
    <Flex vertical gap={20} data-testid="order-detail">
      <Flex vertical gap={6}>
        <Flex align="center" gap={8} wrap>
          <OrderStatusTag status={order.status} />
          {isDisputed(order) ? <DisputedTag /> : null}
          <GroupWaitingTag group={order.awaitingGroup} />
          {order.type === 'quick_grab' ? (
            <Tag color="magenta" style={{ marginInlineEnd: 0 }}>
              {t('console.orders.type.quick_grab')}
            </Tag>
          ) : null}
          <Typography.Text type="secondary">
            {t('console.orders.detail.placed', { date: inSentence(formatDate(order.createdAt)) })}
          </Typography.Text>
        </Flex>
        <Flex align="center" gap={6} style={{ minWidth: 0 }}>
          <Typography.Text type="secondary">{t('console.orders.field.orderNo')}</Typography.Text>
          <CopyText text={order.orderNo} full />
        </Flex>
      </Flex>

      {order.status === 'refunding' && order.refundSellerReason ? (
        <Alert
          type="error"
          showIcon
          title={t('console.orders.detail.refundDisputed')}
          description={
            <Flex vertical gap={2}>
              {order.refundReason ? (
                <span dir="auto">
                  {t('console.orders.detail.askedFor', { reason: inSentence(order.refundReason) })}
                </span>
              ) : null}
              <span dir="auto" data-testid="order-seller-reason">
                {t('console.orders.detail.sellerDeclined', { reason: inSentence(order.refundSellerReason) })}
              </span>
            </Flex>
          }
          data-testid="order-refund-reason"
        />
      ) : order.status === 'refunding' && order.refundReason ? (
        <Alert
          type="warning"
          showIcon
          title={t('console.orders.detail.refundRequested')}
          description={<span dir="auto">{order.refundReason}</span>}
          data-testid="order-refund-reason"
        />
      ) : null}
      {order.status === 'refunded' && order.refundReason ? (
        <Alert
          type="info"
          showIcon
          title={t('console.orders.detail.refunded')}
          description={
            <Flex vertical gap={2}>
              <span dir="auto">
                {t('console.orders.detail.askedFor', { reason: inSentence(order.refundReason) })}
              </span>
              {order.refundSellerReason ? (
                <span dir="auto">
                  {t('console.orders.detail.sellerDeclined', {
                    reason: inSentence(order.refundSellerReason),
                  })}
                </span>
              ) : null}
            </Flex>
          }
        />
      ) : null}
      {order.status !== 'refunding' && order.refundRejectReason ? (
        <Alert
          type="info"
          showIcon
          title={t('console.orders.detail.refundRejected')}
          description={
            <Flex vertical gap={2}>
              {order.refundReason ? (
                <span dir="auto">
                  {t('console.orders.detail.askedFor', { reason: inSentence(order.refundReason) })}
                </span>
              ) : null}
              {order.refundSellerReason ? (
                <span dir="auto">
                  {t('console.orders.detail.sellerDeclined', {
                    reason: inSentence(order.refundSellerReason),
                  })}
                </span>
              ) : null}
              <span dir="auto">
                {t('console.orders.detail.rejectedFor', { reason: inSentence(order.refundRejectReason) })}
              </span>
            </Flex>
          }
        />
      ) : null}

      <OrderActions key={order.id} order={order} />

      <Section title={t('console.orders.detail.lines')}>
        <Flex vertical style={{ border: '1px solid #f0f0f0', borderRadius: 8 }}>
          {order.lines.map((line, i) => (
            <Flex
              key={line.id}
              gap={12}
              align="center"
              style={{ padding: 10, borderTop: i > 0 ? '1px solid #f0f0f0' : undefined }}
            >
              <span style={{ flex: 'none', lineHeight: 0 }}>
                <Image
                  src={line.image}
                  alt=""
                  width={56}
                  height={56}
                  style={{ objectFit: 'cover', borderRadius: 8 }}
                />
              </span>
              <Flex vertical style={{ minWidth: 0, flex: 1 }}>
                <Typography.Text ellipsis={{ tooltip: line.title }}>{line.title}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {line.skuName}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('console.orders.detail.unitTimes', {
                    price: money(line.price),
                    quantity: line.quantity,
                  })}
                </Typography.Text>
              </Flex>
              <Typography.Text strong style={{ flex: 'none' }}>
                {money(line.price * line.quantity)}
              </Typography.Text>
            </Flex>
          ))}
        </Flex>
      </Section>

      <Section title={t('console.orders.detail.money')}>
        <Descriptions
          bordered
          size="small"
          column={1}
          styles={{ label: { width: labelWidth }, content: { textAlign: 'end' } }}
          items={[
            {
              key: 'itemTotal',
              label: t('console.orders.field.itemTotal'),
              children: money(order.itemTotal),
            },
            {
              key: 'shipping',
              label: t('console.orders.field.shippingTotal'),
              children: order.shippingTotal
                ? money(order.shippingTotal)
                : t('console.orders.detail.freeShipping'),
            },
            {
              key: 'total',
              label: t('console.orders.field.total'),
              children: <Typography.Text strong>{money(order.total)}</Typography.Text>,
            },
            {
              key: 'commission',
              label: t('console.orders.field.commission'),
              children: money(order.commission),
            },
            {
              key: 'wholesale',
              label: t('console.orders.field.wholesaleTotal'),
              children: order.wholesaleTotal
                ? money(order.wholesaleTotal)
                : t('console.orders.detail.noWholesale'),
            },
          ]}
        />
      </Section>

      <Section title={t('console.orders.detail.logistics')}>
        {order.carrier || order.trackingNo ? (
          <Descriptions
            bordered
            size="small"
            column={1}
            styles={{ label: { width: labelWidth } }}
            items={[
              { key: 'carrier', label: t('console.orders.field.carrier'), children: order.carrier ?? dash },
              {
                key: 'tracking',
                label: t('console.orders.field.trackingNo'),
                children: order.trackingNo ? <CopyText text={order.trackingNo} full /> : dash,
              },
              {
                key: 'shipped',
                label: t('console.orders.field.shippedAt'),
                children: formatDate(order.shippedAt),
              },
              ...(order.status === 'shipped' && order.autoConfirmAt
                ? [
                    {
                      key: 'autoConfirm',
                      label: t('console.orders.field.autoConfirmAt'),
                      children: formatDate(order.autoConfirmAt),
                    },
                  ]
                : []),
            ]}
          />
        ) : null}
        <Timeline
          style={{ marginTop: 8 }}
          data-testid="order-timeline"
          items={order.events.map((event, i) => ({
            key: `${event.type}-${event.createdAt}-${i}`,
            color: i === 0 ? 'blue' : (EVENT_COLOR[event.type] ?? 'gray'),
            content: (
              <Flex vertical>
                <Typography.Text strong={i === 0}>{t(`console.orders.event.${event.type}`)}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDate(event.createdAt)}
                </Typography.Text>
                {event.note ? (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    <span dir="auto">{event.note}</span>
                  </Typography.Text>
                ) : null}
              </Flex>
            ),
          }))}
        />
      </Section>
      <Section title={t('console.orders.detail.address')}>
        <Descriptions
          bordered
          size="small"
          column={1}
          styles={{ label: { width: labelWidth } }}
          items={[
            { key: 'recipient', label: t('console.orders.field.recipient'), children: a.recipient },
            {
              key: 'phone',
              label: t('console.orders.field.phone'),
              children: (
                <Typography.Text copyable={{ text: a.phone }}>
                  <span dir="ltr">{a.phone}</span>
                </Typography.Text>
              ),
            },
            {
              key: 'address',
              label: t('console.orders.field.address'),
              children: (
                <Flex vertical>
                  <span dir="auto">{a.street}</span>
                  <span dir="auto">{[a.region, a.postcode].filter(Boolean).join(' ')}</span>
                  <span dir="auto">{a.country}</span>
                </Flex>
              ),
            },
          ]}
        />
      </Section>

      <Section title={t('console.orders.detail.parties')}>
        <Descriptions
          bordered
          size="small"
          column={1}
          styles={{ label: { width: labelWidth } }}
          items={[
            {
              key: 'buyer',
              label: t('console.orders.field.buyer'),
              children: (
                <ReviewUser user={order.buyer} idText={t('console.orders.buyerId', { id: order.buyer.id })} />
              ),
            },
            {
              key: 'store',
              label: t('console.orders.field.store'),
              children: (
                <Flex align="center" gap={8}>
                  <Avatar shape="square" size="small" src={order.store.logo || undefined} alt="">
                    {order.store.name.slice(0, 1)}
                  </Avatar>
                  {order.store.name}
                </Flex>
              ),
            },
            {
              key: 'paid',
              label: t('console.orders.field.paidAt'),
              children: order.paidAt
                ? t('console.orders.detail.paidWith', {
                    date: inSentence(formatDate(order.paidAt)),
                    method: t(`console.orders.payMethod.${order.payMethod}`),
                  })
                : dash,
            },
            ...(order.status === 'unpaid' && order.expiresAt
              ? [
                  {
                    key: 'expires',
                    label: t('console.orders.field.expiresAt'),
                    children: formatDate(order.expiresAt),
                  },
                ]
              : []),
            ...(order.completedAt
              ? [
                  {
                    key: 'completed',
                    label: t('console.orders.field.completedAt'),
                    children: formatDate(order.completedAt),
                  },
                ]
              : []),
            {
              key: 'remark',
              label: t('console.orders.field.remark'),
              children: order.remark ? <span dir="auto">{order.remark}</span> : dash,
            },
          ]}
        />
      </Section>
    </Flex>
  );
}
