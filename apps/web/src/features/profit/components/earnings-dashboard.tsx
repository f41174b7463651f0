import { lazy, Suspense, useMemo, useState } from 'react';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { formatMoney, type ProfitData } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { SectionCard } from '#web/components/section-card';
import { currentLocale } from '#web/lib/i18n';
import { ApiError } from '#web/lib/request';
import { useProfit } from '#web/features/profit/api/profit';
import { formatBp, formatCount, formatDay } from '#web/features/profit/lib';
import { PayoutBreakdown } from './payout-breakdown';
import '#web/features/profit/profit.css';

const EarningsChart = lazy(() => import('./earnings-charts'));

function Honesty({ data }: { data: ProfitData }) {
  const { t } = useTranslation('profit');
  return (
    <section className="pf-honest" data-testid="profit-honest">
      <h2 className="pf-honest__title">{t('honest.title')}</h2>
      <p>{t('honest.text')}</p>
      <p>{t('honest.deduction', { percent: formatBp(data.deductionBp, currentLocale()) })}</p>
      <p className="pf-honest__when" data-testid="profit-settles">
        {t('honest.when', { time: data.settlesAt, zone: data.timeZone })}
      </p>
    </section>
  );
}

function Summary({ data }: { data: ProfitData }) {
  const { t } = useTranslation('profit');
  const tiles: { key: string; minor: number }[] = [
    { key: 'yesterday', minor: data.yesterdayAmount },
    { key: 'lastMonth', minor: data.lastMonthAmount },
    { key: 'cost', minor: data.holdingsCost },
  ];
  return (
    <section className="pf-summary" data-testid="profit-summary">
      <div className="pf-summary__main">
        <div>
          <span className="pf-summary__label">{t('summary.today')}</span>
          <MoneyText minor={data.todayAmount} className="pf-summary__big" testId="profit-today" />
        </div>
        <div>
          <span className="pf-summary__label">{t('summary.total')}</span>
          <MoneyText minor={data.totalAmount} className="pf-summary__big" testId="profit-total" />
        </div>
      </div>
      <div className="pf-summary__tiles">
        {tiles.map((tile) => (
          <div key={tile.key} className="pf-summary__tile">
            <span className="pf-summary__label">{t(`summary.${tile.key}`)}</span>
            <MoneyText minor={tile.minor} testId={`profit-${tile.key}`} />
          </div>
        ))}
      </div>
      <p className="pf-summary__units">
        {t('summary.units', { units: formatCount(data.unitsHeld, currentLocale()) })}
      </p>
    </section>
  );
}

function Charts({ data }: { data: ProfitData }) {
  const { t, i18n } = useTranslation('profit');
  const locale = currentLocale();
  const labels = useMemo(() => data.daily.map((d) => formatDay(d.day, locale)), [data.daily, locale]);
  const formatAmount = useMemo(() => (minor: number) => formatMoney(minor, locale), [locale]);
  const trend = useMemo(
    () => [
      { name: t('trend.cost'), values: data.trend.map((d) => d.cost), color: '#8c8cff' },
      { name: t('trend.received'), values: data.trend.map((d) => d.received), color: '#fc573f' },
    ],
    [data.trend, t],
  );
  const daily = useMemo(
    () => [{ name: t('daily.series'), values: data.daily.map((d) => d.amount), color: '#fc573f' }],
    [data.daily, t],
  );
  const rtl = i18n.dir() === 'rtl';
  const anyDaily = data.daily.some((d) => d.amount > 0);
  const fallback = <Skeleton animated className="pf-chart-skeleton" />;
  return (
    <>
      <SectionCard title={t('trend.title')} testId="profit-trend">
        <p className="pf-muted">{t('trend.what')}</p>
        <Suspense fallback={fallback}>
          <EarningsChart
            kind="line"
            labels={labels}
            series={trend}
            formatAmount={formatAmount}
            rtl={rtl}
            label={t('trend.title')}
            totalLabel={t('trend.total')}
            testId="profit-trend-chart"
          />
        </Suspense>
      </SectionCard>
      <SectionCard title={t('daily.title')} testId="profit-daily">
        {anyDaily ? (
          <Suspense fallback={fallback}>
            <EarningsChart
              kind="bar"
              labels={labels}
              series={daily}
              formatAmount={formatAmount}
              rtl={rtl}
              label={t('daily.title')}
              testId="profit-daily-chart"
            />
          </Suspense>
        ) : (
          <p className="pf-empty" data-testid="profit-daily-none">
            {t('daily.none')}
          </p>
        )}
      </SectionCard>
    </>
  );
}

