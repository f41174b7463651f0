import { Suspense, lazy, useMemo, useState, type ReactNode } from 'react';
import {
  Alert,
  Button,
  Card,
  Col,
  Flex,
  Row,
  Segmented,
  Skeleton,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import {
  ArrowRightOutlined,
  CheckCircleOutlined,
  ClockCircleOutlined,
  ReloadOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  OVERVIEW_DAYS,
  OVERVIEW_LEDGER_CHECK_HOURS,
  OVERVIEW_QUEUES,
  WALLET_SCALE,
  formatMoney,
  type OverviewAlert,
  type OverviewData,
  type OverviewQueue,
} from '@app/contract';
import { EmptyState } from '#admin/components/empty-state';
import { ErrorState } from '#admin/components/error-state';
import { useMoney } from '#admin/components/money';
import { PageTitle } from '#admin/components/page-title';
import { useFormatDateTime } from '#admin/lib/format';
import { usePageParams } from '#admin/lib/use-page-params';
import { useRtl } from '#admin/lib/use-rtl';
import { useOverview, type OverviewDays } from '#admin/features/overview/dashboard/api/overview';
import {
  LEDGER_LINK,
  ORDERS_LINK,
  QUEUE_LINKS,
  TRANSCODE_LINK,
  USERS_LINK,
} from '#admin/features/overview/dashboard/lib/links';
import type { TrendSeries } from './trend-chart';

// ECharts is large: its own chunk, loaded when the first chart shows.
const TrendChart = lazy(() => import('./trend-chart'));

const BRAND = '#fc573f';
const BLUE = '#1677ff';
// Long titles (German, Finnish) wrap rather than being cut off.
const WRAP = { title: { whiteSpace: 'normal' as const } };

/** The console's start: today's figures, what waits for staff, the trend and what needs attention. */
export default function OverviewPage() {
  const { t, i18n } = useTranslation();
  const { params, setFilter } = usePageParams();
  const days: OverviewDays = params.get('days') === '30' ? 30 : 14;
  const overview = useOverview(days);
  const when = useFormatDateTime();
  const data = overview.data;

  return (
    <>
      <PageTitle
        title={t(`console.overview.title`)}
        subtitle={
          data
            ? t(`console.overview.subtitle`, {
                date: dayLabel(data.today, 'long', i18n.language),
                zone: data.timeZone,
              })
            : undefined
        }
        extra={
          <Flex gap={8} align="center" wrap>
            {data ? (
              <Typography.Text type="secondary" data-testid="overview-updated">
                {t(`console.overview.updated`, { time: when(data.generatedAt) })}
              </Typography.Text>
            ) : null}
            <Button
              icon={<ReloadOutlined />}
              loading={overview.isFetching}
              onClick={() => void overview.refetch()}
            >
              {t(`console.overview.refresh`)}
            </Button>
          </Flex>
        }
      />
      {overview.isError && !data ? (
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : !data ? (
        <OverviewSkeleton />
      ) : (
        <OverviewBody
          data={data}
          days={days}
          onDays={(next) => setFilter('days', next === 14 ? null : String(next))}
        />
      )}
    </>
  );
}

function OverviewSkeleton() {
  return (
    <Flex vertical gap={16} data-testid="overview-loading" aria-busy="true">
      <Row gutter={[16, 16]}>
        {[0, 1, 2, 3].map((i) => (
          <Col key={i} xs={24} sm={12} xl={6}>
            <Card>
              <Skeleton active paragraph={{ rows: 1 }} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    </Flex>
  );
}

function OverviewBody({
  data,
  days,
  onDays,
}: {
  data: OverviewData;
  days: OverviewDays;
  onDays: (days: OverviewDays) => void;
}) {
  const { t } = useTranslation();
  const queues = OVERVIEW_QUEUES.filter((q) => data.queues[q] !== null);
  const seesAlerts = queues.length > 0 || data.transcode !== null || data.ledger !== null;
  const nothing = !data.orders && !data.users && !seesAlerts;

  if (nothing) return <EmptyState description={t(`console.overview.nothing`)} />;
  return (
    <Flex vertical gap={24}>
      {seesAlerts ? <Alerts data={data} /> : null}
      {data.orders || data.users ? <Today data={data} /> : null}
      {queues.length || data.transcode || data.ledger ? <Queues data={data} queues={queues} /> : null}
      {data.orders || data.users ? <Trends data={data} days={days} onDays={onDays} /> : null}
    </Flex>
  );
}

function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section>
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      {children}
    </section>
  );
}

function OpenLink({ to, testId }: { to: string; testId?: string }) {
  const { t } = useTranslation();
  const rtl = useRtl();
  return (
    <Link to={to} data-testid={testId}>
      {t(`console.overview.open`)} <ArrowRightOutlined rotate={rtl ? 180 : 0} />
    </Link>
  );
}

// ---------- alerts ----------

function Alerts({ data }: { data: OverviewData }) {
  const { t } = useTranslation();
  const when = useFormatDateTime();
  const text = (a: OverviewAlert): { message: string; to: string } => {
    switch (a.kind) {
      case 'ledgerProblems':
        return {
          message: t(`console.overview.alert.ledgerProblems`, { time: when(a.at), n: a.count }),
          to: LEDGER_LINK,
        };
      case 'ledgerUnchecked':
        return {
          message: a.at
            ? t(`console.overview.alert.ledgerUnchecked`, {
                time: when(a.at),
                hours: OVERVIEW_LEDGER_CHECK_HOURS,
              })
            : t(`console.overview.alert.ledgerNever`),
          to: LEDGER_LINK,
        };
      case 'transcodeFailed':
        return { message: t(`console.overview.alert.transcodeFailed`, { n: a.count }), to: TRANSCODE_LINK };
      case 'queueStale':
        return {
          message: t(`console.overview.alert.queueStale`, {
            queue: t(`console.overview.queue.${a.queue!}`),
            n: a.count,
            hours: data.staleHours,
            time: when(a.at),
          }),
          to: QUEUE_LINKS[a.queue!],
        };
    }
  };
  return (
    <Section title={t(`console.overview.alerts.title`)}>
      {data.alerts.length === 0 ? (
        <Alert
          type="success"
          showIcon
          icon={<CheckCircleOutlined />}
          message={t(`console.overview.alerts.none`)}
          data-testid="overview-no-alerts"
        />
      ) : (
        <Flex vertical gap={8} data-testid="overview-alerts">
          {data.alerts.map((a) => {
            const { message, to } = text(a);
            return (
              <Alert
                key={`${a.kind}:${a.queue ?? ''}`}
                type={a.kind === 'ledgerProblems' || a.kind === 'transcodeFailed' ? 'error' : 'warning'}
                showIcon
                message={message}
                action={<OpenLink to={to} />}
                data-testid={`overview-alert-${a.queue ?? a.kind}`}
              />
            );
          })}
        </Flex>
      )}
    </Section>
  );
}

// ---------- today ----------

function Today({ data }: { data: OverviewData }) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const cards: { key: string; title: string; value: string; yesterday: string; hint?: string; to: string }[] =
    [];
  if (data.orders) {
    const { today, yesterday } = data.orders;
    cards.push(
      {
        key: 'placed',
        title: t(`console.overview.orders.placed`),
        value: count(today.placed),
        yesterday: count(yesterday.placed),
        hint: t(`console.overview.orders.placedHint`),
        to: ORDERS_LINK,
      },
      {
        key: 'paid',
        title: t(`console.overview.orders.paid`),
        value: count(today.paid),
        yesterday: count(yesterday.paid),
        to: ORDERS_LINK,
      },
      {
        key: 'sales',
        title: t(`console.overview.orders.sales`),
        value: money(today.sales, data.currency),
        yesterday: money(yesterday.sales, data.currency),
        hint: t(`console.overview.orders.salesHint`),
        to: ORDERS_LINK,
      },
    );
  }
  if (data.users) {
    cards.push({
      key: 'users',
      title: t(`console.overview.users.new`),
      value: count(data.users.today),
      yesterday: count(data.users.yesterday),
      hint: t(`console.overview.users.total`, { n: count(data.users.total) }),
      to: USERS_LINK,
    });
  }
  return (
    <Section title={t(`console.overview.today.title`)}>
      <Row gutter={[16, 16]}>
        {cards.map((c) => (
          <Col key={c.key} xs={12} xl={6}>
            <Card
              size="small"
              styles={WRAP}
              extra={<OpenLink to={c.to} />}
              title={c.title}
              data-testid={`overview-today-${c.key}`}
              style={{ height: '100%' }}
            >
              <Statistic value={c.value} valueStyle={{ fontSize: 28 }} />
              <Typography.Text type="secondary">
                {t(`console.overview.yesterday`, { value: c.yesterday })}
              </Typography.Text>
              {c.hint ? (
                <div>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {c.hint}
                  </Typography.Text>
                </div>
              ) : null}
            </Card>
          </Col>
        ))}
      </Row>
    </Section>
  );
}

// ---------- queues ----------

function Queues({ data, queues }: { data: OverviewData; queues: OverviewQueue[] }) {
  const { t, i18n } = useTranslation();
  const when = useFormatDateTime();
  const count = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const transcode = data.transcode;
  const last = data.ledger?.lastCheck;
  return (
    <Section title={t(`console.overview.queues.title`)}>
      <Row gutter={[16, 16]}>
        {queues.map((name) => {
          const q = data.queues[name]!;
          return (
            <Col key={name} flex="1 1 170px">
              <Card
                size="small"
                styles={WRAP}
                title={t(`console.overview.queue.${name}`)}
                extra={<OpenLink to={QUEUE_LINKS[name]} testId={`overview-open-${name}`} />}
                data-testid={`overview-queue-${name}`}
                style={{ height: '100%' }}
              >
                <Statistic
                  value={count(q.pending)}
                  valueStyle={{ fontSize: 28, color: q.pending ? undefined : 'rgba(0,0,0,0.45)' }}
                  prefix={<ClockCircleOutlined style={{ fontSize: 18 }} />}
                />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {q.oldestAt
                    ? t(`console.overview.queue.oldest`, { time: when(q.oldestAt) })
                    : t(`console.overview.queue.none`)}
                </Typography.Text>
                {q.stale ? (
                  <div style={{ marginTop: 4 }}>
                    <Tag color="warning" icon={<WarningOutlined />}>
                      {t(`console.overview.queue.stale`, { hours: data.staleHours, n: count(q.stale) })}
                    </Tag>
                  </div>
                ) : null}
              </Card>
            </Col>
          );
        })}
        {transcode ? (
          <Col flex="1 1 260px">
            <Card
              size="small"
              styles={WRAP}
              title={t(`console.overview.transcode.title`)}
              extra={<OpenLink to={TRANSCODE_LINK} testId="overview-open-transcode" />}
              data-testid="overview-transcode"
              style={{ height: '100%' }}
            >
              <Flex gap={16} wrap>
                {(['pending', 'processing', 'failed', 'uploading'] as const).map((k) => (
                  <Statistic
                    key={k}
                    title={t(`console.overview.transcode.${k}`)}
                    value={count(transcode[k])}
                    valueStyle={{
                      fontSize: 22,
                      color: k === 'failed' && transcode.failed ? '#cf1322' : undefined,
                    }}
                  />
                ))}
              </Flex>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`console.overview.transcode.ready`, { n: count(transcode.ready) })}
              </Typography.Text>
            </Card>
          </Col>
        ) : null}
        {data.ledger ? (
          <Col flex="1 1 260px">
            <Card
              size="small"
              styles={WRAP}
              title={t(`console.overview.ledger.title`)}
              extra={<OpenLink to={LEDGER_LINK} testId="overview-open-ledger" />}
              data-testid="overview-ledger"
              style={{ height: '100%' }}
            >
              {!last ? (
                <Typography.Text type="warning">{t(`console.overview.ledger.never`)}</Typography.Text>
              ) : last.ok ? (
                <Typography.Text type="success">
                  <CheckCircleOutlined /> {t(`console.overview.ledger.ok`, { time: when(last.at) })}
                </Typography.Text>
              ) : (
                <Typography.Text type="danger">
                  <WarningOutlined />{' '}
                  {t(`console.overview.ledger.problems`, { time: when(last.at), n: last.problems })}
                </Typography.Text>
              )}
              <div style={{ marginTop: 8 }}>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t(`console.overview.ledger.hint`, { hours: OVERVIEW_LEDGER_CHECK_HOURS })}
                </Typography.Text>
              </div>
            </Card>
          </Col>
        ) : null}
      </Row>
    </Section>
  );
}

