import { Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { DramaRevenueData } from '@app/contract';
import { EmptyState } from '#admin/components/empty-state';
import { Money } from '#admin/components/money';
import { useCanCall } from '#admin/lib/access';
import { request } from '#admin/lib/request';

type Row = DramaRevenueData['list'][number];

/**
 * The revenue page's settled part (issue 15 part 6): per drama and settlement day, what the daily
 * settlement counted (unlocks, VIP share by watch time, ads), deducted and adjusted, its net and
 * what the drama's unit holders were paid. Hidden for roles that may not read it, and while the
 * revenue share is switched off.
 */
export function SettledRevenue({ from, to, videoId }: { from?: string; to?: string; videoId?: number }) {
  const { t } = useTranslation('profit');
  const allowed = useCanCall('admin/getDramaRevenue');
  const query = { ...(from ? { from } : {}), ...(to ? { to } : {}), ...(videoId ? { videoId } : {}) };
  const result = useQuery({
    queryKey: ['profit', 'drama-revenue', query],
    queryFn: ({ signal }) => request('admin/getDramaRevenue', query, { signal }),
    placeholderData: keepPreviousData,
    enabled: allowed,
    retry: false,
  });
  if (!allowed || result.isError) return null;
  const dash = <Typography.Text type="secondary">—</Typography.Text>;
  const amount = (n: number) => (n ? <Money minor={n} /> : dash);
  const columns: TableColumnsType<Row> = [
    {
      title: t('console.col.day'),
      dataIndex: 'day',
      width: 110,
      render: (d: string) => <span dir="ltr">{d}</span>,
    },
    {
      title: t('console.col.drama'),
      dataIndex: 'title',
      width: 220,
      ellipsis: true,
      render: (v: string) => <span dir="auto">{v}</span>,
    },
    { title: t('console.col.unlocks'), dataIndex: 'unlockGross', align: 'end', render: amount },
    { title: t('console.col.vipShare'), dataIndex: 'vipShare', align: 'end', render: amount },
    { title: t('console.col.ads'), dataIndex: 'adGross', align: 'end', render: amount },
    { title: t('console.col.deductions'), dataIndex: 'deductions', align: 'end', render: amount },
    { title: t('console.col.adjustments'), dataIndex: 'adjustments', align: 'end', render: amount },
    {
      title: t('console.col.net'),
      dataIndex: 'net',
      align: 'end',
      render: (n: number) => <Money minor={n} strong />,
    },
    { title: t('console.col.paid'), dataIndex: 'paid', align: 'end', render: amount },
  ];
  return (
    <section style={{ marginTop: 24 }} data-testid="settled-revenue">
      <Typography.Title level={4}>{t('console.revenue.title')}</Typography.Title>
      <Typography.Paragraph type="secondary">
        {t('console.revenue.note', { zone: result.data?.timeZone ?? 'UTC' })}
      </Typography.Paragraph>
      <Table<Row>
        rowKey="settlementId"
        size="small"
        columns={columns}
        dataSource={result.data?.list ?? []}
        loading={result.isFetching}
        scroll={{ x: 900 }}
        pagination={(result.data?.list.length ?? 0) > 50 ? { pageSize: 50, showSizeChanger: false } : false}
        locale={{ emptyText: <EmptyState description={t('console.revenue.empty')} /> }}
        summary={() =>
          result.data?.list.length ? (
            <Table.Summary.Row style={{ background: '#fafafa' }}>
              <Table.Summary.Cell index={0} colSpan={2}>
                <Typography.Text strong>{t('console.revenue.totals')}</Typography.Text>
              </Table.Summary.Cell>
              {(
                ['unlockGross', 'vipShare', 'adGross', 'deductions', 'adjustments', 'net', 'paid'] as const
              ).map((k, i) => (
                <Table.Summary.Cell key={k} index={i + 2} align="end">
                  <Money minor={result.data.totals[k]} strong />
                </Table.Summary.Cell>
              ))}
            </Table.Summary.Row>
          ) : null
        }
      />
    </section>
  );
}
