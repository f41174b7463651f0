import { useState } from 'react';
import { Badge, Button, Descriptions, Flex, Grid, Image, Tabs, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { PictureOutlined, ReloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES, imageUrl, minorToDecimal, type ReviewStatus } from '@app/contract';
import { ListTable } from '../../../components/ListTable';
import { isolate, useMoney } from '../../../components/Money';
import { PageTitle } from '../../../components/PageTitle';
import { useCanCall } from '../../../lib/access';
import { useFormatDateTime } from '../../../lib/format';
import { usePageParams } from '../../../lib/use-page-params';
import { useDepositReviewList, type DepositReviewQuery } from '../api/deposits';
import { DepositActions } from './DepositActions';
import { DepositStatusTag } from './DepositStatusTag';
import { RejectDepositModal } from './RejectDepositModal';
import { ReviewCell } from '../../../components/ReviewCell';
import { TxHash } from '../../../components/CopyText';
import type { AdminDeposit } from './deposit-types';

type Tab = ReviewStatus | 'all';
const TABS: readonly Tab[] = [...REVIEW_STATUSES, 'all'];
function isTab(value: string | null): value is Tab {
  return value !== null && (TABS as readonly string[]).includes(value);
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } as const;
const small = { fontSize: 12 } as const;

function Screenshot({ path, size = 44 }: { path: string | null; size?: number }) {
  const { t } = useTranslation();
  if (!path) return <Typography.Text type="secondary">{t('deposits.noScreenshot')}</Typography.Text>;
  return (
    <Image
      src={imageUrl(path, '')}
      alt={t('deposits.field.screenshot')}
      width={size}
      height={size}
      style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid #f0f0f0' }}
      placeholder={
        <Flex align="center" justify="center" style={{ width: size, height: size, background: '#fafafa' }}>
          <PictureOutlined />
        </Flex>
      }
      data-testid="deposit-screenshot"
    />
  );
}

export default function DepositsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const formatDate = useFormatDateTime();
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const canReview = useCanCall('admin/reviewDeposit');
  const canOpenUser = useCanCall('admin/getUserList');
  const { params, page, pageSize, setFilter, setPage } = usePageParams();
  const statusParam = params.get('status');
  const tab: Tab = isTab(statusParam) ? statusParam : 'reviewing';
  const query: DepositReviewQuery = { page, pageSize, ...(tab === 'all' ? {} : { status: tab }) };
  const result = useDepositReviewList(query);
  // The size of the queue, shown on its tab whichever tab is open.
  const waiting = useDepositReviewList({ page: 1, pageSize: 1, status: 'reviewing' });
  const [rejecting, setRejecting] = useState<AdminDeposit | null>(null);

  const asset = (d: AdminDeposit) => isolate(`${minorToDecimal(d.assetAmount, d.assetScale)} ${d.currency}`);
  const rate = (d: AdminDeposit) =>
    t('deposits.rateValue', { currency: d.currency, rate: money(d.rateMinorPerUnit) });
  const secondary = (text: string) => (
    <Typography.Text type="secondary" style={small}>
      {text}
    </Typography.Text>
  );
  const user = (d: AdminDeposit) => (
    <Flex vertical style={{ minWidth: 0 }}>
      {canOpenUser ? (
        <Link
          to={`/users/${d.user.id}`}
          className="ltr-text"
          title={d.user.email}
          onClick={(e) => e.stopPropagation()}
        >
          {d.user.email}
        </Link>
      ) : (
        <Typography.Text className="ltr-text" title={d.user.email}>
          {d.user.email}
        </Typography.Text>
      )}
      {secondary(t('deposits.userId', { id: d.user.id }))}
    </Flex>
  );
  const review = (d: AdminDeposit) => (
    <ReviewCell reviewer={d.reviewer} reviewedAt={d.reviewedAt} reason={d.rejectReason} />
  );
  const decide = (d: AdminDeposit, vertical = true) =>
    canReview && d.status === 'reviewing' ? (
      <DepositActions deposit={d} onReject={setRejecting} vertical={vertical} />
    ) : null;

  const baseColumns: TableColumnsType<AdminDeposit> = [
    {
      title: t('deposits.field.createdAt'),
      dataIndex: 'createdAt',
      width: 115,
      render: (value: string) => formatDate(value),
    },
    { title: t('deposits.field.user'), key: 'user', width: 175, render: (_: unknown, d) => user(d) },
    {
      title: t('deposits.field.asset'),
      key: 'asset',
      width: 150,
      render: (_: unknown, d) => (
        <Flex vertical align="flex-start" gap={2} style={{ minWidth: 0 }}>
          <Flex align="center" gap={6} wrap>
            <Typography.Text style={mono}>{asset(d)}</Typography.Text>
            <Tag style={{ marginInlineEnd: 0 }}>{d.network}</Tag>
          </Flex>
          {secondary(rate(d))}
        </Flex>
      ),
    },
    {
      title: t('deposits.field.credit'),
      dataIndex: 'creditAmount',
      width: 115,
      align: 'end',
      render: (value: number) => <Typography.Text strong>{money(value)}</Typography.Text>,
    },
    {
      title: t('deposits.field.txHash'),
      dataIndex: 'txHash',
      width: 150,
      render: (value: string) => <TxHash hash={value} />,
    },
    {
      title: t('deposits.field.screenshot'),
      dataIndex: 'screenshot',
      width: 105,
      render: (value: string | null) => <Screenshot path={value} />,
    },
  ];
  // The queue needs the decision; the history shows who decided, when and why.
  const lastColumn: TableColumnsType<AdminDeposit>[number] =
    tab === 'reviewing'
      ? {
          title: t('deposits.field.actions'),
          key: 'actions',
          width: 140,
          fixed: 'end',
          render: (_: unknown, d) => decide(d),
        }
      : {
          title: t(tab === 'all' ? 'deposits.field.status' : 'deposits.field.reviewer'),
          key: 'review',
          width: 180,
          render: (_: unknown, d) =>
            tab === 'all' ? (
              <Flex vertical gap={6} align="flex-start" style={{ minWidth: 0, width: '100%' }}>
                <DepositStatusTag status={d.status} />
                {d.status === 'reviewing' ? decide(d) : review(d)}
              </Flex>
            ) : (
              review(d)
            ),
        };
  const desktopColumns = [...baseColumns, lastColumn];

  // Phones: a summary and the decision; the rest opens under the row.
  const phoneColumns: TableColumnsType<AdminDeposit> = [
    {
      title: t('deposits.field.deposit'),
      key: 'summary',
      render: (_: unknown, d) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text className="ltr-text" title={d.user.email}>
            {d.user.email}
          </Typography.Text>
          <Typography.Text strong>{money(d.creditAmount)}</Typography.Text>
          {secondary(`${asset(d)} · ${d.network}`)}
          {secondary(formatDate(d.createdAt))}
        </Flex>
      ),
    },
    {
      title: t('deposits.field.status'),
      key: 'status',
      width: 128,
      render: (_: unknown, d) => (
        <Flex vertical gap={8} align="stretch">
          <span>
            <DepositStatusTag status={d.status} />
          </span>
          {decide(d)}
        </Flex>
      ),
    },
  ];

  const details = (d: AdminDeposit) => (
    <Descriptions
      size="small"
      column={1}
      colon={false}
      styles={{ label: { width: 110 } }}
      items={[
        { key: 'user', label: t('deposits.field.user'), children: user(d) },
        { key: 'asset', label: t('deposits.field.asset'), children: `${asset(d)} · ${d.network}` },
        { key: 'rate', label: t('deposits.field.rate'), children: rate(d) },
        { key: 'credit', label: t('deposits.field.credit'), children: money(d.creditAmount) },
        { key: 'txHash', label: t('deposits.field.txHash'), children: <TxHash hash={d.txHash} full /> },
        {
          key: 'screenshot',
          label: t('deposits.field.screenshot'),
          children: <Screenshot path={d.screenshot} size={96} />,
        },
        { key: 'reviewer', label: t('deposits.field.reviewer'), children: review(d) },
      ]}
    />
  );

  const waitingCount = waiting.data?.total ?? 0;

  return (
    <>
      <PageTitle title={t('deposits.title')} subtitle={t('deposits.subtitle')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setFilter('status', key === 'reviewing' ? null : key)}
        tabBarExtraContent={
          phone ? undefined : (
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void Promise.all([result.refetch(), waiting.refetch()])}
              loading={result.isFetching}
              aria-label={t('deposits.refresh')}
            >
              {t('deposits.refresh')}
            </Button>
          )
        }
        items={TABS.map((key) => ({
          key,
          label:
            key === 'reviewing' ? (
              <Flex align="center" gap={6}>
                {t('deposits.tab.reviewing')}
                <Badge count={waitingCount} overflowCount={999} showZero={false} />
              </Flex>
            ) : (
              t(`deposits.tab.${key}`)
            ),
        }))}
        data-testid="deposit-tabs"
      />
      <ListTable<AdminDeposit>
        rowKey="id"
        columns={phone ? phoneColumns : desktopColumns}
        result={result}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        scrollX={tab === 'reviewing' ? 940 : 980}
        emptyText={t(`deposits.empty.${tab}`)}
        expandable={phone ? { expandRowByClick: true, expandedRowRender: details } : undefined}
        testId="deposits-table"
      />
      <RejectDepositModal deposit={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
