import { useCallback, useMemo, useState } from 'react';
import { Button, Flex, Grid, Image, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminGoods, CategoryNode } from '@app/contract';
import { CataloguePage, SearchFilter } from '#admin/components/catalogue-page';
import { useMoney } from '#admin/components/money';
import { useCanCall } from '#admin/lib/access';
import { usePageParams } from '#admin/lib/use-page-params';
import { useCategoryTree, useGoodsList, type GoodsListQuery } from '#admin/features/catalog/goods/api/goods';
import { GoodsDrawer } from './goods-drawer';
import { StoreSelect } from './store-select';

const small = { fontSize: 12 } as const;
/** Stock at or under this shows as running low. */
const LOW_STOCK = 10;

function categoryNames(nodes: CategoryNode[], into = new Map<number, string>(), parent = '') {
  for (const n of nodes) {
    into.set(n.id, parent ? `${parent} › ${n.name}` : n.name);
    categoryNames(n.children, into, n.name);
  }
  return into;
}

function useCount(): (n: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((n) => new Intl.NumberFormat(locale).format(n), [locale]);
}

export default function GoodsPage() {
  const { t } = useTranslation('catalog');
  const money = useMoney();
  const count = useCount();
  const phone = Grid.useBreakpoint().md === false;
  const canSave = useCanCall('admin/saveGoods');
  const { params, page, pageSize, setFilter, setPage } = usePageParams();
  const keyword = params.get('keyword') ?? '';
  const storeParam = params.get('storeId');
  const storeId = storeParam && /^\d+$/.test(storeParam) ? Number(storeParam) : undefined;
  const query: GoodsListQuery = {
    page,
    pageSize,
    ...(keyword ? { keyword } : {}),
    ...(storeId ? { storeId } : {}),
  };
  const result = useGoodsList(query);
  const categories = useCategoryTree();
  const category = useMemo(() => categoryNames(categories.data ?? []), [categories.data]);
  const [editing, setEditing] = useState<AdminGoods | 'new' | null>(null);
  const filteredStoreName = result.data?.list.find((g) => g.storeId === storeId)?.storeName;

  const label = (key: string) => t(`console.goods.field.${key}`);
  const thumb = (g: AdminGoods, size: number) => (
    // Opening the picture must not open the product.
    <span style={{ flex: 'none', lineHeight: 0 }} onClick={(e) => e.stopPropagation()}>
      {g.image ? (
        <Image
          src={g.image}
          alt=""
          width={size}
          height={size}
          style={{ objectFit: 'cover', borderRadius: 6 }}
        />
      ) : (
        <span
          style={{
            display: 'inline-block',
            width: size,
            height: size,
            borderRadius: 6,
            background: '#f5f5f5',
          }}
        />
      )}
    </span>
  );
  const price = (g: AdminGoods) => {
    const varies = new Set(g.skus.map((k) => k.price)).size > 1;
    return (
      <Flex vertical align="flex-end" style={{ minWidth: 0 }}>
        <Typography.Text strong>
          {varies ? t('console.goods.priceFrom', { price: money(g.price) }) : money(g.price)}
        </Typography.Text>
        {g.originalPrice > g.price ? (
          <Typography.Text type="secondary" delete style={small}>
            {money(g.originalPrice)}
          </Typography.Text>
        ) : null}
      </Flex>
    );
  };
  const stock = (g: AdminGoods) =>
    g.stock === 0 ? (
      <Tag color="error" style={{ marginInlineEnd: 0 }}>
        {t('console.goods.outOfStock')}
      </Tag>
    ) : (
      <Typography.Text type={g.stock <= LOW_STOCK ? 'warning' : undefined}>{count(g.stock)}</Typography.Text>
    );
  // What buyers see: a deleted product or one not through review is not on sale, whatever its switch.
  const onSale = (g: AdminGoods) =>
    g.deleted ? (
      <Tag style={{ marginInlineEnd: 0 }}>{t('console.goods.deleted')}</Tag>
    ) : g.review !== 'live' ? (
      <Tag color={g.review === 'rejected' ? 'error' : 'warning'} style={{ marginInlineEnd: 0 }}>
        {t(`console.goodsReview.tab.${g.review}`)}
      </Tag>
    ) : (
      <Tag color={g.onSale ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
        {t(g.onSale ? 'console.goods.onSale' : 'console.goods.offSale')}
      </Tag>
    );
  const open = (g: AdminGoods, withText = false) => (
    <Tooltip title={withText ? undefined : t(canSave ? 'console.goods.edit' : 'console.goods.view')}>
      <Button
        size="small"
        icon={canSave ? <EditOutlined /> : <EyeOutlined />}
        onClick={(e) => {
          e.stopPropagation();
          setEditing(g);
        }}
        aria-label={`${t(canSave ? 'console.goods.edit' : 'console.goods.view')} ${g.title}`}
        data-testid="goods-edit"
      >
        {withText ? t(canSave ? 'console.goods.edit' : 'console.goods.view') : null}
      </Button>
    </Tooltip>
  );
  const titleCell = (g: AdminGoods) => (
    <Flex vertical style={{ minWidth: 0 }}>
      <Typography.Text strong ellipsis={{ tooltip: g.title }}>
        {g.title}
      </Typography.Text>
      <Typography.Text type="secondary" style={small} ellipsis>
        {[t('console.goods.idValue', { id: g.id }), category.get(g.categoryId)].filter(Boolean).join(' · ')}
      </Typography.Text>
    </Flex>
  );

  const desktopColumns: TableColumnsType<AdminGoods> = [
    { title: label('image'), key: 'image', width: 80, render: (_: unknown, g) => thumb(g, 52) },
    { title: label('title'), key: 'title', width: 300, render: (_: unknown, g) => titleCell(g) },
    {
      title: label('store'),
      dataIndex: 'storeName',
      width: 160,
      render: (name: string) => <Typography.Text ellipsis={{ tooltip: name }}>{name}</Typography.Text>,
    },
    { title: label('price'), key: 'price', width: 130, align: 'end', render: (_: unknown, g) => price(g) },
    { title: label('stock'), key: 'stock', width: 110, align: 'end', render: (_: unknown, g) => stock(g) },
    { title: label('sold'), dataIndex: 'sold', width: 90, align: 'end', render: (n: number) => count(n) },
    { title: label('onSale'), key: 'onSale', width: 110, render: (_: unknown, g) => onSale(g) },
    {
      title: '',
      key: 'open',
      width: 64,
      fixed: 'end',
      align: 'center',
      render: (_: unknown, g) => open(g),
    },
  ];
  const phoneColumns: TableColumnsType<AdminGoods> = [
    {
      title: t('console.goods.column.product'),
      key: 'product',
      render: (_: unknown, g) => (
        <Flex gap={10} align="flex-start" style={{ minWidth: 0 }}>
          {thumb(g, 56)}
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis>
              {g.title}
            </Typography.Text>
            <Typography.Text type="secondary" style={small} ellipsis>
              {g.storeName}
            </Typography.Text>
            <Typography.Text style={small}>{money(g.price)}</Typography.Text>
            <Typography.Text type="secondary" style={small}>
              {t('console.goods.phoneCounts', { stock: count(g.stock), sold: count(g.sold) })}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      title: label('onSale'),
      key: 'onSale',
      width: 110,
      render: (_: unknown, g) => (
        <Flex vertical gap={6} align="flex-start">
          {onSale(g)}
          {g.stock === 0 ? stock(g) : null}
          {open(g, true)}
        </Flex>
      ),
    },
  ];

  return (
    <CataloguePage<AdminGoods>
      ns="catalog:console.goods"
      result={result}
      refresh={t('console.goods.refresh')}
      add={
        canSave
          ? { label: t('console.goods.new'), onClick: () => setEditing('new'), testId: 'goods-new' }
          : undefined
      }
      filters={
        <>
          <SearchFilter
            param="keyword"
            placeholder={t('console.goods.searchPlaceholder')}
            testId="goods-search"
          />
          <StoreSelect
            value={storeId}
            onChange={(id) => setFilter('storeId', id ? String(id) : null)}
            fallbackLabel={filteredStoreName}
            placeholder={t('console.goods.allStores')}
            allowClear
            style={phone ? { flex: '1 1 150px', minWidth: 0 } : { width: 220 }}
            testId="goods-store-filter"
            ariaLabel={label('store')}
          />
        </>
      }
      table={{
        columns: desktopColumns,
        phoneColumns,
        pages: { page, pageSize, onPageChange: setPage },
        scrollX: 1044,
        emptyText: t(keyword || storeId ? 'console.goods.emptyFiltered' : 'console.goods.empty'),
        onRow: (g) => ({ onClick: () => setEditing(g), style: { cursor: 'pointer' } }),
        testId: 'goods-table',
      }}
      editor={
        <GoodsDrawer
          editing={editing}
          storeId={storeId}
          readOnly={!canSave}
          onClose={() => setEditing(null)}
        />
      }
    />
  );
}
