import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES, minorToDecimal, type ApiData } from '@app/contract';
import { TxHash } from '#admin/components/copy-text';
import { defineReviewQueue } from '#admin/components/define-review-queue';
import { isolate, useMoney } from '#admin/components/money';
import { ProofImage, REVIEW_STATUS_LOOK, ReviewUser, Secondary } from '#admin/components/review-queue';
import { useFormatDateTime } from '#admin/lib/format';

/** One row of the deposit review queue, as the contract defines it. */
type AdminDeposit = ApiData<'admin/getDepositReviewList'>['list'][number];

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } as const;

function Screenshot({ path, size }: { path: string | null; size?: number }) {
  const { t } = useTranslation('wallet');
  return (
    <ProofImage
      path={path}
      size={size}
      alt={t('console.deposits.field.screenshot')}
      none={t('console.deposits.noScreenshot')}
      testId="deposit-screenshot"
    />
  );
}

/** On-chain deposits staff credit (at the recorded rate) or reject with a reason. */
const depositQueue = defineReviewQueue({
  ns: 'wallet:console.deposits',
  list: 'admin/getDepositReviewList',
  review: 'admin/reviewDeposit',
  statuses: REVIEW_STATUSES,
  look: REVIEW_STATUS_LOOK,
  // A credit moves the ledger.
  alsoRefresh: [['ledger']],
  reviewWidth: 180,
  scrollX: { queue: 940, history: 980 },
  testIds: { tabs: 'deposit-tabs', table: 'deposits-table' },
  useView: () => {
    const { t } = useTranslation('wallet');
    const money = useMoney();
    const formatDate = useFormatDateTime();
    const asset = (d: AdminDeposit) =>
      isolate(`${minorToDecimal(d.assetAmount, d.assetScale)} ${d.currency}`);
    const rate = (d: AdminDeposit) =>
      t('console.deposits.rateValue', { currency: d.currency, rate: money(d.rateMinorPerUnit) });
    const user = (d: AdminDeposit) => (
      <ReviewUser user={d.user} idText={t('console.deposits.userId', { id: d.user.id })} />
    );
    return {
      columns: [
        {
          title: t('console.deposits.field.createdAt'),
          dataIndex: 'createdAt',
          width: 115,
          render: (value: string) => formatDate(value),
        },
        {
          title: t('console.deposits.field.user'),
          key: 'user',
          width: 175,
          render: (_: unknown, d) => user(d),
        },
        {
          title: t('console.deposits.field.asset'),
          key: 'asset',
          width: 150,
          render: (_: unknown, d) => (
            <Flex vertical align="flex-start" gap={2} style={{ minWidth: 0 }}>
              <Flex align="center" gap={6} wrap>
                <Typography.Text style={mono}>{asset(d)}</Typography.Text>
                <Tag style={{ marginInlineEnd: 0 }}>{d.network}</Tag>
              </Flex>
              <Secondary>{rate(d)}</Secondary>
            </Flex>
          ),
        },
        {
          title: t('console.deposits.field.credit'),
          dataIndex: 'creditAmount',
          width: 115,
          align: 'end',
          render: (value: number) => <Typography.Text strong>{money(value)}</Typography.Text>,
        },
        {
          title: t('console.deposits.field.txHash'),
          dataIndex: 'txHash',
          width: 150,
          render: (value: string) => <TxHash hash={value} />,
        },
        {
          title: t('console.deposits.field.screenshot'),
          dataIndex: 'screenshot',
          width: 105,
          render: (value: string | null) => <Screenshot path={value} />,
        },
      ],
      summaryTitle: t('console.deposits.field.deposit'),
      summary: (d) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text className="ltr-text" title={d.user.email}>
            {d.user.email}
          </Typography.Text>
          <Typography.Text strong>{money(d.creditAmount)}</Typography.Text>
          <Secondary>{`${asset(d)} · ${d.network}`}</Secondary>
          <Secondary>{formatDate(d.createdAt)}</Secondary>
        </Flex>
      ),
      details: (d) => [
        { key: 'user', label: t('console.deposits.field.user'), children: user(d) },
        { key: 'asset', label: t('console.deposits.field.asset'), children: `${asset(d)} · ${d.network}` },
        { key: 'rate', label: t('console.deposits.field.rate'), children: rate(d) },
        { key: 'credit', label: t('console.deposits.field.credit'), children: money(d.creditAmount) },
        {
          key: 'txHash',
          label: t('console.deposits.field.txHash'),
          children: <TxHash hash={d.txHash} full />,
        },
        {
          key: 'screenshot',
          label: t('console.deposits.field.screenshot'),
          children: <Screenshot path={d.screenshot} size={96} />,
        },
      ],
      // Amounts are isolated, so they read whole inside a right-to-left sentence.
      approveExplain: (d) =>
        t('console.deposits.approve.explain', { credit: money(d.creditAmount), email: d.user.email }),
      approved: (d) => t('console.deposits.approve.done', { credit: money(d.creditAmount) }),
      rejectExplain: (d) =>
        t('console.deposits.reject.explain', {
          email: d.user.email,
          amount: asset(d),
          credit: money(d.creditAmount),
        }),
    };
  },
});

export default depositQueue.Page;
