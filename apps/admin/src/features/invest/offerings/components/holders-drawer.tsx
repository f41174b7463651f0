import { useState } from 'react';
import { Drawer, Grid, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminOffering, OfferingHolder } from '@app/contract';
import { useMoney } from '#admin/components/money';
import { ErrorState } from '#admin/components/error-state';
import { useOfferingHolders } from '#admin/features/invest/offerings/api/offerings';

const STATE_COLOR = { reserved: 'warning', paid: 'success', abandoned: 'default' } as const;

/** An offering's reservations and holdings: who, units, what they paid and were paid out. */
export function HoldersDrawer({
  offering,
  onClose,
}: {
  offering: AdminOffering | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('invest');
  const money = useMoney();
  const phone = Grid.useBreakpoint().md === false;
  const [page, setPage] = useState(1);
  const holders = useOfferingHolders(offering?.id ?? null, page);
  const moment = (iso: string | null) =>
    iso
      ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
          new Date(iso),
        )
      : '—';
  const columns: TableColumnsType<OfferingHolder> = [
    {
      title: t('console.holders.col.who'),
      key: 'who',
      render: (_, h) => (
        <>
          <Typography.Text dir="auto">{h.nickname}</Typography.Text>
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {h.email}
          </Typography.Text>
        </>
      ),
    },
    { title: t('console.holders.col.units'), dataIndex: 'units', key: 'units', width: 80 },
    { title: t('console.holders.col.amount'), key: 'amount', width: 110, render: (_, h) => money(h.amount) },
    {
      title: t('console.holders.col.state'),
      key: 'state',
      width: 110,
      render: (_, h) => <Tag color={STATE_COLOR[h.state]}>{t(`console.holders.state.${h.state}`)}</Tag>,
    },
    {
      title: t('console.holders.col.reserved'),
      key: 'reserved',
      width: 160,
      render: (_, h) => moment(h.reservedAt),
    },
    {
      title: t('console.holders.col.paid'),
      key: 'paid',
      width: 160,
      render: (_, h) =>
        h.state === 'reserved' ? `${t('console.holders.payBy')} ${moment(h.payBy)}` : moment(h.paidAt),
    },
    { title: t('console.holders.col.earned'), key: 'earned', width: 110, render: (_, h) => money(h.earned) },
  ];
  return (
    <Drawer
      open={offering !== null}
      onClose={() => {
        setPage(1);
        onClose();
      }}
      width={phone ? '100%' : 960}
      title={offering ? t('console.holders.title', { drama: offering.drama.title }) : ''}
      destroyOnHidden
      data-testid="offering-holders-drawer"
    >
      {holders.error ? (
        <ErrorState error={holders.error} onRetry={() => void holders.refetch()} />
      ) : (
        <Table<OfferingHolder>
          rowKey="reservationId"
          size="small"
          loading={holders.isPending}
          columns={columns}
          dataSource={holders.data?.list ?? []}
          locale={{ emptyText: t('console.holders.empty') }}
          scroll={{ x: 860 }}
          pagination={{
            current: page,
            pageSize: 20,
            total: holders.data?.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          data-testid="offering-holders-table"
        />
      )}
    </Drawer>
  );
}
