import { useState } from 'react';
import { Flex, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES } from '@app/contract';
import { CopyText } from '#admin/components/copy-text';
import { useMoney } from '#admin/components/money';
import { ReviewQueue, ReviewUser, Secondary } from '#admin/components/review-queue';
import { useCanCall } from '#admin/lib/access';
import { useFormatDateTime } from '#admin/lib/format';
import { useWithdrawReviewList } from '#admin/features/wallet/withdrawals/api/withdrawals';
import { RejectWithdrawalModal } from './reject-withdrawal-modal';
import { WithdrawalActions } from './withdrawal-actions';
import { WithdrawalStatusTag } from './withdrawal-status-tag';
import type { AdminWithdrawal } from './withdrawal-types';

export default function WithdrawalsPage() {
  const { t } = useTranslation();
  const money = useMoney();
  const formatDate = useFormatDateTime();
  const canReview = useCanCall('admin/reviewWithdraw');
  const [rejecting, setRejecting] = useState<AdminWithdrawal | null>(null);

  const user = (w: AdminWithdrawal) => (
    <ReviewUser user={w.user} idText={t('withdrawals.userId', { id: w.user.id })} />
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
      {w.firstApprover && w.approvalsNeeded > 1 ? (
        <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="withdrawal-first-approver">
          {t('withdrawals.firstApprover', { name: w.firstApprover.name })}
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
  const total = (w: AdminWithdrawal) => (
    <Flex vertical align="flex-end" style={{ minWidth: 0 }}>
      <Typography.Text strong>{money(w.amount + w.fee)}</Typography.Text>
      <Secondary>{`${t('withdrawals.field.fee')} ${money(w.fee)}`}</Secondary>
    </Flex>
  );
  const decide = (w: AdminWithdrawal) =>
    canReview && w.status === 'reviewing' ? (
      <WithdrawalActions withdrawal={w} onReject={setRejecting} vertical />
    ) : null;

  const columns: TableColumnsType<AdminWithdrawal> = [
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
  return (
    <>
      <ReviewQueue<AdminWithdrawal, AdminWithdrawal['status']>
        ns="withdrawals"
        statuses={REVIEW_STATUSES}
        useList={useWithdrawReviewList}
        columns={columns}
        reviewWidth={150}
        scrollX={{ queue: 970, history: 980 }}
        statusTag={(w) => <WithdrawalStatusTag status={w.status} />}
        decide={decide}
        summaryTitle={t('withdrawals.field.withdrawal')}
        summary={(w) => (
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Typography.Text className="ltr-text" title={w.user.email}>
              {w.user.email}
            </Typography.Text>
            <Typography.Text strong>{money(w.amount)}</Typography.Text>
            <Secondary>{`${w.currency} · ${w.network}`}</Secondary>
            <Secondary>{formatDate(w.createdAt)}</Secondary>
          </Flex>
        )}
        phoneStatusExtra={(w) =>
          w.approvalsNeeded > 1 ? (
            <Secondary>
              {t('withdrawals.approvalsValue', { approvals: w.approvals, needed: w.approvalsNeeded })}
            </Secondary>
          ) : null
        }
        details={(w) => [
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
        ]}
        tabsTestId="withdrawal-tabs"
        tableTestId="withdrawals-table"
      />
      <RejectWithdrawalModal withdrawal={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