// ---------- trends ----------

/** A UTC day ('YYYY-MM-DD') in the chosen language: "Nov 26" on axes, the full date in the title. */
function dayLabel(day: string, style: 'short' | 'long', locale?: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return new Intl.DateTimeFormat(
    locale,
    style === 'short'
      ? { month: 'short', day: 'numeric', timeZone: 'UTC' }
      : { dateStyle: 'full', timeZone: 'UTC' },
  ).format(date);
}

function Trends({
  data,
  days,
  onDays,
}: {
  data: OverviewData;
  days: OverviewDays;
  onDays: (days: OverviewDays) => void;
}) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const rtl = useRtl();
  const money = useMoney();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const number = useMemo(() => new Intl.NumberFormat(locale), [locale]);
  const compact = useMemo(
    () => new Intl.NumberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }),
    [locale],
  );

  const orders = data.orders;
  const users = data.users;
  const labels = useMemo(
    () => (orders?.series ?? users?.series ?? []).map((s) => dayLabel(s.day, 'short', locale)),
    [orders, users, locale],
  );
  const orderSeries = useMemo<TrendSeries[]>(
    () =>
      orders
        ? [
            {
              name: t(`console.overview.orders.placed`),
              kind: 'bar',
              values: orders.series.map((s) => s.placed),
              format: (v) => number.format(v),
              color: BLUE,
            },
            {
              name: t(`console.overview.orders.sales`),
              kind: 'line',
              values: orders.series.map((s) => s.sales),
              format: (v) => formatMoney(v, locale, data.currency),
              axisFormat: (v) => compact.format(v / 10 ** WALLET_SCALE),
              unit: data.currency,
              color: BRAND,
            },
          ]
        : [],
    [orders, t, number, compact, locale, data.currency],
  );
  const signupSeries = useMemo<TrendSeries[]>(
    () =>
      users
        ? [
            {
              name: t(`console.overview.users.signups`),
              kind: 'bar',
              values: users.series.map((s) => s.signups),
              format: (v) => number.format(v),
              color: '#13a8a8',
            },
          ]
        : [],
    [users, t, number],
  );

  const rows = (orders?.series ?? users!.series).map((s, i) => ({
    day: s.day,
    placed: orders?.series[i]?.placed,
    paid: orders?.series[i]?.paid,
    sales: orders?.series[i]?.sales,
    signups: users?.series[i]?.signups,
  }));
  const chart = (key: string, title: string, series: TrendSeries[], empty: string) => {
    const blank = series.every((s) => s.values.every((v) => v === 0));
    return (
      <Col key={key} xs={24} xl={series.length > 1 ? 14 : 10}>
        <Card size="small" title={title} data-testid={`overview-chart-${key}`}>
          {blank ? (
            <Flex align="center" justify="center" style={{ height: 260 }}>
              <EmptyState description={empty} />
            </Flex>
          ) : (
            <Suspense
              fallback={
                <Flex align="center" justify="center" style={{ height: 260 }}>
                  <Skeleton.Node active style={{ width: 320, height: 200 }} />
                </Flex>
              }
            >
              <TrendChart labels={labels} series={series} rtl={rtl} label={title} />
            </Suspense>
          )}
        </Card>
      </Col>
    );
  };

  return (
    <Section
      title={t(`console.overview.trend.title`)}
      extra={
        <Flex gap={8} wrap>
          <Segmented<OverviewDays>
            value={days}
            onChange={onDays}
            aria-label={t(`console.overview.trend.period`)}
            options={OVERVIEW_DAYS.map((d) => ({ value: d, label: t(`console.overview.trend.last${d}`) }))}
            data-testid="overview-days"
          />
          <Segmented<'chart' | 'table'>
            value={view}
            onChange={setView}
            aria-label={t(`console.overview.trend.view`)}
            options={[
              { value: 'chart', label: t(`console.overview.trend.chart`) },
              { value: 'table', label: t(`console.overview.trend.table`) },
            ]}
            data-testid="overview-view"
          />
        </Flex>
      }
    >
      {view === 'chart' ? (
        <Row gutter={[16, 16]}>
          {orders
            ? chart(
                'orders',
                t(`console.overview.trend.orders`),
                orderSeries,
                t(`console.overview.trend.noOrders`),
              )
            : null}
          {users
            ? chart(
                'signups',
                t(`console.overview.users.signups`),
                signupSeries,
                t(`console.overview.trend.noSignups`),
              )
            : null}
        </Row>
      ) : (
        <Table
          size="small"
          rowKey="day"
          pagination={false}
          dataSource={[...rows].reverse()}
          data-testid="overview-trend-table"
          scroll={{ x: 560 }}
          columns={[
            {
              title: t(`console.overview.trend.day`),
              dataIndex: 'day',
              render: (d: string) => dayLabel(d, 'short', locale),
            },
            ...(orders
              ? [
                  {
                    title: t(`console.overview.orders.placed`),
                    dataIndex: 'placed',
                    align: 'end' as const,
                    render: (v: number) => number.format(v),
                  },
                  {
                    title: t(`console.overview.orders.paid`),
                    dataIndex: 'paid',
                    align: 'end' as const,
                    render: (v: number) => number.format(v),
                  },
                  {
                    title: t(`console.overview.orders.sales`),
                    dataIndex: 'sales',
                    align: 'end' as const,
                    render: (v: number) => money(v, data.currency),
                  },
                ]
              : []),
            ...(users
              ? [
                  {
                    title: t(`console.overview.users.signups`),
                    dataIndex: 'signups',
                    align: 'end' as const,
                    render: (v: number) => number.format(v),
                  },
                ]
              : []),
          ]}
        />
      )}
    </Section>
  );
}
