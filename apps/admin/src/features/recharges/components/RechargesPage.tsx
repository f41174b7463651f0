import { useState } from 'react';
import { Badge, Button, Descriptions, Flex, Grid, Image, Tabs, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { PictureOutlined, ReloadOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '@app/contract';
import { CopyText } from '../../../components/CopyText';
import { ListTable } from '../../../components/ListTable';
import { useMoney, useRate } from '../../../components/Money';
import { PageTitle } from '../../../components/PageTitle';
import { ReviewCell } from '../../../components/ReviewCell';
import { useCanCall } from '../../../lib/access';
import { useFormatDateTime } from '../../../lib/format';
import { usePageParams } from '../../../lib/use-page-params';
import { useRechargeReviewList, type RechargeReviewQuery } from '../api/recharges';
import { RechargeActions } from './RechargeActions';
import { RechargeStatusTag } from './RechargeStatusTag';
import { RejectRechargeModal } from './RejectRechargeModal';
import type { AdminRecharge } from './recharge-types';

type Status = AdminRecharge['status'];
type Tab = Status | 'all';
// The queue first, then the outcomes.
const TABS: readonly Tab[] = ['requesting', 'completed', 'rejected', 'cancelled', 'all'];
function isTab(value: string | null): value is Tab {
  return value !== null && (TABS as readonly string[]).includes(value);
}

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } as const;
const small = { fontSize: 12 } as const;

function Voucher({ path, size = 44 }: { path: string; size?: number }) {
  const { t } = useTranslation();
  if (!path) return <Typography.Text type="secondary">—</Typography.Text>;
  return (
    <Image
      src={imageUrl(path, '')}
      alt={t('recharges.field.voucher')}
      width={size}
      height={size}
      style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid #f0f0f0' }}
      placeholder={
        <Flex align="center" justify="center" style={{ width: size, height: size, background: '#fafafa' }}>
          <PictureOutlined />
        </Flex>
      }
      data-testid="recharge-voucher"
    />
  );
}

export default function RechargesPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const toRate = useRate();
  const formatDate = useFormatDateTime();
  const screens = Grid.useBreakpoint();
  const phone = screens.md === false;
  const canReview = useCanCall('admin/reviewRecharge');
  const canOpenUser = useCanCall('admin/getUserList');
  const { params, page, pageSize, setFilter, setPage } = usePageParams();
  const statusParam = params.get('status');
  const tab: Tab = isTab(statusParam) ? statusParam : 'requesting';
  const query: RechargeReviewQuery = { page, pageSize, ...(tab === 'all' ? {} : { status: tab }) };
  const result = useRechargeReviewList(query);
  // The size of the queue, shown on its tab whichever tab is open.
  const waiting = useRechargeReviewList({ page: 1, pageSize: 1, status: 'requesting' });
  const [rejecting, setRejecting] = useState<AdminRecharge | null>(null);

  const paid = (r: AdminRecharge) => money(r.amount, r.currency);
  const rate = (r: AdminRecharge) => toRate(r.currency, r.rateMinorPerUnit);
  const secondary = (text: string) => (
    <Typography.Text type="secondary" style={small}>
      {text}
    </Typography.Text>
  );
  const user = (r: AdminRecharge) => (
    <Flex vertical style={{ minWidth: 0 }}>
      {canOpenUser ? (
        <Link
          to={`/users/${r.user.id}`}
          className="ltr-text"
          title={r.user.email}
          onClick={(e) => e.stopPropagation()}
        >
          {r.user.email}
        </Link>
      ) : (
        <Typography.Text className="ltr-text" title={r.user.email}>
          {r.user.email}
        </Typography.Text>
      )}
      {secondary(t('recharges.userId', { id: r.user.id }))}
    </Flex>
  );
  const channel = (r: AdminRecharge) => (
    <Flex vertical style={{ minWidth: 0 }}>
      <Typography.Text ellipsis title={r.channelName}>
        {r.channelName}
      </Typography.Text>
      <Typography.Text type="secondary" style={small} ellipsis title={r.bankName}>
        {r.bankName}
      </Typography.Text>
    </Flex>
  );
  const review = (r: AdminRecharge) => (
    <ReviewCell reviewer={r.reviewer} reviewedAt={r.reviewedAt} reason={r.rejectReason} />
  );
  const decide = (r: AdminRecharge) =>
    canReview && r.status === 'requesting' ? (
      <RechargeActions recharge={r} onReject={setRejecting} vertical />
    ) : null;

  const baseColumns: TableColumnsType<AdminRecharge> = [
    {
      title: t('recharges.field.createdAt'),
      dataIndex: 'createdAt',
      width: 115,
      render: (value: string) => formatDate(value),
    },
    { title: t('recharges.field.user'), key: 'user', width: 170, render: (_: unknown, r) => user(r) },
    {
      title: t('recharges.field.channel'),
      key: 'channel',
      width: 150,
      render: (_: unknown, r) => channel(r),
    },
    {
      title: t('recharges.field.amount'),
      key: 'amount',
      width: 150,
      render: (_: unknown, r) => (
        <Flex vertical align="flex-start" gap={2} style={{ minWidth: 0 }}>
          <Flex align="center" gap={6} wrap>
            <Typography.Text style={mono}>{paid(r)}</Typography.Text>
            <Tag style={{ marginInlineEnd: 0 }}>{r.currency}</Tag>
          </Flex>
          {secondary(rate(r))}
        </Flex>
      ),
    },
    {
      title: t('recharges.field.credit'),
      dataIndex: 'creditAmount',
      width: 115,
      align: 'end',
      render: (value: number) => <Typography.Text strong>{money(value)}</Typography.Text>,
    },
    {
      title: t('recharges.field.receiptNo'),
      dataIndex: 'receiptNo',
      width: 140,
      render: (value: string) => <CopyText text={value} />,
    },
    {
      title: t('recharges.field.voucher'),
      dataIndex: 'voucher',
      width: 90,
      render: (value: string) => <Voucher path={value} />,
    },
  ];
  // The queue needs the decision; the history shows who decided, when and why.
  const lastColumn: TableColumnsType<AdminRecharge>[number] =
    tab === 'requesting'
      ? {
          title: t('recharges.field.actions'),
          key: 'actions',
          width: 140,
          fixed: 'end',
          render: (_: unknown, r) => decide(r),
        }
      : {
          title: t(tab === 'all' ? 'recharges.field.status' : 'recharges.field.reviewer'),
          key: 'review',
          width: 170,
          render: (_: unknown, r) =>
            tab === 'all' ? (
              <Flex vertical gap={6} align="flex-start" style={{ minWidth: 0, width: '100%' }}>
                <RechargeStatusTag status={r.status} />
                {r.status === 'requesting' ? decide(r) : review(r)}
              </Flex>
            ) : (
              review(r)
            ),
        };
  const desktopColumns = [...baseColumns, lastColumn];

  // Phones: a summary and the decision; the rest opens under the row.
  const phoneColumns: TableColumnsType<AdminRecharge> = [
    {
      title: t('recharges.field.recharge'),
      key: 'summary',
      render: (_: unknown, r) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text className="ltr-text" title={r.user.email}>
            {r.user.email}
          </Typography.Text>
          <Typography.Text strong>{money(r.creditAmount)}</Typography.Text>
          {secondary(`${paid(r)} · ${r.channelName}`)}
          {secondary(formatDate(r.createdAt))}
        </Flex>
      ),
    },
    {
      title: t('recharges.field.status'),
      key: 'status',
      width: 128,
      render: (_: unknown, r) => (
        <Flex vertical gap={8} align="stretch">
          <span>
            <RechargeStatusTag status={r.status} />
          </span>
          {decide(r)}
        </Flex>
      ),
    },
  ];

  const details = (r: AdminRecharge) => (
    <Descriptions
      size="small"
      column={1}
      colon={false}
      styles={{ label: { width: 110 } }}
      items={[
        { key: 'user', label: t('recharges.field.user'), children: user(r) },
        { key: 'channel', label: t('recharges.field.channel'), children: channel(r) },
        { key: 'amount', label: t('recharges.field.amount'), children: paid(r) },
        { key: 'rate', label: t('recharges.field.rate'), children: rate(r) },
        { key: 'credit', label: t('recharges.field.credit'), children: money(r.creditAmount) },
        {
          key: 'receiptNo',
          label: t('recharges.field.receiptNo'),
          children: <CopyText text={r.receiptNo} full />,
        },
        {
          key: 'voucher',
          label: t('recharges.field.voucher'),
          children: <Voucher path={r.voucher} size={96} />,
        },
        { key: 'reviewer', label: t('recharges.field.reviewer'), children: review(r) },
      ]}
    />
  );

  const waitingCount = waiting.data?.total ?? 0;

  return (
    <>
      <PageTitle title={t('recharges.title')} subtitle={t('recharges.subtitle')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => setFilter('status', key === 'requesting' ? null : key)}
        tabBarExtraContent={
          phone ? undefined : (
            <Button
              icon={<ReloadOutlined />}
              onClick={() => void Promise.all([result.refetch(), waiting.refetch()])}
              loading={result.isFetching}
              aria-label={t('recharges.refresh')}
            >
              {t('recharges.refresh')}
            </Button>
          )
        }
        items={TABS.map((key) => ({
          key,
          label:
            key === 'requesting' ? (
              <Flex align="center" gap={6}>
                {t('recharges.tab.requesting')}
                <Badge count={waitingCount} overflowCount={999} showZero={false} />
              </Flex>
            ) : (
              t(`recharges.tab.${key}`)
            ),
        }))}
        data-testid="recharge-tabs"
      />
      <ListTable<AdminRecharge>
        rowKey="id"
        columns={phone ? phoneColumns : desktopColumns}
        result={result}
        page={page}
        pageSize={pageSize}
        onPageChange={setPage}
        scrollX={1010}
        emptyText={t(`recharges.empty.${tab}`)}
        expandable={phone ? { expandRowByClick: true, expandedRowRender: details } : undefined}
        testId="recharges-table"
      />
      <RejectRechargeModal recharge={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
