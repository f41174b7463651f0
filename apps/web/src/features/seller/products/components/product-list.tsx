import { useState } from 'react';
import {
  Button,
  Checkbox,
  Dialog,
  ErrorBlock,
  InfiniteScroll,
  PullToRefresh,
  SearchBar,
  Skeleton,
  Tabs,
  Toast,
} from 'antd-mobile';
import { AddOutline, AppstoreOutline, ShopbagOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import {
  SELLER_GOODS_FILTERS,
  type MyStoreData,
  type SellerGoods,
  type SellerGoodsCounts,
  type SellerGoodsFilter,
} from '@app/contract';
import { StatusNotice } from '#web/features/seller/center';
import {
  useDeleteGoods,
  useGoodsCounts,
  usePinGoods,
  useSellerGoods,
  useSetOnSale,
} from '#web/features/seller/products/api/products';
import { SELLER_PRODUCT_PATHS, isSellerGoodsFilter } from '#web/features/seller/products/paths';
import { ProductRow } from './product-row';

function RowSkeleton() {
  return (
    <div className="sp-row sp-row--skeleton">
      <div className="sp-row__main">
        <Skeleton animated className="sp-row__image-skeleton" />
        <div className="sp-row__body">
          <Skeleton.Paragraph lineCount={3} animated />
        </div>
      </div>
    </div>
  );
}

/** Whether the level still has room for one more product (the server says it again on save). */
export const atLimit = (counts: Pick<SellerGoodsCounts, 'used' | 'limit'> | undefined) =>
  counts !== undefined && counts.used >= counts.limit;

/** The level's "used / limit" line with a way to the level table. */
function LimitLine({ counts }: { counts: SellerGoodsCounts | undefined }) {
  const { t } = useTranslation('seller');
  if (!counts) return <div className="sp-limit" />;
  const full = atLimit(counts);
  return (
    <div className={`sp-limit${full ? ' sp-limit--full' : ''}`} data-testid="sp-limit">
      <span>
        {t('products.used')}{' '}
        <bdi dir="ltr" data-testid="sp-limit-value">
          {counts.used.toLocaleString()} / {counts.limit.toLocaleString()}
        </bdi>
      </span>
      <Link to={SELLER_PRODUCT_PATHS.levels} data-testid="sp-limit-levels">
        {t('products.levelTable')}
      </Link>
    </div>
  );
}

/** The add buttons; at the level's limit they say why instead of opening the form. */
function AddButtons({ counts }: { counts: SellerGoodsCounts | undefined }) {
  const { t } = useTranslation(['seller', 'errors']);
  const navigate = useNavigate();
  const go = (to: string) => {
    if (atLimit(counts)) {
      Toast.show({ content: t('errors:GOODS_LIMIT'), position: 'center' });
      return;
    }
    void navigate(to);
  };
  return (
    <div className="sp-bar__buttons">
      <Button
        color="primary"
        fill="outline"
        shape="rounded"
        onClick={() => go(SELLER_PRODUCT_PATHS.warehouse)}
        data-testid="sp-add-warehouse"
      >
        <AppstoreOutline /> {t('products.addFromWarehouse')}
      </Button>
      <Button
        color="primary"
        shape="rounded"
        onClick={() => go(SELLER_PRODUCT_PATHS.add)}
        data-testid="sp-add"
      >
        <AddOutline /> {t('products.route.add')}
      </Button>
    </div>
  );
}

function Products({
  filter,
  keyword,
  store,
  selecting,
  selected,
  onToggle,
  list,
}: {
  filter: SellerGoodsFilter;
  keyword: string;
  store: MyStoreData;
  selecting: boolean;
  selected: Set<number>;
  onToggle: (id: number) => void;
  list: ReturnType<typeof useSellerGoods>;
}) {
  const { t } = useTranslation('seller');
  const navigate = useNavigate();
  const pin = usePinGoods();
  const sale = useSetOnSale();
  const goods = list.data?.pages.flatMap((p) => p.list) ?? [];

  if (list.isPending) {
    return (
      <div className="sp-list" data-testid="sp-loading">
        <RowSkeleton />
        <RowSkeleton />
        <RowSkeleton />
      </div>
    );
  }
  if (list.isError && !goods.length) {
    return (
      <ErrorBlock status="default" title={t('center.loadFailed')} description="" data-testid="sp-error">
        <Button color="primary" fill="outline" shape="rounded" onClick={() => void list.refetch()}>
          {t('common:action.retry')}
        </Button>
      </ErrorBlock>
    );
  }
  const actions = store.readOnly
    ? null
    : {
        onEdit: (g: SellerGoods) => void navigate(SELLER_PRODUCT_PATHS.edit(g.id)),
        onPin: (g: SellerGoods) =>
          pin.mutate(
            { id: g.id, pinned: !g.pinned },
            {
              onSuccess: () =>
                Toast.show({
                  icon: 'success',
                  content: g.pinned ? t('products.done.unpinned') : t('products.done.pinned'),
                }),
            },
          ),
        onSale: (g: SellerGoods) =>
          sale.mutate(
            { ids: [g.id], onSale: !g.onSale },
            {
              onSuccess: () =>
                Toast.show({
                  icon: 'success',
                  content: t(g.onSale ? 'products.done.offSaleBatch' : 'products.done.onSaleBatch', {
                    count: 1,
                  }),
                }),
            },
          ),
      };
  return (
    <PullToRefresh
      onRefresh={async () => {
        await list.refetch();
      }}
    >
      {goods.length === 0 ? (
        <div className="sp-empty" data-testid="sp-empty">
          <div className="sp-empty__art" aria-hidden>
            <ShopbagOutline />
          </div>
          <h2>{keyword ? t('products.empty.searchTitle') : t('products.empty.title')}</h2>
          <p>{keyword ? t('products.empty.searchText') : t(`products.empty.${filter}`)}</p>
        </div>
      ) : (
        <div className="sp-list" data-testid="sp-list">
          {goods.map((g) => (
            <ProductRow
              key={g.id}
              goods={g}
              selecting={selecting}
              selected={selected.has(g.id)}
              onToggle={onToggle}
              actions={actions}
              busy={pin.isPending || sale.isPending}
            />
          ))}
          <InfiniteScroll
            hasMore={list.hasNextPage}
            loadMore={async () => {
              await list.fetchNextPage();
            }}
          >
            {list.hasNextPage ? <Skeleton.Paragraph lineCount={1} animated /> : t('products.end')}
          </InfiniteScroll>
        </div>
      )}
    </PullToRefresh>
  );
}

/**
 * `/seller/products`: the store's products by filter (the filter in the URL) with counts, search,
 * the level's limit, and a select mode for batch delete and on / off sale, each confirmed first.
 */
export function SellerProductListScreen({
  store,
  filter,
  onFilter,
}: {
  store: MyStoreData;
  filter: SellerGoodsFilter;
  onFilter: (filter: SellerGoodsFilter) => void;
}) {
  const { t, i18n } = useTranslation(['seller', 'validation']);
  const [keyword, setKeyword] = useState('');
  const [selecting, setSelecting] = useState(false);
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const counts = useGoodsCounts();
  const list = useSellerGoods(filter, keyword);
  const shown = list.data?.pages.flatMap((p) => p.list.map((g) => g.id)) ?? [];
  const remove = useDeleteGoods();
  const sale = useSetOnSale();
  const readOnly = store.readOnly;

  const toggle = (id: number) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const allShown = shown.length > 0 && shown.every((id) => selected.has(id));
  const stopSelecting = () => {
    setSelecting(false);
    setSelected(new Set());
  };

  /** Asks first; with nothing selected says so in the server's words. */
  const batch = async (kind: 'delete' | 'onSale' | 'offSale') => {
    const ids = [...selected];
    if (!ids.length) {
      Toast.show({ content: t('validation:validation.noneSelected'), position: 'center' });
      return;
    }
    const ok = await Dialog.confirm({
      title: t(`products.confirm.${kind}Title`),
      content: t(`products.confirm.${kind}`, { count: ids.length }),
      confirmText: t(`products.batch.${kind}`),
      cancelText: t('common:action.cancel'),
    });
    if (!ok) return;
    try {
      const { count } =
        kind === 'delete'
          ? await remove.mutateAsync(ids)
          : await sale.mutateAsync({ ids, onSale: kind === 'onSale' });
      Toast.show({ icon: 'success', content: t(`products.done.${kind}Batch`, { count }) });
      stopSelecting();
    } catch {
      // The request helper has shown the server's reason.
    }
  };

  return (
    <div className="sp-page">
      {readOnly ? <StatusNotice store={store} /> : null}
      <div className="sp-search">
        <SearchBar
          placeholder={t('products.search')}
          onSearch={(value) => {
            setSelected(new Set());
            setKeyword(value.trim());
          }}
          onClear={() => setKeyword('')}
          data-testid="sp-search"
        />
      </div>
      <div className="sp-toolbar">
        <LimitLine counts={counts.data} />
        {readOnly ? null : (
          <Button
            size="small"
            fill="none"
            color="primary"
            onClick={() => (selecting ? stopSelecting() : setSelecting(true))}
            data-testid="sp-select"
          >
            {selecting ? t('products.selectDone') : t('products.select')}
          </Button>
        )}
      </div>
      <Tabs
        className="list-tabs"
        direction={i18n.dir() === 'rtl' ? 'rtl' : 'ltr'}
        activeKey={filter}
        onChange={(key) => {
          if (!isSellerGoodsFilter(key)) return;
          setSelected(new Set());
          onFilter(key);
        }}
        stretch={false}
      >
        {SELLER_GOODS_FILTERS.map((key) => (
          <Tabs.Tab
            key={key}
            title={
              <span data-testid={`sp-tab-${key}`}>
                {t(`products.filter.${key}`)}
                {counts.data ? (
                  <bdi className="sp-tabs__count" data-testid={`sp-count-${key}`}>
                    {counts.data.counts[key].toLocaleString()}
                  </bdi>
                ) : null}
              </span>
            }
          />
        ))}
      </Tabs>
      {counts.data?.reviewOn && !readOnly ? (
        <p className="sp-note" data-testid="sp-review-on">
          {t('products.reviewOn')}
        </p>
      ) : null}
      <Products
        filter={filter}
        keyword={keyword}
        store={store}
        selecting={selecting}
        selected={selected}
        onToggle={toggle}
        list={list}
      />
      {readOnly ? null : (
        <div className="sp-bar" data-testid="sp-bar">
          {selecting ? (
            <div className="sp-bar__select">
              <Checkbox
                checked={allShown}
                indeterminate={!allShown && selected.size > 0}
                onChange={(on) => setSelected(on ? new Set(shown) : new Set())}
                data-testid="sp-select-all"
              >
                {t('products.selectAll')}
              </Checkbox>
              <span className="sp-bar__count" data-testid="sp-selected-count">
                {t('products.selected', { count: selected.size })}
              </span>
              <div className="sp-bar__batch">
                <Button
                  size="small"
                  shape="rounded"
                  color="danger"
                  fill="outline"
                  onClick={() => void batch('delete')}
                  data-testid="sp-batch-delete"
                >
                  {t('products.batch.delete')}
                </Button>
                <Button
                  size="small"
                  shape="rounded"
                  fill="outline"
                  onClick={() => void batch('offSale')}
                  data-testid="sp-batch-off"
                >
                  {t('products.batch.offSale')}
                </Button>
                <Button
                  size="small"
                  shape="rounded"
                  color="primary"
                  onClick={() => void batch('onSale')}
                  data-testid="sp-batch-on"
                >
                  {t('products.batch.onSale')}
                </Button>
              </div>
            </div>
          ) : (
            <AddButtons counts={counts.data} />
          )}
        </div>
      )}
    </div>
  );
}
