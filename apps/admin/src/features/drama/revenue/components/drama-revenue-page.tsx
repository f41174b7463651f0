import { useMemo } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Flex,
  Grid,
  Row,
  Segmented,
  Select,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { TableColumnsType } from 'antd';
import { CrownOutlined, ReloadOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import type { VideoRevenueRow } from '@app/contract';
import { EmptyState } from '#admin/components/empty-state';
import { ErrorState } from '#admin/components/error-state';
import { Money, useMoney } from '#admin/components/money';
import { PageTitle } from '#admin/components/page-title';
import { errorMessage } from '#admin/lib/errors';
import { usePageParams } from '#admin/lib/use-page-params';
import { useVideoRevenue, type RevenueQuery } from '#admin/features/drama/revenue/api/revenue';
import { SettledRevenue } from '#admin/features/profit';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const VIEWS = ['day', 'drama'] as const;
type View = (typeof VIEWS)[number];
type Totals = Omit<VideoRevenueRow, 'day' | 'videoId' | 'title'>;
const ZERO: Totals = { unlockRevenue: 0, unlocks: 0, vipRevenue: 0, vipPurchases: 0, total: 0 };

function add(a: Totals, b: Totals): Totals {
  return {
    unlockRevenue: a.unlockRevenue + b.unlockRevenue,
    unlocks: a.unlocks + b.unlocks,
    vipRevenue: a.vipRevenue + b.vipRevenue,
    vipPurchases: a.vipPurchases + b.vipPurchases,
    total: a.total + b.total,
  };
}

const keyOf = (r: Pick<VideoRevenueRow, 'videoId'>) => (r.videoId === null ? 'vip' : String(r.videoId));

/** Revenue of the drama app per UTC day and drama (unlocks) and VIP memberships, with totals. */
export default function DramaRevenuePage() {
  const { t, i18n } = useTranslation('drama');
  const money = useMoney();
  const phone = Grid.useBreakpoint().md === false;
  const { params, setParams } = usePageParams();
  const fromParam = params.get('from');
  const toParam = params.get('to');
  const drama = params.get('drama') ?? '';
  const view: View = params.get('view') === 'drama' ? 'drama' : 'day';
  const query: RevenueQuery = {
    ...(fromParam && DAY.test(fromParam) ? { from: fromParam } : {}),
    ...(toParam && DAY.test(toParam) ? { to: toParam } : {}),
  };
  const result = useVideoRevenue(query);
  const data = result.data;
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);

  // Dramas (and VIP) that earned something in the range: the filter's choices.
  const options = useMemo(() => {
    const seen = new Map<string, string>();
    for (const r of data?.list ?? []) {
      if (!seen.has(keyOf(r)))
        seen.set(
          keyOf(r),
          r.videoId === null ? t('console.dramas.revenue.vip') : (r.title ?? `#${r.videoId}`),
        );
    }
    return [...seen.entries()]
      .sort(([a], [b]) => Number(a === 'vip') - Number(b === 'vip'))
      .map(([value, label]) => ({ value, label }));
  }, [data, t]);

  const rows = useMemo(() => {
    const filtered = (data?.list ?? []).filter((r) => !drama || keyOf(r) === drama);
    if (view === 'day') return filtered;
    const byDrama = new Map<string, VideoRevenueRow>();
    for (const r of filtered) {
      const k = keyOf(r);
      const prev = byDrama.get(k);
      byDrama.set(k, prev ? { ...prev, ...add(prev, r) } : { ...r, day: '' });
    }
    return [...byDrama.values()].sort((a, b) => b.total - a.total);
  }, [data, drama, view]);
  const totals = useMemo(
    () => (drama ? rows.reduce<Totals>((s, r) => add(s, r), ZERO) : (data?.totals ?? ZERO)),
    [rows, drama, data],
  );

  const range: [Dayjs, Dayjs] | null = data ? [dayjs(data.from), dayjs(data.to)] : null;
  const dash = <Typography.Text type="secondary">—</Typography.Text>;
  const amount = (n: number) => (n ? <Money minor={n} /> : dash);
  const number = (n: number) => (n ? count(n) : dash);

  const columns: TableColumnsType<VideoRevenueRow> = [
    ...(view === 'day'
      ? [
          {
            title: t('console.dramas.revenue.day'),
            dataIndex: 'day',
            width: 120,
            render: (day: string) => <span dir="ltr">{day}</span>,
          },
        ]
      : []),
    {
      title: t('console.dramas.revenue.drama'),
      key: 'drama',
      // On a phone the columns do not fit: the table scrolls sideways in its card, and the drama
      // keeps a readable width instead of being squeezed to nothing.
      ...(phone ? { width: 160 } : {}),
      render: (_: unknown, r: VideoRevenueRow) =>
        r.videoId === null ? (
          <Tag icon={<CrownOutlined />} color="gold" style={{ marginInlineEnd: 0 }}>
            {t('console.dramas.revenue.vip')}
          </Tag>
        ) : (
          <Typography.Text ellipsis={{ tooltip: r.title }}>
            <span dir="auto">{r.title ?? t('console.dramas.revenue.deleted', { id: r.videoId })}</span>
          </Typography.Text>
        ),
    },
    {
      title: t('console.dramas.revenue.unlocks'),
      dataIndex: 'unlocks',
      width: 100,
      align: 'end',
      render: number,
      responsive: ['md'],
    },
    {
      title: t('console.dramas.revenue.unlockRevenue'),
      dataIndex: 'unlockRevenue',
      width: 140,
      align: 'end',
      render: amount,
    },
    {
      title: t('console.dramas.revenue.vipPurchases'),
      dataIndex: 'vipPurchases',
      width: 110,
      align: 'end',
      render: number,
      responsive: ['md'],
    },
    {
      title: t('console.dramas.revenue.vipRevenue'),
      dataIndex: 'vipRevenue',
      width: 140,
      align: 'end',
      render: amount,
    },
    {
      title: t('console.dramas.revenue.total'),
      dataIndex: 'total',
      width: 140,
      align: 'end',
      render: (n: number) => <Money minor={n} strong />,
    },
  ];
  // The totals row lines up with the visible columns (phones hide the counts).
  const visible = columns.filter((c) => !('responsive' in c && c.responsive) || !phone);
  const cell = (key: string) => {
    switch (key) {
      case 'unlocks':
        return count(totals.unlocks);
      case 'unlockRevenue':
        return <Money minor={totals.unlockRevenue} strong />;
      case 'vipPurchases':
        return count(totals.vipPurchases);
      case 'vipRevenue':
        return <Money minor={totals.vipRevenue} strong />;
      case 'total':
        return <Money minor={totals.total} strong />;
      default:
        return null;
    }
  };

  return (
    <>
      <PageTitle title={t('console.dramas.revenue.title')} subtitle={t('console.dramas.revenue.subtitle')} />
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          presets={[
            { label: t('console.dramas.revenue.last7'), value: [dayjs().subtract(6, 'day'), dayjs()] },
            { label: t('console.dramas.revenue.last30'), value: [dayjs().subtract(29, 'day'), dayjs()] },
            { label: t('console.dramas.revenue.thisMonth'), value: [dayjs().startOf('month'), dayjs()] },
            {
              label: t('console.dramas.revenue.lastMonth'),
              value: [
                dayjs().subtract(1, 'month').startOf('month'),
                dayjs().subtract(1, 'month').endOf('month'),
              ],
            },
          ]}
          onChange={(value) => {
            if (!value?.[0] || !value[1]) return;
            setParams({ from: value[0].format('YYYY-MM-DD'), to: value[1].format('YYYY-MM-DD') });
          }}
          aria-label={t('console.dramas.revenue.range')}
          data-testid="revenue-range"
        />
        <Select
          value={drama || undefined}
          onChange={(value?: string) => setParams({ drama: value ?? null })}
          options={options}
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          placeholder={t('console.dramas.revenue.allDramas')}
          style={{ width: phone ? '100%' : 260 }}
          aria-label={t('console.dramas.revenue.drama')}
          data-testid="revenue-drama"
        />
        <Segmented<View>
          value={view}
          onChange={(value) => setParams({ view: value === 'day' ? null : value })}
          options={VIEWS.map((value) => ({ value, label: t(`console.dramas.revenue.view.${value}`) }))}
        />
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void result.refetch()}
          loading={result.isFetching}
          style={{ marginInlineStart: 'auto' }}
          aria-label={t('console.dramas.refresh')}
        >
          {phone ? null : t('console.dramas.refresh')}
        </Button>
      </Flex>

      {result.error && !data ? (
        <ErrorState error={result.error} onRetry={() => void result.refetch()} />
      ) : (
        <>
          {result.error ? (
            <Alert
              type="warning"
              showIcon
              title={errorMessage(result.error, t)}
              style={{ marginBottom: 12 }}
            />
          ) : null}
          <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
            <Col xs={24} md={8}>
              <Card size="small" loading={result.isPending}>
                <Statistic title={t('console.dramas.revenue.total')} value={money(totals.total)} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {data ? t('console.dramas.revenue.rangeText', { from: data.from, to: data.to }) : null}
                </Typography.Text>
              </Card>
            </Col>
            <Col xs={12} md={8}>
              <Card size="small" loading={result.isPending}>
                <Statistic
                  title={t('console.dramas.revenue.unlockRevenue')}
                  value={money(totals.unlockRevenue)}
                />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('console.dramas.revenue.unlockCount', { count: totals.unlocks })}
                </Typography.Text>
              </Card>
            </Col>
            <Col xs={12} md={8}>
              <Card size="small" loading={result.isPending}>
                <Statistic title={t('console.dramas.revenue.vipRevenue')} value={money(totals.vipRevenue)} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('console.dramas.revenue.vipCount', { count: totals.vipPurchases })}
                </Typography.Text>
              </Card>
            </Col>
          </Row>
          <Table<VideoRevenueRow>
            rowKey={(r) => `${r.day}|${keyOf(r)}`}
            columns={columns}
            dataSource={rows}
            loading={result.isFetching}
            size="middle"
            tableLayout="fixed"
            scroll={{ x: phone ? 700 : 900 }}
            pagination={rows.length > 50 ? { pageSize: 50, showSizeChanger: false } : false}
            locale={{
              emptyText: result.isPending ? (
                <div style={{ height: 120 }} />
              ) : (
                <EmptyState description={t('console.dramas.revenue.empty')} />
              ),
            }}
            summary={() =>
              rows.length ? (
                <Table.Summary fixed>
                  <Table.Summary.Row style={{ background: '#fafafa' }}>
                    {visible.map((c, i) => {
                      const key = 'dataIndex' in c ? String(c.dataIndex) : String(c.key);
                      return (
                        <Table.Summary.Cell key={key} index={i} align={c.align}>
                          {i === 0 ? (
                            <Typography.Text strong>{t('console.dramas.revenue.totals')}</Typography.Text>
                          ) : (
                            cell(key)
                          )}
                        </Table.Summary.Cell>
                      );
                    })}
                  </Table.Summary.Row>
                </Table.Summary>
              ) : null
            }
            data-testid="revenue-table"
          />
          <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginTop: 12 }}>
            {t('console.dramas.revenue.note')}
          </Typography.Paragraph>
          {/* What the revenue share's daily settlement counted of the same days (issue 15). */}
          <SettledRevenue
            from={data?.from}
            to={data?.to}
            videoId={drama && drama !== 'vip' ? Number(drama) : undefined}
          />
        </>
      )}
    </>
  );
}
