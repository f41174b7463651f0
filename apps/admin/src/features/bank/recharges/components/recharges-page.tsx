import { useState } from 'react';
import { Flex, Image, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '@app/contract';
import { CopyText } from '#admin/components/copy-text';
import { useMoney, useRate } from '#admin/components/money';
import { ReviewQueue, ReviewUser, Secondary } from '#admin/components/review-queue';
import { useCanCall } from '#admin/lib/access';
import { useFormatDateTime } from '#admin/lib/format';
import { useRechargeReviewList } from '#admin/features/bank/recharges/api/recharges';
import { RechargeActions } from './recharge-actions';
import { RechargeStatusTag } from './recharge-status-tag';
import { RejectRechargeModal } from './reject-recharge-modal';
import type { AdminRecharge } from './recharge-types';

type Status = AdminRecharge['status'];
// The queue first, then the outcomes.
const STATUSES: readonly Status[] = ['requesting', 'completed', 'rejected', 'cancelled'];

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
  const canReview = useCanCall('admin/reviewRecharge');
  const [rejecting, setRejecting] = useState<AdminRecharge | null>(null);

  const paid = (r: AdminRecharge) => money(r.amount, r.currency);
  const rate = (r: AdminRecharge) => toRate(r.currency, r.rateMinorPerUnit);
  const user = (r: AdminRecharge) => (
    <ReviewUser user={r.user} idText={t('recharges.userId', { id: r.user.id })} />
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
  const decide = (r: AdminRecharge) =>
    canReview && r.status === 'requesting' ? (
      <RechargeActions recharge={r} onReject={setRejecting} vertical />
    ) : null;

  const columns: TableColumnsType<AdminRecharge> = [
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
          <Secondary>{rate(r)}</Secondary>
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

  return (
    <>
      <ReviewQueue<AdminRecharge, Status>
        ns="recharges"
        statuses={STATUSES}
        useList={useRechargeReviewList}
        columns={columns}
        reviewWidth={170}
        scrollX={{ queue: 1010, history: 1010 }}
        statusTag={(r) => <RechargeStatusTag status={r.status} />}
        decide={decide}
        summaryTitle={t('recharges.field.recharge')}
        summary={(r) => (
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Typography.Text className="ltr-text" title={r.user.email}>
              {r.user.email}
            </Typography.Text>
            <Typography.Text strong>{money(r.creditAmount)}</Typography.Text>
            <Secondary>{`${paid(r)} · ${r.channelName}`}</Secondary>
            <Secondary>{formatDate(r.createdAt)}</Secondary>
          </Flex>
        )}
        details={(r) => [
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
        ]}
        tabsTestId="recharge-tabs"
        tableTestId="recharges-table"
      />
      <RejectRechargeModal recharge={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
