import type { ReactNode } from 'react';
import { Badge, Button, Descriptions, Flex, Grid, Image, Tabs, Typography } from 'antd';
import type { DescriptionsProps, TableColumnsType } from 'antd';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  PictureOutlined,
  ReloadOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { imageUrl, type ReviewStatus } from '@app/contract';
import { useCanCall } from '#admin/lib/access';
import { usePageParams } from '#admin/lib/use-page-params';
import { ListTable, type ListResult } from './list-table';
import { PageTitle } from './page-title';
import { ReviewCell } from './review-cell';

const small = { fontSize: 12 } as const;

/** How the deposit and withdrawal queues show their statuses. */
export const REVIEW_STATUS_LOOK: Record<ReviewStatus, { color: string; icon: ReactNode }> = {
  reviewing: { color: 'processing', icon: <ClockCircleOutlined /> },
  approved: { color: 'success', icon: <CheckCircleOutlined /> },
  rejected: { color: 'error', icon: <CloseCircleOutlined /> },
};

/** The picture a user sent as proof (a transfer's screenshot, a bank voucher), or what stands for none. */
export function ProofImage({
  path,
  alt,
  none,
  testId,
  size = 44,
}: {
  path: string | null;
  alt: string;
  none: string;
  testId: string;
  size?: number;
}) {
  if (!path) return <Typography.Text type="secondary">{none}</Typography.Text>;
  return (
    <Image
      src={imageUrl(path, '')}
      alt={alt}
      width={size}
      height={size}
      style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid #f0f0f0' }}
      placeholder={
        <Flex align="center" justify="center" style={{ width: size, height: size, background: '#fafafa' }}>
          <PictureOutlined />
        </Flex>
      }
      data-testid={testId}
    />
  );
}

/** A line of secondary text under a cell's main value. */
export function Secondary({ children }: { children: string }) {
  return (
    <Typography.Text type="secondary" style={small}>
      {children}
    </Typography.Text>
  );
}

/** The user's email (a link to their record for those who may open it) and id. */
export function ReviewUser({ user, idText }: { user: { id: number; email: string }; idText: string }) {
  const canOpenUser = useCanCall('admin/getUserList');
  return (
    <Flex vertical style={{ minWidth: 0 }}>
      {canOpenUser ? (
        <Link
          to={`/users/${user.id}`}
          className="ltr-text"
          title={user.email}
          onClick={(e) => e.stopPropagation()}
        >
          {user.email}
        </Link>
      ) : (
        <Typography.Text className="ltr-text" title={user.email}>
          {user.email}
        </Typography.Text>
      )}
      <Secondary>{idText}</Secondary>
    </Flex>
  );
}

interface Reviewed<S extends string> {
  id: number;
  status: S;
  reviewer: { name: string } | null;
  reviewedAt: string | null;
  rejectReason: string | null;
}

interface Props<T extends Reviewed<S>, S extends string> {
  /** The page's i18n prefix, with its namespace (`bank:console.recharges`): its title, subtitle, tabs, empty texts and field names. */
  ns: string;
  /** The tabs in order; the first is the queue, shown when no status is asked for. */
  statuses: readonly S[];
  useList: (query: { page: number; pageSize: number; status?: S }) => ListResult<T>;
  /** The columns before the decision (queue) or review (history) column. */
  columns: TableColumnsType<T>;
  reviewWidth: number;
  /** The table's minimum width: in the queue, and in the other tabs. */
  scrollX: { queue: number; history: number };
  statusTag: (row: T) => ReactNode;
  /** The approve / reject buttons, or nothing when this staff member may not decide. */
  decide: (row: T) => ReactNode;
  /** Phones: the summary column's title and content, and what the status column adds. */
  summaryTitle: string;
  summary: (row: T) => ReactNode;
  phoneStatusExtra?: (row: T) => ReactNode;
  /** Phones: the details opened under a row. */
  details: (row: T) => DescriptionsProps['items'];
  tabsTestId: string;
  tableTestId: string;
}

type Tab<S> = S | 'all';

