import { useState } from 'react';
import { Flex, Image, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { REVIEW_STATUSES, imageUrl, minorToDecimal } from '@app/contract';
import { TxHash } from '#admin/components/copy-text';
import { isolate, useMoney } from '#admin/components/money';
import { ReviewQueue, ReviewUser, Secondary } from '#admin/components/review-queue';
import { useCanCall } from '#admin/lib/access';
import { useFormatDateTime } from '#admin/lib/format';
import { useDepositReviewList } from '#admin/features/wallet/deposits/api/deposits';
import { DepositActions } from './deposit-actions';
import { DepositStatusTag } from './deposit-status-tag';
import { RejectDepositModal } from './reject-deposit-modal';
import type { AdminDeposit } from './deposit-types';

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: 13 } as const;

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
  const canReview = useCanCall('admin/reviewDeposit');
  const [rejecting, setRejecting] = useState<AdminDeposit | null>(null);

  const asset = (d: AdminDeposit) => isolate(`${minorToDecimal(d.assetAmount, d.assetScale)} ${d.currency}`);
  const rate = (d: AdminDeposit) =>
    t('deposits.rateValue', { currency: d.currency, rate: money(d.rateMinorPerUnit) });
  const user = (d: AdminDeposit) => (
    <ReviewUser user={d.user} idText={t('deposits.userId', { id: d.user.id })} />
  );
  const decide = (d: AdminDeposit) =>
    canReview && d.status === 'reviewing' ? (
      <DepositActions deposit={d} onReject={setRejecting} vertical />
    ) : null;

  const columns: TableColumnsType<AdminDeposit> = [
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
          <Secondary>{rate(d)}</Secondary>
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

  return (
    <>
      <ReviewQueue<AdminDeposit, AdminDeposit['status']>
        ns="deposits"
        statuses={REVIEW_STATUSES}
        useList={useDepositReviewList}
        columns={columns}
        reviewWidth={180}
        scrollX={{ queue: 940, history: 980 }}
        statusTag={(d) => <DepositStatusTag status={d.status} />}
        decide={decide}
        summaryTitle={t('deposits.field.deposit')}
        summary={(d) => (
          <Flex vertical gap={2} style={{ minWidth: 0 }}>
            <Typography.Text className="ltr-text" title={d.user.email}>
              {d.user.email}
            </Typography.Text>
            <Typography.Text strong>{money(d.creditAmount)}</Typography.Text>
            <Secondary>{`${asset(d)} · ${d.network}`}</Secondary>
            <Secondary>{formatDate(d.createdAt)}</Secondary>
          </Flex>
        )}
        details={(d) => [
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
        ]}
        tabsTestId="deposit-tabs"
        tableTestId="deposits-table"
      />
      <RejectDepositModal deposit={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
