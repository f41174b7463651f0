import { useCallback, useMemo, useState } from 'react';
import { Button, Flex, Grid, Image, Tag, Tooltip, TreeSelect, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { imageUrl, type CategoryNode, type WarehouseGoods } from '@app/contract';
import { CataloguePage, SearchFilter } from '#admin/components/catalogue-page';
import { useMoney } from '#admin/components/money';
import { useCanCall } from '#admin/lib/access';
import { usePageParams } from '#admin/lib/use-page-params';
import { useCategoryNames, useCategoryTree } from '#admin/features/catalog/goods/api/goods';
import { useWarehouseList, type WarehouseListQuery } from '#admin/features/catalog/warehouse/api/warehouse';
import { WarehouseDrawer } from './warehouse-drawer';

interface FilterOption {
  value: number;
  title: string;
  children: FilterOption[];
}
function filterTree(nodes: CategoryNode[]): FilterOption[] {
  return nodes.map((n) => ({ value: n.id, title: n.name, children: filterTree(n.children) }));
}

const small = { fontSize: 12 } as const;
/** Stock at or under this shows as running low. */
const LOW_STOCK = 10;

function useCount(): (n: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((n) => new Intl.NumberFormat(locale).format(n), [locale]);
}

/** The platform warehouse (DESIGN §2 dropshipping): what sellers list in their stores, at wholesale cost. */
export default function WarehousePage() {
  const { t } = useTranslation('catalog');
  const money = useMoney();
  const count = useCount();
  const phone = Grid.useBreakpoint().md === false;
  const canSave = useCanCall('admin/saveWarehouseGoods');
  const { params, page, pageSize, setFilter, setPage } = usePageParams();
  const keyword = params.get('keyword') ?? '';
  const categoryParam = params.get('categoryId');
  const categoryId = categoryParam && /^\d+$/.test(categoryParam) ? Number(categoryParam) : undefined;
  const query: WarehouseListQuery = {
    page,
    pageSize,
    ...(keyword ? { keyword } : {}),
    ...(categoryId ? { categoryId } : {}),
  };
  const result = useWarehouseList(query);
  const categories = useCategoryTree();
  // The filter takes a parent category too (its products are its children's).
  const treeData = useMemo(() => filterTree(categories.data ?? []), [categories.data]);
  const categoryNames = useCategoryNames();
  const categoryOf = (g: WarehouseGoods) => categoryNames.get(g.categoryId) ?? g.categoryName;
  const [editing, setEditing] = useState<WarehouseGoods | 'new' | null>(null);

  const label = (key: string) => t(`console.goods.field.${key}`);
  const thumb = (g: WarehouseGoods, size: number) => (
    // Opening the picture must not open the product.
    <span style={{ flex: 'none', lineHeight: 0 }} onClick={(e) => e.stopPropagation()}>
      {g.image ? (
        <Image
          src={imageUrl(g.image, '')}
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
  const cost = (g: WarehouseGoods) => {
    const costs = g.skus.map((k) => k.wholesaleCost);
    const low = costs.length ? Math.min(...costs) : g.wholesaleCost;
    const high = costs.length ? Math.max(...costs) : g.wholesaleCost;
    return (
      <Typography.Text strong data-testid="warehouse-cost">
        {low === high ? money(low) : t('console.warehouse.costRange', { low: money(low), high: money(high) })}
      </Typography.Text>
    );
  };
  const stock = (g: WarehouseGoods) =>
    g.stock === 0 ? (
      <Tag color="error" style={{ marginInlineEnd: 0 }}>
        {t('console.goods.outOfStock')}
      </Tag>
    ) : (
      <Typography.Text type={g.stock <= LOW_STOCK ? 'warning' : undefined} data-testid="warehouse-stock">
        {count(g.stock)}
      </Typography.Text>
    );
  const active = (g: WarehouseGoods) => (
    <Tag color={g.active ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
      {t(g.active ? 'console.warehouse.active' : 'console.warehouse.inactive')}
    </Tag>
  );
  const open = (g: WarehouseGoods, withText = false) => (
    <Tooltip title={withText ? undefined : t(canSave ? 'console.goods.edit' : 'console.goods.view')}>
      <Button
        size="small"
        icon={canSave ? <EditOutlined /> : <EyeOutlined />}
        onClick={(e) => {
          e.stopPropagation();
          setEditing(g);
        }}
        aria-label={`${t(canSave ? 'console.goods.edit' : 'console.goods.view')} ${g.title}`}
        data-testid="warehouse-edit"
      >
        {withText ? t(canSave ? 'console.goods.edit' : 'console.goods.view') : null}
      </Button>
    </Tooltip>
  );
  const titleCell = (g: WarehouseGoods) => (
    <Flex vertical style={{ minWidth: 0 }}>
      <Typography.Text strong ellipsis={{ tooltip: g.title }}>
        {g.title}
      </Typography.Text>
      <Typography.Text type="secondary" style={small} ellipsis>
        {[t('console.goods.idValue', { id: g.id }), t('console.warehouse.specs', { n: g.skus.length })].join(
          ' · ',
        )}
      </Typography.Text>
    </Flex>
  );

  const desktopColumns: TableColumnsType<WarehouseGoods> = [
    { title: label('image'), key: 'image', width: 72, render: (_: unknown, g) => thumb(g, 52) },
    { title: label('title'), key: 'title', render: (_: unknown, g) => titleCell(g) },
    {
      title: label('category'),
      key: 'category',
      width: 140,
      render: (_: unknown, g) => (
        <Typography.Text ellipsis={{ tooltip: categoryOf(g) }}>{categoryOf(g)}</Typography.Text>
      ),
    },
    {
      title: label('wholesaleCost'),
      key: 'cost',
      width: 160,
      align: 'end',
      render: (_: unknown, g) => cost(g),
    },
    { title: label('stock'), key: 'stock', width: 100, align: 'end', render: (_: unknown, g) => stock(g) },
    {
      title: (
        <Tooltip title={t('console.warehouse.listingsHelp')}>
          <span>{t('console.warehouse.field.listings')}</span>
        </Tooltip>
      ),
      dataIndex: 'listings',
      width: 100,
      align: 'end',
      render: (n: number) => <span data-testid="warehouse-listings">{count(n)}</span>,
    },
    {
      title: t('console.warehouse.field.active'),
      key: 'active',
      width: 120,
      render: (_: unknown, g) => active(g),
    },
    { title: '', key: 'open', width: 56, fixed: 'end', align: 'center', render: (_: unknown, g) => open(g) },
  ];
  const phoneColumns: TableColumnsType<WarehouseGoods> = [
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
              {categoryOf(g)}
            </Typography.Text>
            {cost(g)}
            <Typography.Text type="secondary" style={small}>
              {t('console.warehouse.phoneCounts', { stock: count(g.stock), listings: count(g.listings) })}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      title: t('console.warehouse.field.active'),
      key: 'active',
      width: 110,
      render: (_: unknown, g) => (
        <Flex vertical gap={6} align="flex-start">
          {active(g)}
          {g.stock === 0 ? stock(g) : null}
          {open(g, true)}
        </Flex>
      ),
    },
  ];

  return (
    <CataloguePage<WarehouseGoods>
      ns="catalog:console.warehouse"
      result={result}
      refresh={t('console.goods.refresh')}
      add={
        canSave
          ? { label: t('console.warehouse.new'), onClick: () => setEditing('new'), testId: 'warehouse-new' }
          : undefined
      }
      filters={
        <>
          <SearchFilter
            param="keyword"
            placeholder={t('console.goods.searchPlaceholder')}
            testId="warehouse-search"
          />
          <TreeSelect<number>
            value={categoryId}
            onChange={(id) => setFilter('categoryId', id ? String(id) : null)}
            treeData={treeData}
            loading={categories.isPending}
            placeholder={t('console.warehouse.allCategories')}
            allowClear
            showSearch={{ treeNodeFilterProp: 'title' }}
            popupMatchSelectWidth={false}
            style={phone ? { flex: '1 1 150px', minWidth: 0 } : { width: 220 }}
            aria-label={label('category')}
            data-testid="warehouse-category-filter"
          />
        </>
      }
      table={{
        columns: desktopColumns,
        phoneColumns,
        pages: { page, pageSize, onPageChange: setPage },
        scrollX: 980,
        emptyText: t(keyword || categoryId ? 'console.warehouse.emptyFiltered' : 'console.warehouse.empty'),
        onRow: (g) => ({ onClick: () => setEditing(g), style: { cursor: 'pointer' } }),
        testId: 'warehouse-table',
      }}
      editor={<WarehouseDrawer editing={editing} readOnly={!canSave} onClose={() => setEditing(null)} />}
    />
  );
}
