import { useNavigate } from 'react-router';
import { Badge, Button, ErrorBlock, InfiniteScroll, PullToRefresh, Skeleton, Tabs } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { ORDER_FILTERS, type OrderFilter } from '@app/contract';
import { useOrderCounts, useOrderList } from '#web/features/orders/api/orders';
import { ORDER_PATHS } from '#web/features/orders/lib/paths';
import { OrderCard } from './order-card';
import '#web/features/orders/orders.css';

export const isOrderFilter = (value: string | null): value is OrderFilter =>
  value !== null && (ORDER_FILTERS as readonly string[]).includes(value);

export function OrderCardSkeleton() {
  return (
    <div className="order-card order-card--skeleton">
      <Skeleton.Title animated />
      <div className="order-skeleton-line">
        <Skeleton animated className="order-skeleton-thumb" />
        <Skeleton.Paragraph lineCount={2} animated />
      </div>
    </div>
  );
}

function Orders({ status }: { status: OrderFilter }) {
  const { t } = useTranslation('order');
  const navigate = useNavigate();
  const list = useOrderList(status);
  const counts = useOrderCounts();
  const orders = list.data?.pages.flatMap((p) => p.list) ?? [];

  if (list.isPending) {
    return (
      <div className="order-list" data-testid="orders-loading">
        <OrderCardSkeleton />
        <OrderCardSkeleton />
      </div>
    );
  }
  if (list.isError && !orders.length) {
    return (
      <ErrorBlock status="default" title={t('common:loadFailed')} description="">
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void list.refetch()}>
          {t('action.retry', { ns: 'common' })}
        </Button>
      </ErrorBlock>
    );
  }
  return (
    <PullToRefresh
      onRefresh={async () => {
        await Promise.all([list.refetch(), counts.refetch()]);
      }}
    >
      {orders.length === 0 ? (
        <div className="orders-empty" data-testid="orders-empty">
          <div className="orders-empty__art" aria-hidden>
            <FileOutline />
          </div>
          <h2>{t('orders.empty.title')}</h2>
          <p>{t('orders.empty.text')}</p>
          <Button color="primary" shape="rounded" onClick={() => void navigate(ORDER_PATHS.home)}>
            {t('orders.empty.action')}
          </Button>
        </div>
      ) : (
        <div className="order-list" data-testid="order-list">
          {orders.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
          <InfiniteScroll
            hasMore={list.hasNextPage}
            loadMore={async () => {
              await list.fetchNextPage();
            }}
          >
            {list.hasNextPage ? <Skeleton.Paragraph lineCount={1} animated /> : t('orders.end')}
          </InfiniteScroll>
        </div>
      )}
    </PullToRefresh>
  );
}

/** My orders: the spec's filters as tabs with counts, each an infinite list. */
export function OrderListScreen({
  status,
  onStatus,
}: {
  status: OrderFilter;
  onStatus: (s: OrderFilter) => void;
}) {
  const { t, i18n } = useTranslation('order');
  const counts = useOrderCounts();
  return (
    <div className="orders-page">
      <Tabs
        className="list-tabs"
        direction={i18n.dir() === 'rtl' ? 'rtl' : 'ltr'}
        activeKey={status}
        onChange={(key) => isOrderFilter(key) && onStatus(key)}
        stretch={false}
      >
        {ORDER_FILTERS.map((filter) => {
          const count = filter === 'all' ? 0 : (counts.data?.[filter] ?? 0);
          return (
            <Tabs.Tab
              key={filter}
              title={
                <Badge content={count > 0 ? (count > 99 ? '99+' : count) : null} className="orders-tab-badge">
                  <span data-testid={`orders-tab-${filter}`}>
                    {t(filter === 'all' ? 'filter.all' : `status.${filter}`)}
                  </span>
                </Badge>
              }
            />
          );
        })}
      </Tabs>
      <Orders key={status} status={status} />
    </div>
  );
}
