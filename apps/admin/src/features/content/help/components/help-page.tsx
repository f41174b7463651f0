import { useState } from 'react';
import { App, Button, Flex, Popconfirm, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AdminHelpArticle } from '@app/contract';
import { CataloguePage } from '#admin/components/catalogue-page';
import { useCanCall } from '#admin/lib/access';
import { errorMessage } from '#admin/lib/errors';
import { useFormatDateTime } from '#admin/lib/format';
import { useDeleteHelp, useHelpArticles } from '#admin/features/content/help/api/help';
import { HelpDrawer } from './help-drawer';

const small = { fontSize: 12 } as const;

export default function HelpPage() {
  const { t } = useTranslation('content');
  const { message } = App.useApp();
  const when = useFormatDateTime();
  const canSave = useCanCall('admin/saveHelp');
  const result = useHelpArticles();
  const remove = useDeleteHelp();
  const [editing, setEditing] = useState<AdminHelpArticle | 'new' | null>(null);
  const list = result.data?.list ?? [];
  const published = list.filter((a) => a.published).length;
  const label = (key: string) => t(`console.help.field.${key}`);

  const doDelete = async (a: AdminHelpArticle) => {
    try {
      await remove.mutateAsync(a.id);
      void message.success(t('console.help.deleted'));
    } catch (error) {
      void message.error(errorMessage(error, t));
    }
  };

  const status = (a: AdminHelpArticle) => (
    <Tag color={a.published ? 'success' : 'default'} style={{ marginInlineEnd: 0 }}>
      {t(a.published ? 'console.help.published' : 'console.help.draft')}
    </Tag>
  );
  const titleCell = (a: AdminHelpArticle) => (
    <Flex vertical gap={2} style={{ minWidth: 0 }}>
      <Typography.Text strong ellipsis={{ tooltip: a.title }} dir="auto">
        {a.title}
      </Typography.Text>
      <Typography.Text type="secondary" style={small} ellipsis dir="auto">
        {a.body.replace(/\s+/g, ' ')}
      </Typography.Text>
    </Flex>
  );
  const actions = (a: AdminHelpArticle) =>
    canSave ? (
      <Flex gap={6} justify="center" onClick={(e) => e.stopPropagation()}>
        <Tooltip title={t('staff:catalogue.edit')}>
          <Button
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing(a)}
            aria-label={`${t('staff:catalogue.edit')} ${a.title}`}
            data-testid="help-edit"
          />
        </Tooltip>
        <Popconfirm
          title={t('console.help.deleteTitle')}
          description={t('console.help.deleteExplain', { title: a.title })}
          okText={t('console.delete')}
          okButtonProps={{ danger: true }}
          cancelText={t('staff:action.cancel')}
          onConfirm={() => doDelete(a)}
        >
          <Tooltip title={t('console.delete')}>
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t('console.delete')} ${a.title}`}
              data-testid="help-delete"
            />
          </Tooltip>
        </Popconfirm>
      </Flex>
    ) : null;

  const desktopColumns: TableColumnsType<AdminHelpArticle> = [
    { title: t('staff:catalogue.field.sort'), dataIndex: 'sort', width: 80, align: 'end' },
    { title: label('title'), key: 'title', width: 440, render: (_: unknown, a) => titleCell(a) },
    { title: label('status'), key: 'status', width: 120, render: (_: unknown, a) => status(a) },
    {
      title: label('updatedAt'),
      dataIndex: 'updatedAt',
      width: 170,
      render: (v: string) => <Typography.Text type="secondary">{when(v)}</Typography.Text>,
    },
    {
      title: '',
      key: 'actions',
      width: 100,
      fixed: 'end',
      align: 'center',
      render: (_: unknown, a) => actions(a),
    },
  ];
  const phoneColumns: TableColumnsType<AdminHelpArticle> = [
    {
      title: label('title'),
      key: 'summary',
      render: (_: unknown, a) => (
        <Flex vertical gap={6} style={{ minWidth: 0 }}>
          {titleCell(a)}
          <Flex gap={8} align="center">
            {status(a)}
            <Typography.Text type="secondary" style={small}>
              {t('staff:catalogue.sortValue', { sort: a.sort })}
            </Typography.Text>
            <span style={{ marginInlineStart: 'auto' }}>{actions(a)}</span>
          </Flex>
        </Flex>
      ),
    },
  ];

  return (
    <CataloguePage<AdminHelpArticle>
      ns="content:console.help"
      result={result}
      refresh={t('staff:catalogue.refresh')}
      add={
        canSave
          ? { label: t('console.help.add'), onClick: () => setEditing('new'), testId: 'help-new' }
          : undefined
      }
      audit={{ ns: 'staff:catalogue' }}
      above={
        result.data ? (
          <Typography.Paragraph type="secondary">
            {t('console.help.counts', { published, total: list.length })}
          </Typography.Paragraph>
        ) : null
      }
      table={{
        columns: desktopColumns,
        phoneColumns,
        scrollX: 910,
        onRow: (a) => (canSave ? { onClick: () => setEditing(a), style: { cursor: 'pointer' } } : {}),
        emptyText: t('console.help.empty'),
        testId: 'help-table',
      }}
      editor={<HelpDrawer editing={editing} onClose={() => setEditing(null)} />}
    />
  );
}
