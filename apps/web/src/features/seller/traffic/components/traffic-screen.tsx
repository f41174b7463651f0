import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { Button, ErrorBlock, InfiniteScroll, NoticeBar, Skeleton, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type {
  MyStoreData,
  TrafficPackage,
  TrafficPlan,
  TrafficPlanListData,
  TrafficState,
} from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { currentLocale } from '#web/lib/i18n';
import {
  useTrafficPackages,
  useTrafficPlans,
  useTrafficStats,
} from '#web/features/seller/traffic/api/traffic';
import { formatMoment, formatRemaining, formatUnits } from '#web/features/seller/traffic/lib/format';
import { useBuyTraffic } from './use-buy-traffic';
import '#web/features/seller/traffic/traffic.css';
import { SectionCard } from '#web/components/section-card';

const ImpressionsChart = lazy(() => import('./impressions-chart'));

const STATE_COLOR: Record<TrafficState, 'success' | 'warning' | 'default'> = {
  running: 'success',
  queued: 'warning',
  ended: 'default',
};

function LoadFailed({ onRetry, testId }: { onRetry: () => void; testId: string }) {
  const { t } = useTranslation(['seller', 'common']);
  return (
    <ErrorBlock status="default" title={t('center.loadFailed')} description="" data-testid={testId}>
      <Button color="primary" fill="outline" shape="rounded" onClick={onRetry}>
        {t('common:action.retry')}
      </Button>
    </ErrorBlock>
  );
}

function Intro({ offer }: { offer: TrafficPlanListData | undefined }) {
  const { t } = useTranslation('traffic');
  const locale = currentLocale();
  const later = offer && Date.parse(offer.nextStartsAt) > Date.now() + 60_000;
  return (
    <section className="tp-intro" data-testid="traffic-intro">
      <h2 className="tp-intro__title">{t('intro.title')}</h2>
      <p>{t('intro.text')}</p>
      <p className="tp-intro__queue">{t('intro.queue')}</p>
      {offer ? (
        <p className="tp-intro__next" data-testid="traffic-next-start">
          {later
            ? t('intro.startsOn', { date: formatMoment(offer.nextStartsAt, locale) })
            : t('intro.startsNow')}
        </p>
      ) : null}
    </section>
  );
}

function Plans({
  canBuy,
  onBuy,
  busy,
}: {
  canBuy: boolean;
  onBuy: (plan: TrafficPlan, offer: TrafficPlanListData) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('traffic');
  const locale = currentLocale();
  const plans = useTrafficPlans();
  const offer = plans.data;
  return (
    <>
      <Intro offer={offer} />
      <SectionCard
        title={t('plans.title')}
        extra={
          offer ? (
            <>
              {t('plans.balance')} <MoneyText minor={offer.balance} testId="traffic-balance" />
            </>
          ) : null
        }
        testId="traffic-plans"
      >
        {plans.isPending ? (
          <Skeleton.Paragraph lineCount={4} animated />
        ) : !offer ? (
          <LoadFailed onRetry={() => void plans.refetch()} testId="traffic-plans-error" />
        ) : offer.list.length === 0 ? (
          <p className="tp-empty">{t('plans.empty')}</p>
        ) : (
          <ul className="tp-plans">
            {offer.list.map((plan) => (
              <li key={plan.id} className="tp-plan" data-testid={`traffic-plan-${plan.id}`}>
                <div className="tp-plan__body">
                  <h3 className="tp-plan__name" dir="auto">
                    {plan.name}
                  </h3>
                  <p className="tp-plan__text" dir="auto">
                    {plan.description}
                  </p>
                  <p className="tp-plan__meta">
                    <bdi>{formatUnits(plan.count, plan.unit, locale)}</bdi>
                    {plan.unit !== 'day' || plan.count !== plan.days ? (
                      <>
                        {' · '}
                        <bdi>{formatUnits(plan.days, 'day', locale)}</bdi>
                      </>
                    ) : null}
                  </p>
                </div>
                <div className="tp-plan__buy">
                  <MoneyText minor={plan.price} className="tp-plan__price" />
                  <Button
                    color="primary"
                    size="small"
                    shape="rounded"
                    disabled={!canBuy || busy}
                    onClick={() => onBuy(plan, offer)}
                    data-testid={`traffic-buy-${plan.id}`}
                  >
                    {t('plans.buy')}
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
    </>
  );
}

function Chart({ pkg, onAll }: { pkg: TrafficPackage | null; onAll: () => void }) {
  const { t, i18n } = useTranslation('traffic');
  const locale = currentLocale();
  const stats = useTrafficStats(pkg?.id ?? null);
  const days = stats.data?.days;
  const labels = useMemo(() => {
    const f = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    return (days ?? []).map((d) => f.format(new Date(`${d.day}T00:00:00Z`)));
  }, [days, locale]);
  const values = useMemo(() => (days ?? []).map((d) => d.impressions), [days]);
  const formatCount = useCallback((n: number) => n.toLocaleString(locale), [locale]);
  return (
    <SectionCard
      title={t('chart.title')}
      extra={
        pkg ? (
          <button type="button" className="tp-link" onClick={onAll} data-testid="traffic-chart-all">
            {t('chart.showAll')}
          </button>
        ) : (
          t('chart.utc')
        )
      }
      testId="traffic-stats"
    >
      <p className="tp-chart__what" data-testid="traffic-chart-what">
        {pkg ? t('chart.one', { name: pkg.name }) : t('chart.all')}
      </p>
      {stats.isPending ? (
        <Skeleton animated className="tp-chart-skeleton" />
      ) : !stats.data ? (
        <LoadFailed onRetry={() => void stats.refetch()} testId="traffic-stats-error" />
      ) : stats.data.days.length === 0 ? (
        <p className="tp-empty">{t('chart.noDays')}</p>
      ) : stats.data.total === 0 ? (
        <p className="tp-empty" data-testid="traffic-chart-none">
          {t('chart.none')}
        </p>
      ) : (
        <>
          <p className="tp-chart__total">
            {t('chart.total')} <bdi data-testid="traffic-chart-total">{formatCount(stats.data.total)}</bdi>
          </p>
          <Suspense fallback={<Skeleton animated className="tp-chart-skeleton" />}>
            <ImpressionsChart
              labels={labels}
              values={values}
              name={t('chart.series')}
              formatCount={formatCount}
              rtl={i18n.dir() === 'rtl'}
            />
          </Suspense>
        </>
      )}
    </SectionCard>
  );
}

function PackageCard({
  pkg,
  shown,
  onShow,
}: {
  pkg: TrafficPackage;
  shown: boolean;
  onShow: (pkg: TrafficPackage) => void;
}) {
  const { t } = useTranslation('traffic');
  const locale = currentLocale();
  const rows: { key: string; value: ReactNode }[] = [
    { key: 'purchased', value: <bdi>{formatMoment(pkg.purchasedAt, locale)}</bdi> },
    { key: 'starts', value: <bdi>{formatMoment(pkg.startsAt, locale)}</bdi> },
    { key: 'deadline', value: <bdi>{formatMoment(pkg.endsAt, locale)}</bdi> },
    {
      key: 'remaining',
      value:
        pkg.state === 'ended' ? (
          t('mine.noneLeft')
        ) : (
          <bdi>{formatRemaining(pkg.remainingSeconds, locale)}</bdi>
        ),
    },
    { key: 'paid', value: <MoneyText minor={pkg.price} /> },
    { key: 'impressions', value: <bdi>{pkg.impressions.toLocaleString(locale)}</bdi> },
  ];
  return (
    <li className={`tp-package tp-package--${pkg.state}`} data-testid={`traffic-package-${pkg.id}`}>
      <div className="tp-package__head">
        <h3 className="tp-package__name" dir="auto">
          {pkg.name}
        </h3>
        <Tag color={STATE_COLOR[pkg.state]} fill="outline" data-testid="traffic-package-state">
          {t(`mine.state.${pkg.state}`)}
        </Tag>
      </div>
      <dl className="tp-package__rows">
        {rows.map((r) => (
          <div key={r.key} className="tp-package__row" data-testid={`traffic-package-${r.key}`}>
            <dt>{t(`mine.${r.key}`)}</dt>
            <dd>{r.value}</dd>
          </div>
        ))}
      </dl>
      {pkg.state !== 'queued' ? (
        <button
          type="button"
          className="tp-link tp-package__chart"
          aria-pressed={shown}
          onClick={() => onShow(pkg)}
          data-testid="traffic-package-chart"
        >
          {t('mine.showChart')}
        </button>
      ) : null}
    </li>
  );
}

function Packages({ shown, onShow }: { shown: number | null; onShow: (pkg: TrafficPackage) => void }) {
  const { t } = useTranslation('traffic');
  const list = useTrafficPackages();
  const packages = list.data?.pages.flatMap((p) => p.list) ?? [];
  return (
    <SectionCard title={t('mine.title')} testId="traffic-packages">
      {list.isPending ? (
        <Skeleton.Paragraph lineCount={5} animated />
      ) : list.isError && !packages.length ? (
        <LoadFailed onRetry={() => void list.refetch()} testId="traffic-packages-error" />
      ) : packages.length === 0 ? (
        <p className="tp-empty" data-testid="traffic-packages-empty">
          {t('mine.empty')}
        </p>
      ) : (
        <ul className="tp-packages">
          {packages.map((pkg) => (
            <PackageCard key={pkg.id} pkg={pkg} shown={shown === pkg.id} onShow={onShow} />
          ))}
          <InfiniteScroll
            hasMore={list.hasNextPage}
            loadMore={async () => {
              await list.fetchNextPage();
            }}
          >
            {list.hasNextPage ? <Skeleton.Paragraph lineCount={1} animated /> : t('mine.end')}
          </InfiniteScroll>
        </ul>
      )}
    </SectionCard>
  );
}

/**
 * `/seller/traffic`: the packages on offer with their prices and durations, buying one from the
 * owner's wallet (asked first, with the balance), the store's packages with their times, payment
 * and impressions, and a chart of impressions per day. A store that may not buy reads only.
 */
export function TrafficScreen({ store }: { store: MyStoreData }) {
  const { t } = useTranslation('traffic');
  const canBuy = store.status === 'normal' || store.status === 'exception';
  const { buy, paying, sheet } = useBuyTraffic();
  const [chartOf, setChartOf] = useState<TrafficPackage | null>(null);
  return (
    <div className="tp-page" data-testid="traffic-screen">
      {canBuy ? null : (
        <NoticeBar
          color="alert"
          wrap
          content={t(store.readOnly ? 'blocked.disabled' : 'blocked.frozen')}
          data-testid="traffic-blocked"
        />
      )}
      <Plans canBuy={canBuy} busy={paying} onBuy={(plan, offer) => void buy(plan, offer)} />
      <Chart pkg={chartOf} onAll={() => setChartOf(null)} />
      <Packages
        shown={chartOf?.id ?? null}
        onShow={(pkg) => {
          setChartOf(pkg);
          document.querySelector('[data-testid="traffic-stats"]')?.scrollIntoView({ behavior: 'smooth' });
        }}
      />
      {sheet}
    </div>
  );
}
