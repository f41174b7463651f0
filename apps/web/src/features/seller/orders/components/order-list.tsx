import { useState } from 'react';
import { Button, ErrorBlock, InfiniteScroll, PullToRefresh, SearchBar, Skeleton, Tabs } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { SELLER_ORDER_TABS, type SellerOrderTab } from '@app/contract';
import { OrderCardSkeleton } from '#web/features/orders';
import { useSellerOrders } from '#web/features/seller/orders/api/orders';
import { isSellerOrderTab } from '#web/features/seller/orders/paths';
import { SellerOrderCard } from './order-card';
import { usePurchase } from './purchase';

/**
 * The tabs' words: a tab of one order state says the state's one name (the order-state glossary,
 * decision 36); refunds gather two states.
 */
export const TAB_LABEL: Record<SellerOrderTab, string> = {
  to_purchase: 'order:status.to_purchase',
  to_ship: 'order:status.pending',
  shipped: 'order:status.shipped',
  completed: 'order:status.completed',
  refunds: 'seller:orders.tab.refunds',
};

function Orders({ tab, keyword }: { tab: SellerOrderTab; keyword: string }) {
  const { t } = useTranslation(['seller', 'order']);
  const list = useSellerOrders(tab, keyword);
  const { purchase, sheet } = usePurchase();
  const orders = list.data?.pages.flatMap((p) => p.list) ?? [];

  if (list.isPending) {
    return (
      <div className="order-list" data-testid="seller-orders-loading">
        <OrderCardSkeleton />
        <OrderCardSkeleton />
      </div>
    );
  }
  if (list.isError && !orders.length) {
    return (
      <ErrorBlock
        status="default"
        title={t('center.loadFailed')}
        description=""
        data-testid="seller-orders-error"
      >
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void list.refetch()}>
          {t('common:action.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  return (
    <PullToRefresh
      onRefresh={async () => {
        await list.refetch();
      }}
    >
      {orders.length === 0 ? (
        <div className="orders-empty" data-testid="seller-orders-empty">
          <div className="orders-empty__art" aria-hidden>
            <FileOutline />
          </div>
          <h2>{keyword ? t('orders.empty.searchTitle') : t('orders.empty.title')}</h2>
          <p>{keyword ? t('orders.empty.searchText') : t(`orders.empty.${tab}`)}</p>
        </div>
      ) : (
        <div className="order-list" data-testid="seller-order-list">
          {orders.map((order) => (
            <SellerOrderCard key={order.id} order={order} onPurchase={(o) => void purchase(o)} />
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
      {sheet}
    </PullToRefresh>
  );
}

/** `/seller/orders`: the store's orders by tab (the tab in the URL), searchable by order number. */
export function SellerOrderListScreen({
  tab,
  onTab,
}: {
  tab: SellerOrderTab;
  onTab: (tab: SellerOrderTab) => void;
}) {
  const { t, i18n } = useTranslation(['seller', 'order']);
  const [keyword, setKeyword] = useState('');
  return (
    <div className="orders-page so-page">
      <div className="so-search">
        <SearchBar
          placeholder={t('orders.search')}
          onSearch={(value) => setKeyword(value.trim())}
          onClear={() => setKeyword('')}
          data-testid="seller-orders-search"
        />
      </div>
      <Tabs
        className="list-tabs"
        direction={i18n.dir() === 'rtl' ? 'rtl' : 'ltr'}
        activeKey={tab}
        onChange={(key) => isSellerOrderTab(key) && onTab(key)}
        stretch={false}
      >
        {SELLER_ORDER_TABS.map((key) => (
          <Tabs.Tab
            key={key}
            title={<span data-testid={`seller-orders-tab-${key}`}>{t(TAB_LABEL[key])}</span>}
          />
        ))}
      </Tabs>
      <Orders key={`${tab}:${keyword}`} tab={tab} keyword={keyword} />
    </div>
  );
}
