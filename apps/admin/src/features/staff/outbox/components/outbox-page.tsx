import { Flex, Grid, Tag, Tooltip, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { OutboxMail } from '@app/contract';
import { PreBlock } from '#admin/components/json-block';
import { CataloguePage, SearchFilter } from '#admin/components/catalogue-page';
import { useFormatDateTime } from '#admin/lib/format';
import { usePageParams } from '#admin/lib/use-page-params';
import { useOutbox } from '#admin/features/staff/outbox/api/outbox';

function TransportTag({ transport }: { transport: OutboxMail['transport'] }) {
  const { t } = useTranslation();
  return (
    <Tag color={transport === 'smtp' ? 'blue' : 'gold'} style={{ marginInlineEnd: 0 }}>
      {t(`outbox.transport.${transport}`)}
    </Tag>
  );
}

export default function OutboxPage() {
  const { t } = useTranslation();
  const formatDate = useFormatDateTime();
  const screens = Grid.useBreakpoint();
  const { params, page, pageSize, setPage } = usePageParams();
  const to = params.get('to') ?? '';
  const result = useOutbox({ page, pageSize, ...(to ? { to } : {}) });

  const columns: TableColumnsType<OutboxMail> = [
    {
      title: t('outbox.field.to'),
      dataIndex: 'to',
      minWidth: 180,
      ellipsis: true,
      render: (value: string, mail: OutboxMail) => (
        <Flex vertical style={{ minWidth: 0 }}>
          <Typography.Text className="ltr-text" title={value}>
            {value}
          </Typography.Text>
          {screens.md ? null : (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDate(mail.createdAt)}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('outbox.field.subject'),
      dataIndex: 'subject',
      minWidth: 220,
      ellipsis: true,
      responsive: ['md'],
    },
    {
      title: t('outbox.field.transport'),
      dataIndex: 'transport',
      width: 140,
      responsive: ['lg'],
      render: (value: OutboxMail['transport']) => <TransportTag transport={value} />,
    },
    {
      title: t('outbox.field.createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      responsive: ['md'],
      render: (value: string) => formatDate(value),
    },
    {
      title: t('outbox.field.error'),
      dataIndex: 'error',
      width: 150,
      responsive: ['lg'],
      ellipsis: { showTitle: false },
      render: (value: string | null) =>
        value ? (
          <Tooltip title={value}>
            <Typography.Text type="danger">{value}</Typography.Text>
          </Tooltip>
        ) : (
          <Typography.Text type="secondary">{t('outbox.noError')}</Typography.Text>
        ),
    },
  ];

  return (
    <CataloguePage<OutboxMail>
      ns="staff:outbox"
      result={result}
      filters={<SearchFilter param="to" placeholder={t('outbox.filterPlaceholder')} testId="outbox-filter" />}
      table={{
        columns,
        pages: { page, pageSize, onPageChange: setPage },
        scrollX: 880,
        emptyText: t(to ? 'outbox.emptyFiltered' : 'outbox.empty'),
        testId: 'outbox-table',
        expandable: {
          expandRowByClick: true,
          expandedRowRender: (mail) => (
            <Flex vertical gap={12} style={{ minWidth: 0 }}>
              <Flex gap={8} align="center" wrap>
                <Typography.Text strong>{mail.subject}</Typography.Text>
                <TransportTag transport={mail.transport} />
              </Flex>
              <PreBlock title={t('outbox.fullText')} text={mail.text} testId="outbox-text" />
              {mail.error ? (
                <Typography.Text type="danger">
                  {t('outbox.field.error')}: {mail.error}
                </Typography.Text>
              ) : null}
            </Flex>
          ),
        },
      }}
    />
  );
}
