import { useMemo, useState } from 'react';
import { App, Button, Flex, Image, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCALES, imageUrl, type AdminCategory } from '@app/contract';
import { CataloguePage } from '#admin/components/catalogue-page';
import { useCanCall } from '#admin/lib/access';
import { errorMessage } from '#admin/lib/errors';
import { useCategoryList, useDeleteCategory } from '#admin/features/catalog/categories/api/categories';
import { CategoryDrawer, type CategoryEditing } from './category-drawer';

type Row = AdminCategory & { children?: Row[] };

const languagesOf = (c: AdminCategory) => 1 + Object.values(c.names).filter((n) => n?.trim()).length;

/**
 * The marketplace's category tree (two levels): each category's English name and its names in
 * the other 19 languages, its products, icon and order. Staff add, rename, translate, reorder and
 * delete empty ones (audited).
 */
export default function CategoriesPage() {
  const { t } = useTranslation('staff');
  const { message } = App.useApp();
  const canSave = useCanCall('admin/saveCategory');
  const result = useCategoryList();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<CategoryEditing>(null);
  const [collapsed, setCollapsed] = useState<readonly React.Key[]>([]);
  const all = useMemo(() => result.data?.list ?? [], [result.data]);
  const tops = all.filter((c) => c.parentId === null);
  const rows: Row[] = tops.map((top) => {
    const children = all.filter((c) => c.parentId === top.id);
    return children.length ? { ...top, children } : top;
  });
  const label = (key: string) => t(`console.categories.field.${key}`);

  const doDelete = async (c: AdminCategory) => {
    try {
      await remove.mutateAsync(c.id);
      void message.success(t('console.categories.deleted'));
    } catch (error) {
      void message.error(errorMessage(error, t));
    }
  };

  const name = (c: Row) => (
    <Flex gap={10} align="center" style={{ minWidth: 0 }}>
      {c.icon ? (
        <Image
          src={imageUrl(c.icon, '')}
          alt=""
          width={32}
          height={32}
          preview={false}
          style={{ borderRadius: 16 }}
        />
      ) : null}
      <Flex vertical style={{ minWidth: 0 }}>
        <Typography.Text strong={c.parentId === null} ellipsis>
          {c.name}
        </Typography.Text>
        {c.parentId === null ? (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t('console.categories.childCount', { count: c.children?.length ?? 0 })}
          </Typography.Text>
        ) : null}
      </Flex>
    </Flex>
  );
  const languages = (c: AdminCategory) => {
    const count = languagesOf(c);
    return (
      <Tag color={count === LOCALES.length ? 'success' : 'warning'} data-testid="category-languages">
        {count === LOCALES.length
          ? t('content:console.translations.count', { count, total: LOCALES.length })
          : t('console.categories.missing', { count: LOCALES.length - count })}
      </Tag>
    );
  };
  const inUse = (c: Row) => c.goodsCount > 0 || (c.children?.length ?? 0) > 0;
  const actions = (c: Row) =>
    canSave ? (
      <Flex gap={6} justify="flex-end">
        {c.parentId === null ? (
          <Tooltip title={t('console.categories.addChild')}>
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => setEditing({ parentId: c.id })}
              aria-label={`${t('console.categories.addChild')} · ${c.name}`}
              data-testid="category-add-child"
            />
          </Tooltip>
        ) : null}
        <Tooltip title={t('catalogue.edit')}>
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing(c)}
            aria-label={`${t('catalogue.edit')} ${c.name}`}
            data-testid="category-edit"
          />
        </Tooltip>
        <Popconfirm
          title={t('console.categories.deleteTitle')}
          description={t('console.categories.deleteExplain', { name: c.name })}
          okText={t('content:console.delete')}
          okButtonProps={{ danger: true, loading: remove.isPending }}
          cancelText={t('action.cancel')}
          onConfirm={() => doDelete(c)}
          disabled={inUse(c)}
        >
          <Tooltip title={inUse(c) ? t('console.categories.inUse') : t('content:console.delete')}>
            <Button
              size="small"
              danger
              disabled={inUse(c)}
              icon={<DeleteOutlined />}
              aria-label={`${t('content:console.delete')} ${c.name}`}
              data-testid="category-delete"
            />
          </Tooltip>
        </Popconfirm>
      </Flex>
    ) : null;

  const columns: TableColumnsType<Row> = [
    { title: label('name'), key: 'name', width: 300, render: (_: unknown, c) => name(c) },
    {
      title: label('goods'),
      dataIndex: 'goodsCount',
      width: 110,
      align: 'end',
      render: (n: number, c) => (c.parentId === null && n === 0 ? '—' : n),
    },
    { title: label('languages'), key: 'languages', width: 190, render: (_: unknown, c) => languages(c) },
    { title: t('catalogue.field.sort'), dataIndex: 'sort', width: 80, align: 'end' },
    { title: '', key: 'actions', width: 130, fixed: 'end', render: (_: unknown, c) => actions(c) },
  ];
  const phoneColumns: TableColumnsType<Row> = [
    {
      title: label('name'),
      key: 'summary',
      render: (_: unknown, c) => (
        <Flex vertical gap={6} style={{ minWidth: 0 }}>
          {name(c)}
          <Flex gap={8} align="center" wrap>
            {languages(c)}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('console.categories.goodsValue', { count: c.goodsCount })}
            </Typography.Text>
            <span style={{ marginInlineStart: 'auto' }}>{actions(c)}</span>
          </Flex>
        </Flex>
      ),
    },
  ];

  return (
    <CataloguePage<Row>
      ns="staff:console.categories"
      result={result}
      refresh={t('catalogue.refresh')}
      add={
        canSave
          ? {
              label: t('console.categories.add'),
              onClick: () => setEditing({ parentId: null }),
              testId: 'category-new',
            }
          : undefined
      }
      audit={{ ns: 'staff:catalogue' }}
      table={{
        columns,
        phoneColumns,
        rows,
        scrollX: 820,
        emptyText: t('console.categories.empty'),
        testId: 'category-table',
        expandable: {
          expandedRowKeys: tops.map((c) => c.id).filter((id) => !collapsed.includes(id)),
          onExpand: (open, row) =>
            setCollapsed((keys) => (open ? keys.filter((k) => k !== row.id) : [...keys, row.id])),
        },
      }}
      editor={<CategoryDrawer editing={editing} tops={tops} onClose={() => setEditing(null)} />}
    />
  );
}