function Recent({ data, onOpen }: { data: ProfitData; onOpen: (id: number) => void }) {
  const { t } = useTranslation('profit');
  const locale = currentLocale();
  return (
    <SectionCard title={t('recent.title')} testId="profit-recent">
      {data.recent.length === 0 ? (
        <p className="pf-empty">{t('recent.none')}</p>
      ) : (
        <ul className="pf-payouts">
          {data.recent.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                className="pf-payout"
                onClick={() => onOpen(p.id)}
                data-testid={`profit-payout-${p.id}`}
              >
                <span className="pf-payout__body">
                  <span className="pf-payout__drama" dir="auto">
                    {p.title}
                  </span>
                  <span className="pf-muted">
                    {t('recent.forDay', { day: formatDay(p.day, locale, true) })} ·{' '}
                    {t('recent.units', {
                      units: formatCount(p.units, locale),
                      issued: formatCount(p.unitsIssued, locale),
                    })}
                  </span>
                </span>
                <MoneyText minor={p.amount} className="pf-payout__amount" />
                <RightOutline className="pf-payout__chevron" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

/** `/vip/dashboard`: the viewer's revenue-share earnings, each payout traceable to its settlement. */
export function EarningsDashboard() {
  const { t } = useTranslation(['profit', 'common', 'drama']);
  const navigate = useNavigate();
  const profit = useProfit();
  const [open, setOpen] = useState<number | null>(null);
  if (profit.isPending)
    return (
      <div className="pf-page">
        <Skeleton.Paragraph lineCount={10} animated />
      </div>
    );
  // The regulated-feature switch is off here: the server's words say so, and there is nothing to retry.
  if (profit.error instanceof ApiError && profit.error.error === 'FEATURE_OFF')
    return (
      <div className="pf-page">
        <ErrorBlock status="empty" title={profit.error.message} description="" data-testid="profit-off" />
      </div>
    );
  if (!profit.data)
    return (
      <div className="pf-page">
        <ErrorBlock status="default" title={t('loadFailed')} description="" data-testid="profit-error">
          <Button color="primary" fill="outline" shape="rounded" onClick={() => void profit.refetch()}>
            {t('common:action.retry')}
          </Button>
        </ErrorBlock>
      </div>
    );
  const data = profit.data;
  const holdsNothing = data.unitsHeld === 0 && data.totalAmount === 0 && data.recent.length === 0;
  return (
    <div className="pf-page" data-testid="profit-dashboard">
      {holdsNothing ? (
        <section className="pf-emptystate" data-testid="profit-empty">
          <h2>{t('empty.title')}</h2>
          <p>{t('empty.text')}</p>
          <Button
            color="primary"
            fill="outline"
            shape="rounded"
            onClick={() => void navigate('/vip/copyright')}
            data-testid="profit-empty-copyright"
          >
            {t('drama:route.vip.copyright')}
          </Button>
        </section>
      ) : (
        <>
          <Summary data={data} />
          <Charts data={data} />
          <Recent data={data} onOpen={setOpen} />
        </>
      )}
      <Honesty data={data} />
      <PayoutBreakdown id={open} onClose={() => setOpen(null)} />
    </div>
  );
}
