import { useState } from 'react';
import { Badge, Button, Descriptions, Flex, Grid, Tabs, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES, type ReviewStatus } from '@app/contract';
import { ListTable } from '../../../components/ListTable';
import { useMoney } from '../../../components/Money';
import { PageTitle } from '../../../components/PageTitle';
import { useCanCall } from '../../../lib/access';
import { useFormatDateTime } from '../../../lib/format';
import { usePageParams } from '../../../lib/use-page-params';
import { useWithdrawReviewList, type WithdrawReviewQuery } from '../api/withdrawals';
import { CopyText } from '../../../components/CopyText';
import { RejectWithdrawalModal } from './RejectWithdrawalModal';
import { ReviewCell } from '../../../components/ReviewCell';
import { WithdrawalActions } from './WithdrawalActions';
import { WithdrawalStatusTag } from './WithdrawalStatusTag';
import type { AdminWithdrawal } from './withdrawal-types';

type Tab = ReviewStatus | 'all';
const TABS: readonly Tab[] = [...REVIEW_STATUSES, 'all'];
function isTab(value: string | null): value is Tab {
  return value !== null && (TABS as readonly string[]).includes(value);
}

const small = { fontSize: 12 } as const;

export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const formatDate = useFormatDateTime();
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const canReview = useCanCall('admin/reviewWithdraw');
  const canOpenUser = useCanCall('admin/getUserList');
  const { params, page, pageSize, setFilter, setPage } = usePageParams();
  const statusParam = params.get('status');
  const tab: Tab = isTab(statusParam) ? statusParam : 'reviewing';
  const query: WithdrawReviewQuery = { page, pageSize, ...(tab === 'all' ? {} : { status: tab }) };
  const result = useWithdrawReviewList(query);
  // The size of the queue, shown on its tab whichever tab is open.
  const waiting = useWithdrawReviewList({ page: 1, pageSize: 1, status: 'reviewing' });
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null);

  const secondary = (text: string) => (
    <Typography.Text type="secondary" style={small}>
      {text}
    </Typography.Text>
  );
  const user = (w: AdminWithdrawal) => (
    <Flex vertical style={{ minWidth: 0 }}>
      {canOpenUser ? (
        <Link
          to={`/users/${w.user.id}`}
          className="ltr-text"
          title={w.user.email}
          onClick={(e) => e.stopPropagation()}
        >
          {w.user.email}
        </Link>
      ) : (
        <Typography.Text className="ltr-text" title={w.user.email}>
          {w.user.email}
        </Typography.Text>
      )}
      {secondary(t('withdrawals.userId', { id: w.user.id }))}
    </Flex>
  );
  const network = (w: AdminWithdrawal) => (
    <Tag style={{ marginInlineEnd: 0 }}>
      <span dir="ltr">
        {w.currency} · {w.network}
      </span>
    </Tag>
  );
  const approvals = (w: AdminWithdrawal) => (
    <Flex vertical gap={0} style={{ minWidth: 0 }} data-testid="withdrawal-approvals">
      <Typography.Text style={{ fontSize: 13 }}>
        {t('withdrawals.approvalsValue', { approvals: w.approvals, needed: w.approvalsNeeded })}
      </Typography.Text>
      <Flex gap={3} aria-hidden style={{ marginTop: 4 }}>
        {Array.from({ length: Math.max(1, w.approvalsNeeded) }, (_, i) => (
          <span
            key={i}
            style={{
              width: 18,
              height: 5,
              borderRadius: 3,
              background: i < w.approvals ? (w.status === 'rejected' ? '#ff7875' : '#52c41a') : '#e8e8e8',
            }}
          />
        ))}
      </Flex>
    </Flex>
  );
  const total = (w: AdminWithdrawal) => (
    <Flex vertical align="flex-end" style={{ minWidth: 0 }}>
      <Typography.Text strong>{money(w.amount + w.fee)}</Typography.Text>
      {secondary(`${t('withdrawals.field.fee')} ${money(w.fee)}`)}
    </Flex>
  );
  const review = (w: AdminWithdrawal) => (
    <ReviewCell reviewer={w.reviewer} reviewedAt={w.reviewedAt} reason={w.rejectReason} />
  );
  const decide = (w: AdminWithdrawal) =>
    canReview && w.status === 'reviewing' ? (
      <WithdrawalActions withdrawal={w} onReject={setRejecting} vertical />
    ) : null;

  const baseColumns: TableColumnsType<AdminWithdrawal> = [
    {
      title: t('withdrawals.field.createdAt'),
      dataIndex: 'createdAt',
      width: 115,
      render: (value: string) => formatDate(value),
    },
    { title: t('withdrawals.field.user'), key: 'user', width: 170, render: (_: unknown, w) => user(w) },
    {
      title: t('withdrawals.field.address'),
      key: 'address',
      width: 195,
      render: (_: unknown, w) => (
        <Flex vertical gap={4} align="flex-start" style={{ minWidth: 0 }}>
          {network(w)}
          <CopyText text={w.address} />
        </Flex>
      ),
    },
    {
      title: t('withdrawals.field.amount'),
      dataIndex: 'amount',
      width: 115,
      align: 'end',
      render: (value: number) => money(value),
    },
    {
      title: t('withdrawals.field.total'),
      key: 'total',
      width: 125,
      align: 'end',
      render: (_: unknown, w) => total(w),
    },
    {
      title: t('withdrawals.field.approvals'),
      key: 'approvals',
      width: 110,
      render: (_: unknown, w) => approvals(w),
    },
  ];
  // The queue needs the decision; the history shows who decided, when and why.
  const lastColumn: TableColumnsType<AdminWithdrawal>[number] =
    tab === 'reviewing'
      ? {
          title: t('withdrawals.field.actions'),
          key: 'actions',
          width: 140,
          fixed: 'end',
          render: (_: unknown, w) => decide(w),
        }
      : {
          title: t(tab === 'all' ? 'withdrawals.field.status' : 'withdrawals.field.reviewer'),
          key: 'review',
          width: 150,
          render: (_: unknown, w) =>
            tab === 'all' ? (
              <Flex vertical gap={6} align="flex-start" style={{ minWidth: 0, width: '100%' }}>
                <WithdrawalStatusTag status={w.status} />
                {w.status === 'reviewing' ? decide(w) : review(w)}
              </Flex>
            ) : (
              review(w)
            ),
        };
  const desktopColumns = [...baseColumns, lastColumn];

  // Phones: a summary and the decision; the rest opens under the row.
  const phoneColumns: TableColumnsType<AdminWithdrawal> = [
    {
      title: t('withdrawals.field.withdrawal'),
      key: 'summary',
      render: (_: unknown, w) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text className="ltr-text" title={w.user.email}>
            {w.user.email}
          </Typography.Text>
          <Typography.Text strong>{money(w.amount)}</Typography.Text>
          {secondary(`${w.currency} · ${w.network}`)}
          {secondary(formatDate(w.createdAt))}
        </Flex>
      ),
    },
    {
      title: t('withdrawals.field.status'),
      key: 'status',
      width: 128,
      render: (_: unknown, w) => (
        <Flex vertical gap={8} align="stretch">
          <span>
            <WithdrawalStatusTag status={w.status} />
          </span>
          {w.approvalsNeeded > 1
            ? secondary(
                t('withdrawals.approvalsValue', { approvals: w.approvals, needed: w.approvalsNeeded }),
              )
            : null}
          {decide(w)}
        </Flex>
      ),
    },
  ];

  const details = (w: AdminWithdrawal) => (
    <Descriptions
      size="small"
      column={1}
      colon={false}
      styles={{ label: { width: 110 } }}
      items={[
        { key: 'user', label: t('withdrawals.field.user'), children: user(w) },
        { key: 'network', label: t('withdrawals.field.network'), children: network(w) },
        {
          key: 'address',
          label: t('withdrawals.field.address'),
          children: <CopyText text={w.address} full />,
        },
        { key: 'amount', label: t('withdrawals.field.amount'), children: money(w.amount) },
        { key: 'fee', label: t('withdrawals.field.fee'), children: money(w.fee) },
        { key: 'total', label: t('withdrawals.field.total'), children: money(w.amount + w.fee) },
        { key: 'approvals', label: t('withdrawals.field.approvals'), children: approvals(w) },
        { key: 'reviewer', label: t('withdrawals.field.reviewer'), children: review(w) },
      ]}
    />
  );

  const waitingCount = waiting.data?.total ?? 0;

  return (
    <>
      <PageTitle title={t('withdrawals.title')} subtitle={t('withdrawals.subtitle')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setFilter('status', key === 'reviewing' ? null : key)}
        tabBarExtraContent={
          phone ? undefined : (
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void Promise.all([result.refetch(), waiting.refetch()])}
              loading={result.isFetching}
              aria-label={t('withdrawals.refresh')}
            >
              {t('withdrawals.refresh')}
            </Button>
          )
        }
        items={TABS.map((key) => ({
          key,
          label:
            key === 'reviewing' ? (
              <Flex align="center" gap={6}>
                {t('withdrawals.tab.reviewing')}
                <Badge count={waitingCount} overflowCount={999} showZero={false} />
              </Flex>
            ) : (
              t(`withdrawals.tab.${key}`)
            ),
        }))}
        data-testid="withdrawal-tabs"
      />
      <ListTable<AdminWithdrawal>
        rowKey="id"
        columns={phone ? phoneColumns : desktopColumns}
        result={result}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        scrollX={tab === 'reviewing' ? 970 : 980}
        emptyText={t(`withdrawals.empty.${tab}`)}
        expandable={phone ? { expandRowByClick: true, expandedRowRender: details } : undefined}
        testId="withdrawals-table"
      />
      <RejectWithdrawalModal withdrawal={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