/** A review queue: status tabs, the table (or a phone summary), refresh and pagination. */
export function ReviewQueue<T extends Reviewed<S>, S extends string>({
  ns,
  statuses,
  useList,
  columns,
  reviewWidth,
  scrollX,
  statusTag,
  decide,
  summaryTitle,
  summary,
  phoneStatusExtra,
  details,
  tabsTestId,
  tableTestId,
}: Props<T, S>) {
  const { t } = useTranslation();
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  // Never empty: the queue comes first.
  const queue = statuses[0] as S;
  const tabs: readonly Tab<S>[] = [...statuses, 'all'];
  const { params, page, pageSize, setFilter, setPage } = usePageParams();
  const statusParam = params.get('status');
  const tab: Tab<S> = tabs.find((key) => key === statusParam) ?? queue;
  const result = useList({ page, pageSize, ...(tab === 'all' ? {} : { status: tab }) });
  // The size of the queue, shown on its tab whichever tab is open.
  const waiting = useList({ page: 1, pageSize: 1, status: queue });

  const review = (row: T) => (
    <ReviewCell reviewer={row.reviewer} reviewedAt={row.reviewedAt} reason={row.rejectReason} />
  );

  // The queue needs the decision; the history shows who decided, when and why.
  const lastColumn: TableColumnsType<T>[number] =
    tab === queue
      ? {
          title: t(`${ns}.field.actions`),
          key: 'actions',
          width: 140,
          fixed: 'end',
          render: (_: unknown, row) => decide(row),
        }
      : {
          title: t(tab === 'all' ? `${ns}.field.status` : `${ns}.field.reviewer`),
          key: 'review',
          width: reviewWidth,
          render: (_: unknown, row) =>
            tab === 'all' ? (
              <Flex vertical gap={6} align="flex-start" style={{ minWidth: 0, width: '100%' }}>
                {statusTag(row)}
                {row.status === queue ? decide(row) : review(row)}
              </Flex>
            ) : (
              review(row)
            ),
        };
  const desktopColumns = [...columns, lastColumn];

  // Phones: a summary and the decision; the rest opens under the row.
  const phoneColumns: TableColumnsType<T> = [
    { title: summaryTitle, key: 'summary', render: (_: unknown, row) => summary(row) },
    {
      title: t(`${ns}.field.status`),
      key: 'status',
      width: 128,
      render: (_: unknown, row) => (
        <Flex vertical gap={8} align="stretch">
          <span>{statusTag(row)}</span>
          {phoneStatusExtra?.(row)}
          {decide(row)}
        </Flex>
      ),
    },
  ];

  const expandedRowRender = (row: T) => (
    <Descriptions
      size="small"
      column={1}
      colon={false}
      styles={{ label: { width: 110 } }}
      items={[
        ...(details(row) ?? []),
        { key: 'reviewer', label: t(`${ns}.field.reviewer`), children: review(row) },
      ]}
    />
  );

  const waitingCount = waiting.data?.total ?? 0;

  return (
    <>
      <PageTitle title={t(`${ns}.title`)} subtitle={t(`${ns}.subtitle`)} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setFilter('status', key === queue ? null : key)}
        tabBarExtraContent={
          phone ? undefined : (
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void Promise.all([result.refetch(), waiting.refetch()])}
              loading={result.isFetching}
              aria-label={t(`${ns}.refresh`)}
            >
              {t(`${ns}.refresh`)}
            </Button>
          )
        }
        items={tabs.map((key) => ({
          key,
          label:
            key === queue ? (
              <Flex align="center" gap={6}>
                {t(`${ns}.tab.${String(key)}`)}
                <Badge count={waitingCount} overflowCount={999} showZero={false} />
              </Flex>
            ) : (
              t(`${ns}.tab.${String(key)}`)
            ),
        }))}
        data-testid={tabsTestId}
      />
      <ListTable<T>
        rowKey="id"
        columns={phone ? phoneColumns : desktopColumns}
        result={result}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        scrollX={tab === queue ? scrollX.queue : scrollX.history}
        emptyText={t(`${ns}.empty.${String(tab)}`)}
        expandable={phone ? { expandRowByClick: true, expandedRowRender } : undefined}
        testId={tableTestId}
      />
    </>
  );
}
