import { useCallback, useState } from 'react';
import { App, Avatar, Button, Flex, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CataloguePage, SearchFilter } from '#admin/components/catalogue-page';
import { useCanCall } from '#admin/lib/access';
import { usePageParams } from '#admin/lib/use-page-params';
import {
  useStoreList,
  type AdminStore,
  type StoreListQuery,
} from '#admin/features/catalog/stores/api/stores';
import { StoreEditModal } from './store-edit-modal';
import { StoreStatusTag } from './store-status-tag';

const small = { fontSize: 12 } as const;

/** A day in the chosen language's conventions. */
function useFormatDay(): (iso: string) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback(
    (iso) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(new Date(iso)),
    [locale],
  );
}

/** Whole numbers grouped in the chosen language. */
function useCount(): (n: number) => string {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useCallback((n) => new Intl.NumberFormat(locale).format(n), [locale]);
}

export default function StoresPage() {
  const { t } = useTranslation('catalog');
  const { message } = App.useApp();
  const count = useCount();
  const formatDay = useFormatDay();
  const canSave = useCanCall('admin/saveStore');
  const canSeeGoods = useCanCall('admin/getGoodsList');
  const { params, page, pageSize, setPage } = usePageParams();
  const keyword = params.get('keyword') ?? '';
  const query: StoreListQuery = { page, pageSize, ...(keyword ? { keyword } : {}) };
  const result = useStoreList(query);
  const [editing, setEditing] = useState<AdminStore | null>(null);

  const label = (key: string) => t(`console.stores.field.${key}`);
  const logo = (s: AdminStore, size = 40) => (
    <Avatar shape="square" size={size} src={s.logo || undefined} alt="" style={{ flex: 'none' }}>
      {s.name.slice(0, 1)}
    </Avatar>
  );
  const level = (s: AdminStore) => (
    <Tag color="gold" style={{ marginInlineEnd: 0 }}>
      {t('console.stores.levelValue', { level: s.level })}
    </Tag>
  );
  const products = (s: AdminStore) =>
    canSeeGoods ? (
      <Link to={`/goods?storeId=${s.id}`} onClick={(e) => e.stopPropagation()}>
        {count(s.goodsCount)}
      </Link>
    ) : (
      count(s.goodsCount)
    );
  const edit = (s: AdminStore, withText = false) =>
    canSave ? (
      <Tooltip title={withText ? undefined : t('console.stores.edit.action')}>
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => setEditing(s)}
          aria-label={t('console.stores.edit.title', { name: s.name })}
          data-testid="store-edit"
        >
          {withText ? t('console.stores.edit.action') : null}
        </Button>
      </Tooltip>
    ) : null;

  const desktopColumns: TableColumnsType<AdminStore> = [
    {
      title: label('store'),
      key: 'store',
      width: 270,
      render: (_: unknown, s) => (
        <Flex gap={10} align="center" style={{ minWidth: 0 }}>
          {logo(s)}
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis={{ tooltip: s.name }}>
              {s.name}
            </Typography.Text>
            <Typography.Text type="secondary" style={small} ellipsis={{ tooltip: s.address }}>
              {s.address}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      title: label('owner'),
      key: 'owner',
      width: 190,
      render: (_: unknown, s) =>
        s.ownerEmail ? (
          <Typography.Text className="ltr-text" title={s.ownerEmail}>
            {s.ownerEmail}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    { title: label('level'), key: 'level', width: 80, render: (_: unknown, s) => level(s) },
    {
      title: label('status'),
      key: 'status',
      width: 160,
      render: (_: unknown, s) => (
        <Flex vertical gap={2} align="flex-start" style={{ minWidth: 0 }}>
          <StoreStatusTag status={s.status} />
          {s.statusReason ? (
            <Typography.Text
              type="secondary"
              style={small}
              ellipsis={{ tooltip: s.statusReason }}
              data-testid="store-status-reason"
            >
              {s.statusReason}
            </Typography.Text>
          ) : null}
        </Flex>
      ),
    },
    {
      title: label('followers'),
      dataIndex: 'followers',
      width: 100,
      align: 'end',
      render: (n: number) => count(n),
    },
    { title: label('sales'), dataIndex: 'sales', width: 90, align: 'end', render: (n: number) => count(n) },
    {
      title: label('products'),
      key: 'products',
      width: 90,
      align: 'end',
      render: (_: unknown, s) => products(s),
    },
    {
      title: label('createdAt'),
      dataIndex: 'createdAt',
      width: 120,
      render: (value: string) => formatDay(value),
    },
    ...(canSave
      ? [
          {
            title: '',
            key: 'edit',
            width: 64,
            fixed: 'end' as const,
            align: 'center' as const,
            render: (_: unknown, s: AdminStore) => edit(s),
          },
        ]
      : []),
  ];

  const phoneColumns: TableColumnsType<AdminStore> = [
    {
      title: label('store'),
      key: 'store',
      render: (_: unknown, s) => (
        <Flex gap={10} align="flex-start" style={{ minWidth: 0 }}>
          {logo(s, 36)}
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Typography.Text strong ellipsis>
              {s.name}
            </Typography.Text>
            {s.ownerEmail ? (
              <Typography.Text type="secondary" className="ltr-text" style={small}>
                {s.ownerEmail}
              </Typography.Text>
            ) : null}
            <Typography.Text type="secondary" style={small}>
              {t('console.stores.phoneCounts', {
                followers: count(s.followers),
                sales: count(s.sales),
                products: count(s.goodsCount),
              })}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
    {
      title: label('status'),
      key: 'status',
      width: 120,
      render: (_: unknown, s) => (
        <Flex vertical gap={6} align="flex-start">
          <StoreStatusTag status={s.status} />
          {level(s)}
          {edit(s, true)}
        </Flex>
      ),
    },
  ];

  return (
    <CataloguePage<AdminStore>
      ns="catalog:console.stores"
      result={result}
      refresh={t('console.stores.refresh')}
      filters={
        <SearchFilter
          param="keyword"
          placeholder={t('console.stores.searchPlaceholder')}
          testId="store-search"
        />
      }
      table={{
        columns: desktopColumns,
        phoneColumns,
        pages: { page, pageSize, onPageChange: setPage },
        scrollX: 1164,
        emptyText: t(keyword ? 'console.stores.emptyFiltered' : 'console.stores.empty'),
        testId: 'stores-table',
      }}
      editor={
        editing ? (
          <StoreEditModal
            key={editing.id}
            store={editing}
            onClose={() => setEditing(null)}
            onDone={() => {
              setEditing(null);
              void message.success(t('console.stores.edit.done'));
            }}
          />
        ) : null
      }
    />
  );
}
