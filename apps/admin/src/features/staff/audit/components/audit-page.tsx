import { Button, Descriptions, Flex, Grid, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { FilterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import type { AuditEntry } from '@app/contract';
import { JsonBlock } from '#admin/components/json-block';
import { CataloguePage, SearchFilter } from '#admin/components/catalogue-page';
import { useFormatDateTime } from '#admin/lib/format';
import { usePageParams } from '#admin/lib/use-page-params';
import { useAuditList } from '#admin/features/staff/audit/api/audit';

const ACTOR_COLORS: Record<AuditEntry['actorType'], string> = {
  staff: 'orange',
  user: 'blue',
  system: 'default',
};

function Actor({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation();
  const name = entry.actorName ?? (entry.actorId !== null ? `#${entry.actorId}` : '');
  return (
    <Flex align="center" gap={6} style={{ minWidth: 0 }}>
      <Tag color={ACTOR_COLORS[entry.actorType]} style={{ marginInlineEnd: 0 }}>
        {t(`audit.actorType.${entry.actorType}`)}
      </Tag>
      <Typography.Text ellipsis>
        <span dir="auto">{name}</span>
      </Typography.Text>
    </Flex>
  );
}

export default function AuditPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime('precise');
  const screens = Grid.useBreakpoint();
  const { params, page, pageSize, setFilter, setPage } = usePageParams();
  const action = params.get('action') ?? '';
  const result = useAuditList({ page, pageSize, ...(action ? { action } : {}) });
  const dash = <Typography.Text type="secondary">—</Typography.Text>;
  const target = (entry: AuditEntry): ReactNode =>
    entry.targetType ? (
      <span dir="ltr">
        {entry.targetType}
        {entry.targetId ? ` #${entry.targetId}` : ''}
      </span>
    ) : (
      dash
    );

  const columns: TableColumnsType<AuditEntry> = [
    {
      title: t('audit.field.time'),
      dataIndex: 'createdAt',
      width: 175,
      responsive: ['md'],
      render: (value: string) => formatDate(value),
    },
    {
      title: t('audit.field.action'),
      dataIndex: 'action',
      width: 180,
      render: (value: string, entry: AuditEntry) => (
        <Flex align="center" gap={2} wrap>
          <Typography.Text code>{value}</Typography.Text>
          {value !== action ? (
            <Tooltip title={t('audit.filterByThis')}>
              <Button
                type="text"
                size="small"
                icon={<FilterOutlined />}
                aria-label={t('audit.filterByThis')}
                onClick={(event) => {
                  event.stopPropagation();
                  setFilter('action', value);
                }}
              />
            </Tooltip>
          ) : null}
          {screens.md ? null : (
            <Typography.Text type="secondary" style={{ fontSize: 12, flexBasis: '100%' }}>
              {formatDate(entry.createdAt)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('audit.field.actor'),
      key: 'actor',
      width: 180,
      responsive: ['md'],
      render: (_: unknown, entry: AuditEntry) => <Actor entry={entry} />,
    },
    {
      title: t('audit.field.target'),
      key: 'target',
      width: 110,
      responsive: ['lg'],
      render: (_: unknown, entry: AuditEntry) => target(entry),
    },
    {
      title: t('audit.field.reason'),
      dataIndex: 'reason',
      minWidth: 160,
      ellipsis: true,
      responsive: ['md'],
      render: (value: string | null) => (value ? <span dir="auto">{value}</span> : dash),
    },
    {
      title: t('audit.field.ip'),
      dataIndex: 'ip',
      width: 120,
      responsive: ['lg'],
      render: (value: string | null) => (value ? <span dir="ltr">{value}</span> : dash),
    },
  ];

  return (
    <CataloguePage<AuditEntry>
      ns="staff:audit"
      result={result}
      filters={
        <SearchFilter param="action" placeholder={t('audit.filterPlaceholder')} testId="audit-filter" />
      }
      table={{
        columns,
        pages: { page, pageSize, onPageChange: setPage },
        scrollX: 960,
        emptyText: t(action ? 'audit.emptyFiltered' : 'audit.empty'),
        testId: 'audit-table',
        expandable: {
          expandRowByClick: true,
          expandedRowRender: (entry) => (
            <Flex vertical gap={12} style={{ minWidth: 0 }}>
              {/* Narrow screens hide columns: list them here. The reason is always shown in full. */}
              <Descriptions
                size="small"
                column={1}
                items={[
                  ...(screens.lg
                    ? []
                    : [
                        { key: 'actor', label: t('audit.field.actor'), children: <Actor entry={entry} /> },
                        { key: 'target', label: t('audit.field.target'), children: target(entry) },
                        { key: 'ip', label: t('audit.field.ip'), children: entry.ip ?? dash },
                      ]),
                  {
                    key: 'reason',
                    label: t('audit.field.reason'),
                    children: entry.reason ? <span dir="auto">{entry.reason}</span> : dash,
                  },
                ]}
              />
              {entry.detail ? (
                <JsonBlock title={t('audit.field.detail')} value={entry.detail} />
              ) : (
                <Typography.Text type="secondary">{t('audit.noDetail')}</Typography.Text>
              )}
            </Flex>
          ),
        },
      }}
    />
  );
}
