import { Flex, Tag, Typography } from 'antd';
import {
  CheckCircleOutlined,
  ClockCircleOutlined,
  CloseCircleOutlined,
  MinusCircleOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ApiData } from '@app/contract';
import { CopyText } from '#admin/components/copy-text';
import { defineReviewQueue } from '#admin/components/define-review-queue';
import { useMoney, useRate } from '#admin/components/money';
import { ProofImage, ReviewUser, Secondary } from '#admin/components/review-queue';
import { useFormatDateTime } from '#admin/lib/format';

/** One row of the bank top-up queue, as the contract defines it. */
type AdminRecharge = ApiData<'admin/getRechargeReviewList'>['list'][number];

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } as const;
const small = { fontSize: 12 } as const;

function Voucher({ path, size }: { path: string; size?: number }) {
  const { t } = useTranslation('bank');
  return (
    <ProofImage
      path={path}
      size={size}
      alt={t('console.recharges.field.voucher')}
      none="—"
      testId="recharge-voucher"
    />
  );
}

/** Bank top-ups staff complete (a credit at the recorded rate, once) or reject with a reason. */
const rechargeQueue = defineReviewQueue({
  ns: 'bank:console.recharges',
  list: 'admin/getRechargeReviewList',
  review: 'admin/reviewRecharge',
  // The queue first, then the outcomes.
  statuses: ['requesting', 'completed', 'rejected', 'cancelled'],
  approveWords: 'complete',
  look: {
    requesting: { color: 'processing', icon: <ClockCircleOutlined /> },
    completed: { color: 'success', icon: <CheckCircleOutlined /> },
    rejected: { color: 'error', icon: <CloseCircleOutlined /> },
    cancelled: { color: 'default', icon: <MinusCircleOutlined /> },
  },
  // A credit moves the ledger.
  alsoRefresh: [['ledger']],
  reviewWidth: 170,
  scrollX: { queue: 1010, history: 1010 },
  testIds: { tabs: 'recharge-tabs', table: 'recharges-table' },
  useView: () => {
    const { t } = useTranslation('bank');
    const money = useMoney();
    const toRate = useRate();
    const formatDate = useFormatDateTime();
    const paid = (r: AdminRecharge) => money(r.amount, r.currency);
    const rate = (r: AdminRecharge) => toRate(r.currency, r.rateMinorPerUnit);
    const user = (r: AdminRecharge) => (
      <ReviewUser user={r.user} idText={t('console.recharges.userId', { id: r.user.id })} />
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
    return {
      columns: [
        {
          title: t('console.recharges.field.createdAt'),
          dataIndex: 'createdAt',
          width: 115,
          render: (value: string) => formatDate(value),
        },
        {
          title: t('console.recharges.field.user'),
          key: 'user',
          width: 170,
          render: (_: unknown, r) => user(r),
        },
        {
          title: t('console.recharges.field.channel'),
          key: 'channel',
          width: 150,
          render: (_: unknown, r) => channel(r),
        },
        {
          title: t('console.recharges.field.amount'),
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
          title: t('console.recharges.field.credit'),
          dataIndex: 'creditAmount',
          width: 115,
          align: 'end',
          render: (value: number) => <Typography.Text strong>{money(value)}</Typography.Text>,
        },
        {
          title: t('console.recharges.field.receiptNo'),
          dataIndex: 'receiptNo',
          width: 140,
          render: (value: string) => <CopyText text={value} />,
        },
        {
          title: t('console.recharges.field.voucher'),
          dataIndex: 'voucher',
          width: 90,
          render: (value: string) => <Voucher path={value} />,
        },
      ],
      summaryTitle: t('console.recharges.field.recharge'),
      summary: (r) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text className="ltr-text" title={r.user.email}>
            {r.user.email}
          </Typography.Text>
          <Typography.Text strong>{money(r.creditAmount)}</Typography.Text>
          <Secondary>{`${paid(r)} · ${r.channelName}`}</Secondary>
          <Secondary>{formatDate(r.createdAt)}</Secondary>
        </Flex>
      ),
      details: (r) => [
        { key: 'user', label: t('console.recharges.field.user'), children: user(r) },
        { key: 'channel', label: t('console.recharges.field.channel'), children: channel(r) },
        { key: 'amount', label: t('console.recharges.field.amount'), children: paid(r) },
        { key: 'rate', label: t('console.recharges.field.rate'), children: rate(r) },
        { key: 'credit', label: t('console.recharges.field.credit'), children: money(r.creditAmount) },
        {
          key: 'receiptNo',
          label: t('console.recharges.field.receiptNo'),
          children: <CopyText text={r.receiptNo} full />,
        },
        {
          key: 'voucher',
          label: t('console.recharges.field.voucher'),
          children: <Voucher path={r.voucher} size={96} />,
        },
      ],
      approveExplain: (r) =>
        t('console.recharges.complete.explain', {
          credit: money(r.creditAmount),
          paid: paid(r),
          email: r.user.email,
        }),
      approved: (r) => t('console.recharges.complete.done', { credit: money(r.creditAmount) }),
      rejectExplain: (r) =>
        t('console.recharges.reject.explain', {
          email: r.user.email,
          amount: paid(r),
          credit: money(r.creditAmount),
        }),
    };
  },
});

export default rechargeQueue.Page;
