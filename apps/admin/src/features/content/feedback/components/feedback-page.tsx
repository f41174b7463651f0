import { useState } from 'react';
import { Badge, Button, Flex, Segmented, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_FILTERS, type FeedbackFilter, type FeedbackItem } from '@app/contract';
import { CataloguePage, SearchFilter } from '#admin/components/catalogue-page';
import { useFormatDateTime } from '#admin/lib/format';
import { usePageParams } from '#admin/lib/use-page-params';
import { useFeedbackList, type FeedbackQuery } from '#admin/features/content/feedback/api/feedback';
import { FeedbackDrawer } from './feedback-drawer';
import { FeedbackStatusTag } from './feedback-status-tag';

const small = { fontSize: 12 } as const;

function filterOf(value: string | null): FeedbackFilter {
  return (FEEDBACK_FILTERS as readonly string[]).includes(value ?? '') ? (value as FeedbackFilter) : 'new';
}

export default function FeedbackPage() {
  const { t } = useTranslation('content');
  const when = useFormatDateTime();
  const { params, page, pageSize, setFilter, setPage } = usePageParams();
  // The inbox opens on what still needs an answer.
  const status = filterOf(params.get('status'));
  const keyword = params.get('keyword') ?? '';
  const query: FeedbackQuery = { page, pageSize, status, ...(keyword ? { keyword } : {}) };
  const result = useFeedbackList(query);
  const [open, setOpen] = useState<FeedbackItem | null>(null);
  const newCount = result.data?.newCount ?? 0;
  const label = (key: string) => t(`console.feedback.field.${key}`);

  const description = (f: FeedbackItem) => (
    <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }} dir="auto">
      {f.description}
    </Typography.Paragraph>
  );
  const from = (f: FeedbackItem) => (
    <Flex vertical style={{ minWidth: 0 }}>
      <Typography.Text ellipsis={{ tooltip: f.user.email }}>
        <bdi dir="ltr">{f.user.email}</bdi>
      </Typography.Text>
      {f.contact !== f.user.email ? (
        <Typography.Text type="secondary" style={small} ellipsis={{ tooltip: f.contact }} dir="auto">
          {t('console.feedback.contactValue', { contact: f.contact })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
  const statusCell = (f: FeedbackItem) => (
    <Flex vertical gap={2} align="flex-start" style={{ minWidth: 0, maxWidth: '100%' }}>
      <FeedbackStatusTag status={f.status} />
      {f.handledBy ? (
        <Typography.Text type="secondary" style={small} ellipsis={{ tooltip: f.handledBy.email }}>
          {t('console.feedback.byValue', { email: f.handledBy.email })}
        </Typography.Text>
      ) : null}
    </Flex>
  );
  const openButton = (f: FeedbackItem, withText = false) => (
    <Button
      size="small"
      icon={<EyeOutlined />}
      onClick={(e) => {
        e.stopPropagation();
        setOpen(f);
      }}
      aria-label={`${t('console.feedback.open')} #${f.id}`}
      data-testid="feedback-open"
    >
      {withText ? t('console.feedback.open') : null}
    </Button>
  );

  const desktopColumns: TableColumnsType<FeedbackItem> = [
    {
      title: label('createdAt'),
      dataIndex: 'createdAt',
      width: 170,
      render: (v: string) => <Typography.Text type="secondary">{when(v)}</Typography.Text>,
    },
    { title: label('user'), key: 'from', width: 220, render: (_: unknown, f) => from(f) },
    {
      title: label('description'),
      key: 'description',
      width: 344,
      render: (_: unknown, f) => description(f),
    },
    { title: label('status'), key: 'status', width: 170, render: (_: unknown, f) => statusCell(f) },
    {
      title: '',
      key: 'open',
      width: 56,
      fixed: 'end',
      align: 'center',
      render: (_: unknown, f) => openButton(f),
    },
  ];
  const phoneColumns: TableColumnsType<FeedbackItem> = [
    {
      title: label('description'),
      key: 'summary',
      render: (_: unknown, f) => (
        <Flex vertical gap={4} style={{ minWidth: 0 }}>
          {from(f)}
          {description(f)}
          <Flex gap={8} align="center">
            {statusCell(f)}
            <Typography.Text type="secondary" style={small}>
              {when(f.createdAt)}
            </Typography.Text>
          </Flex>
        </Flex>
      ),
    },
  ];

  return (
    <CataloguePage<FeedbackItem>
      ns="content:console.feedback"
      result={result}
      refresh={t('staff:catalogue.refresh')}
      filters={
        <>
          <Segmented<FeedbackFilter>
            value={status}
            onChange={(value) => setFilter('status', value === 'new' ? null : value)}
            options={FEEDBACK_FILTERS.map((f) => ({
              value: f,
              label:
                f === 'new' ? (
                  <Flex align="center" gap={6} data-testid="feedback-filter-new">
                    {t('console.feedback.filter.new')}
                    <Badge count={newCount} overflowCount={999} showZero={false} size="small" />
                  </Flex>
                ) : (
                  <span data-testid={`feedback-filter-${f}`}>{t(`console.feedback.filter.${f}`)}</span>
                ),
            }))}
          />
          <SearchFilter
            param="keyword"
            placeholder={t('console.feedback.searchPlaceholder')}
            testId="feedback-search"
          />
        </>
      }
      table={{
        columns: desktopColumns,
        phoneColumns,
        pages: { page, pageSize, onPageChange: setPage },
        scrollX: 960,
        emptyText: t(keyword ? 'console.feedback.emptyFiltered' : `console.feedback.empty.${status}`),
        onRow: (f) => ({ onClick: () => setOpen(f), style: { cursor: 'pointer' } }),
        testId: 'feedback-table',
      }}
      editor={<FeedbackDrawer item={open} onClose={() => setOpen(null)} />}
    />
  );
}
