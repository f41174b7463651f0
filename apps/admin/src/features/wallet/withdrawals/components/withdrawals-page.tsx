import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES, type ApiData } from '@app/contract';
import { CopyText } from '#admin/components/copy-text';
import { defineReviewQueue } from '#admin/components/define-review-queue';
import { useMoney } from '#admin/components/money';
import { REVIEW_STATUS_LOOK, ReviewUser, Secondary } from '#admin/components/review-queue';
import { useFormatDateTime } from '#admin/lib/format';

/** One row of the withdrawal review queue, as the contract defines it. */
type AdminWithdrawal = ApiData<'admin/getWithdrawReviewList'>['list'][number];

/** How many approvals a withdrawal has of those it needs, as words and as a bar. */
function Approvals({ w }: { w: AdminWithdrawal }) {
  const { t } = useTranslation('wallet');
  return (
    <Flex vertical gap={0} style={{ minWidth: 0 }} data-testid="withdrawal-approvals">
      <Typography.Text style={{ fontSize: 13 }}>
        {t('console.withdrawals.approvalsValue', { approvals: w.approvals, needed: w.approvalsNeeded })}
      </Typography.Text>
      {w.firstApprover && w.approvalsNeeded > 1 ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="withdrawal-first-approver">
          {t('console.withdrawals.firstApprover', { name: w.firstApprover.name })}
        </Typography.Text>
      ) : null}
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
}

/**
 * Withdrawals staff pay out or reject (the hold is released). A large one needs two approvals:
 * the first says so, the second pays.
 */
const withdrawalQueue = defineReviewQueue({
  ns: 'wallet:console.withdrawals',
  list: 'admin/getWithdrawReviewList',
  review: 'admin/reviewWithdraw',
  statuses: REVIEW_STATUSES,
  look: REVIEW_STATUS_LOOK,
  // A payout or a released hold moves the ledger.
  alsoRefresh: [['ledger']],
  reviewWidth: 150,
  scrollX: { queue: 970, history: 980 },
  testIds: { tabs: 'withdrawal-tabs', table: 'withdrawals-table' },
  useView: () => {
    const { t } = useTranslation('wallet');
    const money = useMoney();
    const formatDate = useFormatDateTime();
    const user = (w: AdminWithdrawal) => (
      <ReviewUser user={w.user} idText={t('console.withdrawals.userId', { id: w.user.id })} />
    );
    const network = (w: AdminWithdrawal) => (
      <Tag style={{ marginInlineEnd: 0 }}>
        <span dir="ltr">
          {w.currency} · {w.network}
        </span>
      </Tag>
    );
    const total = (w: AdminWithdrawal) => (
      <Flex vertical align="flex-end" style={{ minWidth: 0 }}>
        <Typography.Text strong>{money(w.amount + w.fee)}</Typography.Text>
        <Secondary>{`${t('console.withdrawals.field.fee')} ${money(w.fee)}`}</Secondary>
      </Flex>
    );
    const needsAnother = (w: AdminWithdrawal) => w.approvals + 1 < w.approvalsNeeded;
    return {
      columns: [
        {
          title: t('console.withdrawals.field.createdAt'),
          dataIndex: 'createdAt',
          width: 115,
          render: (value: string) => formatDate(value),
        },
        {
          title: t('console.withdrawals.field.user'),
          key: 'user',
          width: 170,
          render: (_: unknown, w) => user(w),
        },
        {
          title: t('console.withdrawals.field.address'),
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
          title: t('console.withdrawals.field.amount'),
          dataIndex: 'amount',
          width: 115,
          align: 'end',
          render: (value: number) => money(value),
        },
        {
          title: t('console.withdrawals.field.total'),
          key: 'total',
          width: 125,
          align: 'end',
          render: (_: unknown, w) => total(w),
        },
        {
          title: t('console.withdrawals.field.approvals'),
          key: 'approvals',
          width: 110,
          render: (_: unknown, w) => <Approvals w={w} />,
        },
      ],
      summaryTitle: t('console.withdrawals.field.withdrawal'),
      summary: (w) => (
        <Flex vertical gap={2} style={{ minWidth: 0 }}>
          <Typography.Text className="ltr-text" title={w.user.email}>
            {w.user.email}
          </Typography.Text>
          <Typography.Text strong>{money(w.amount)}</Typography.Text>
          <Secondary>{`${w.currency} · ${w.network}`}</Secondary>
          <Secondary>{formatDate(w.createdAt)}</Secondary>
        </Flex>
      ),
      phoneStatusExtra: (w) =>
        w.approvalsNeeded > 1 ? (
          <Secondary>
            {t('console.withdrawals.approvalsValue', { approvals: w.approvals, needed: w.approvalsNeeded })}
          </Secondary>
        ) : null,
      details: (w) => [
        { key: 'user', label: t('console.withdrawals.field.user'), children: user(w) },
        { key: 'network', label: t('console.withdrawals.field.network'), children: network(w) },
        {
          key: 'address',
          label: t('console.withdrawals.field.address'),
          children: <CopyText text={w.address} full />,
        },
        { key: 'amount', label: t('console.withdrawals.field.amount'), children: money(w.amount) },
        { key: 'fee', label: t('console.withdrawals.field.fee'), children: money(w.fee) },
        { key: 'total', label: t('console.withdrawals.field.total'), children: money(w.amount + w.fee) },
        { key: 'approvals', label: t('console.withdrawals.field.approvals'), children: <Approvals w={w} /> },
      ],
      // What approving does: a first of two approvals, or the payout (the amount isolated for RTL).
      approveExplain: (w) =>
        needsAnother(w)
          ? t('console.withdrawals.approve.explainFirst', {
              next: w.approvals + 1,
              needed: w.approvalsNeeded,
              amount: money(w.amount),
            })
          : t(
              w.approvals > 0
                ? 'console.withdrawals.approve.explainSecond'
                : 'console.withdrawals.approve.explain',
              {
                amount: money(w.amount),
                network: `${w.currency} ${w.network}`,
              },
            ),
      approveConfirm: (w) =>
        t(
          needsAnother(w)
            ? 'console.withdrawals.approve.confirmFirst'
            : 'console.withdrawals.approve.confirm',
        ),
      approved: (w, after) =>
        after.status === 'approved'
          ? t('console.withdrawals.approve.done', { amount: money(w.amount) })
          : t('console.withdrawals.approve.partial', {
              approvals: after.approvals,
              needed: after.approvalsNeeded,
            }),
      rejectExplain: (w) =>
        t('console.withdrawals.reject.explain', { email: w.user.email, total: money(w.amount + w.fee) }),
    };
  },
});

export default withdrawalQueue.Page;
