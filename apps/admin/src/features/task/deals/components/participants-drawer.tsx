import { useState } from 'react';
import { Drawer, Grid, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminDeal, AdminDealParticipant as Participant } from '@app/contract';
import { useMoney } from '#admin/components/money';
import { ErrorState } from '#admin/components/error-state';
import { useDealParticipants } from '#admin/features/task/deals/api/deals';

const STATE_COLOR = { waiting: 'processing', settled: 'success', refunded: 'default' } as const;

/** A deal's participants: who, their order, what became of their place, cashback and refund. */
export function ParticipantsDrawer({ deal, onClose }: { deal: AdminDeal | null; onClose: () => void }) {
  const { t, i18n } = useTranslation('task');
  const money = useMoney();
  const phone = Grid.useBreakpoint().md === false;
  const [page, setPage] = useState(1);
  const people = useDealParticipants(deal?.id ?? null, page);
  const moment = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : '—';
  const columns: TableColumnsType<Participant> = [
    {
      title: t('console.people.col.who'),
      key: 'who',
      render: (_, p) => (
        <>
          <Typography.Text dir="auto">{p.nickname}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {p.email}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('console.people.col.order'),
      key: 'order',
      width: 200,
      render: (_, p) => (
        <>
          <Typography.Text copyable dir="ltr">
            {p.orderNo}
          </Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`order:status.${p.orderStatus}`)}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('console.people.col.joined'),
      key: 'joined',
      width: 170,
      render: (_, p) => moment(p.joinedAt),
    },
    {
      title: t('console.people.col.state'),
      key: 'state',
      width: 120,
      render: (_, p) => <Tag color={STATE_COLOR[p.state]}>{t(`console.people.state.${p.state}`)}</Tag>,
    },
    {
      title: t('console.people.col.cashback'),
      key: 'cashback',
      width: 110,
      render: (_, p) => money(p.cashbackPaid),
    },
    {
      title: t('console.people.col.refunded'),
      key: 'refunded',
      width: 170,
      render: (_, p) => moment(p.refundedAt),
    },
  ];
  return (
    <Drawer
      open={deal !== null}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      width={phone ? '100%' : 980}
      title={deal ? t('console.people.title', { title: deal.product.title }) : ''}
      destroyOnHidden
      data-testid="deal-participants-drawer"
    >
      {people.error ? (
        <ErrorState error={people.error} onRetry={() => void people.refetch()} />
      ) : (
        <Table<Participant>
          rowKey="orderId"
          size="small"
          loading={people.isPending}
          columns={columns}
          dataSource={people.data?.list ?? []}
          locale={{ emptyText: t('console.people.empty') }}
          scroll={{ x: 900 }}
          pagination={{
            current: page,
            pageSize: 20,
            total: people.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          data-testid="deal-participants-table"
        />
      )}
    </Drawer>
  );
}
