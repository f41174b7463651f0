import { Flex, Input, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@app/contract';
import { JsonBlock } from '../../../components/JsonBlock';
import { ListTable } from '../../../components/ListTable';
import { PageTitle } from '../../../components/PageTitle';
import { useFormatDateTime } from '../../../lib/format';
import { usePageParams } from '../../../lib/use-page-params';
import { useAuditList, type AuditQuery } from '../api/audit';

const ACTOR_COLORS: Record<AuditEntry['actorType'], string> = { staff: 'orange', user: 'blue', system: 'default' };

export default function AuditPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const { params, page, pageSize, setFilter, setPage } = usePageParams();
  const action = params.get('action') ?? '';
  const query: AuditQuery = { page, pageSize, ...(action ? { action } : {}) };
  const result = useAuditList(query);
  const dash = <Typography.Text type="secondary">—</Typography.Text>;

  const columns: TableColumnsType<AuditEntry> = [
    {
      title: t('audit.field.time'),
      dataIndex: 'createdAt',
      width: 190,
      render: (value: string) => formatDate(value),
    },
    {
      title: t('audit.field.actor'),
      key: 'actor',
      width: 220,
      render: (_: unknown, entry: AuditEntry) => (
        <Flex align="center" gap={6} wrap={false} style={{ minWidth: 0 }}>
          <Tag color={ACTOR_COLORS[entry.actorType]} style={{ marginInlineEnd: 0 }}>
            {t(`audit.actorType.${entry.actorType}`)}
          </Tag>
          <Typography.Text ellipsis>
            <span dir="auto">{entry.actorName ?? (entry.actorId !== null ? `#${entry.actorId}` : '')}</span>
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('audit.field.action'),
      dataIndex: 'action',
      width: 200,
      render: (value: string) => (
        <Typography.Link
          code
          onClick={(event) => {
            event.stopPropagation();
            setFilter('action', value);
          }}
          title={t('audit.filterByThis')}
        >
          {value}
        </Typography.Link>
      ),
    },
    {
      title: t('audit.field.target'),
      key: 'target',
      width: 150,
      render: (_: unknown, entry: AuditEntry) =>
        entry.targetType ? (
          <span dir="ltr">
            {entry.targetType}
            {entry.targetId ? ` #${entry.targetId}` : ''}
          </span>
        ) : (
          dash
        ),
    },
    {
      title: t('audit.field.reason'),
      dataIndex: 'reason',
      ellipsis: true,
      render: (value: string | null) => (value ? <span dir="auto">{value}</span> : dash),
    },
    {
      title: t('audit.field.ip'),
      dataIndex: 'ip',
      width: 140,
      render: (value: string | null) => (value ? <span dir="ltr">{value}</span> : dash),
    },
  ];

  return (
    <>
      <PageTitle title={t('audit.title')} subtitle={t('audit.subtitle')} />
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          key={action}
          defaultValue={action}
          placeholder={t('audit.filterPlaceholder')}
          aria-label={t('audit.filterPlaceholder')}
          allowClear
          enterButton={t('action.search')}
          onSearch={(value) => setFilter('action', value.trim() || null)}
          style={{ maxWidth: 440, flex: '1 1 260px' }}
          data-testid="audit-filter"
        />
      </Flex>
      <ListTable<AuditEntry>
        rowKey="id"
        columns={columns}
        result={result}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        scrollX={1100}
        emptyText={t(action ? 'audit.emptyFiltered' : 'audit.empty')}
        expandable={{
          expandRowByClick: true,
          expandedRowRender: (entry) => (
            <Flex vertical gap={8}>
              <Typography.Text strong>{t('audit.field.detail')}</Typography.Text>
              {entry.detail ? <JsonBlock value={entry.detail} /> : <Typography.Text type="secondary">{t('audit.noDetail')}</Typography.Text>}
            </Flex>
          ),
        }}
        testId="audit-table"
      />
    </>
  );
}
