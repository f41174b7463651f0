import { Badge, Button, Drawer, Flex, Grid, Image, Select, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ORDER_STATUSES, type AdminOrder, type OrderStatus } from '@app/contract';
import { CopyText } from '#admin/components/copy-text';
import { ListTable } from '#admin/components/list-table';
import { useMoney } from '#admin/components/money';
import { PageTitle } from '#admin/components/page-title';
import { ReviewUser, Secondary } from '#admin/components/review-queue';
import { useFormatDateTime } from '#admin/lib/format';
import { usePageParams } from '#admin/lib/use-page-params';
import { useRtl } from '#admin/lib/use-rtl';
import { useOrderList, type OrderListQuery } from '#admin/features/order/orders/api/orders';
import { OrderDetail } from './order-detail';
import { GroupWaitingTag } from '#admin/features/task';
import { DisputedTag, OrderStatusTag, isDisputed } from './order-status-tag';
import { SearchFilter } from '#admin/components/catalogue-page';

function isStatus(value: string | null): value is OrderStatus {
  return value !== null && (ORDER_STATUSES as readonly string[]).includes(value);
}

/** The first line with its picture, and how many more the order holds. */
function ItemsSummary({ order }: { order: AdminOrder }) {
  const { t } = useTranslation('order');
  const [first] = order.lines;
  if (!first) return <Typography.Text type="secondary">—</Typography.Text>;
  const more = order.lines.length - 1;
  return (
    <Flex gap={8} align="center" style={{ minWidth: 0 }}>
      <span style={{ flex: 'none', lineHeight: 0 }}>
        <Image
          src={first.image}
          alt=""
          width={40}
          height={40}
          preview={false}
          style={{ objectFit: 'cover', borderRadius: 6 }}
        />
      </span>
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text ellipsis={{ tooltip: first.title }} style={{ fontSize: 13 }}>
          {first.title}
        </Typography.Text>
        <Secondary>
          {more > 0
            ? t('console.orders.itemsMore', { quantity: first.quantity, more })
            : t('console.orders.quantity', { quantity: first.quantity })}
        </Secondary>
      </Flex>
    </Flex>
  );
}

export default function OrdersPage() {
  const { t } = useTranslation('order');
  const money = useMoney();
  const formatDate = useFormatDateTime();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const rtl = useRtl();
  const { orderNo: orderNoParam } = useParams();
  const { params, page, pageSize, setFilter, setPage } = usePageParams();
  const keyword = params.get('keyword') ?? '';
  const statusParam = params.get('status');
  const status = isStatus(statusParam) ? statusParam : undefined;
  const orderNo = orderNoParam ?? null;

  const query: OrderListQuery = {
    page,
    pageSize,
    ...(keyword ? { keyword } : {}),
    ...(status ? { status } : {}),
  };
  const result = useOrderList(query);
  // The states waiting for staff, counted in the filter like the review queues count theirs.
  const waiting: Partial<Record<OrderStatus, number>> = {
    to_purchase: useOrderList({ page: 1, pageSize: 1, status: 'to_purchase' }).data?.total,
    refunding: useOrderList({ page: 1, pageSize: 1, status: 'refunding' }).data?.total,
  };

  const search = params.toString();
  const openOrder = (no: string) => navigate({ pathname: `/orders/${no}`, search });
  const closeOrder = () => navigate({ pathname: '/orders', search });

  const orderCell = (o: AdminOrder) => (
    // Copying the number must not open the order.
    <Flex vertical gap={2} style={{ minWidth: 0 }} onClick={(e) => e.stopPropagation()}>
      <CopyText text={o.orderNo} full />
      {o.type === 'quick_grab' ? (
        <span>
          <Tag color="magenta" style={{ marginInlineEnd: 0 }}>
            {t('console.orders.type.quick_grab')}
          </Tag>
        </span>
      ) : null}
    </Flex>
  );
  const buyer = (o: AdminOrder) => (
    <ReviewUser user={o.buyer} idText={t('console.orders.buyerId', { id: o.buyer.id })} />
  );

  const columns: TableColumnsType<AdminOrder> = phone
    ? [
        {
          title: t('console.orders.field.order'),
          key: 'order',
          render: (_: unknown, o) => (
            <Flex vertical gap={4} style={{ minWidth: 0 }}>
              {orderCell(o)}
              <Typography.Text className="ltr-text" type="secondary" style={{ fontSize: 12 }}>
                {o.buyer.email}
              </Typography.Text>
              <Typography.Text ellipsis style={{ fontSize: 13 }}>
                {o.store.name}
              </Typography.Text>
              <Secondary>{formatDate(o.createdAt)}</Secondary>
            </Flex>
          ),
        },
        {
          title: t('console.orders.field.total'),
          key: 'total',
          width: 130,
          align: 'end',
          render: (_: unknown, o) => (
            <Flex vertical gap={6} align="flex-end">
              <Typography.Text strong>{money(o.total)}</Typography.Text>
              <OrderStatusTag status={o.status} />
              {isDisputed(o) ? <DisputedTag /> : null}
              <GroupWaitingTag group={o.awaitingGroup} />
            </Flex>
          ),
        },
      ]
    : [
        {
          title: t('console.orders.field.orderNo'),
          key: 'orderNo',
          width: 180,
          render: (_: unknown, o) => orderCell(o),
        },
        {
          title: t('console.orders.field.buyer'),
          key: 'buyer',
          width: 180,
          render: (_: unknown, o) => buyer(o),
        },
        {
          title: t('console.orders.field.store'),
          key: 'store',
          width: 130,
          render: (_: unknown, o) => (
            <Typography.Text ellipsis={{ tooltip: o.store.name }}>{o.store.name}</Typography.Text>
          ),
        },
        {
          title: t('console.orders.field.items'),
          key: 'items',
          width: 205,
          render: (_: unknown, o) => <ItemsSummary order={o} />,
        },
        {
          title: t('console.orders.field.total'),
          key: 'total',
          width: 110,
          align: 'end',
          render: (_: unknown, o) => <Typography.Text strong>{money(o.total)}</Typography.Text>,
        },
        {
          title: t('console.orders.field.status'),
          key: 'status',
          width: 150,
          render: (_: unknown, o) => (
            <Flex gap={4} wrap>
              <OrderStatusTag status={o.status} />
              {isDisputed(o) ? <DisputedTag /> : null}
              <GroupWaitingTag group={o.awaitingGroup} />
            </Flex>
          ),
        },
        {
          title: t('console.orders.field.createdAt'),
          dataIndex: 'createdAt',
          width: 175,
          render: (value: string) => formatDate(value),
        },
      ];

  return (
    <>
      <PageTitle title={t('console.orders.title')} subtitle={t('console.orders.subtitle')} />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <SearchFilter
          param="keyword"
          placeholder={t('console.orders.searchPlaceholder')}
          testId="order-search"
        />
        <Select<OrderStatus | 'all'>
          value={status ?? 'all'}
          aria-label={t('console.orders.field.status')}
          onChange={(value) => setFilter('status', value === 'all' ? null : value)}
          options={[
            { value: 'all', label: t('console.orders.status.all') },
            ...ORDER_STATUSES.map((s) => ({
              value: s,
              label: (
                <Flex justify="space-between" align="center" gap={8}>
                  {t(`status.${s}`)}
                  <Badge count={waiting[s] ?? 0} overflowCount={999} showZero={false} />
                </Flex>
              ),
            })),
          ]}
          style={{ width: 200 }}
          popupMatchSelectWidth={false}
          data-testid="order-status-filter"
        />
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void result.refetch()}
          loading={result.isFetching}
          aria-label={t('console.orders.refresh')}
          style={{ marginInlineStart: 'auto' }}
        >
          {phone ? null : t('console.orders.refresh')}
        </Button>
      </Flex>
      <ListTable<AdminOrder>
        rowKey="id"
        columns={columns}
        result={result}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        scrollX={1130}
        emptyText={t(keyword || status ? 'console.orders.emptyFiltered' : 'console.orders.empty')}
        onRow={(o) => ({ onClick: () => openOrder(o.orderNo), style: { cursor: 'pointer' } })}
        testId="orders-table"
      />
      <Drawer
        open={orderNo !== null}
        onClose={closeOrder}
        title={t('console.orders.detail.title')}
        placement={rtl ? 'left' : 'right'}
        size={phone ? '100%' : 640}
        destroyOnHidden
      >
        {orderNo !== null ? <OrderDetail orderNo={orderNo} /> : null}
      </Drawer>
    </>
  );
}
