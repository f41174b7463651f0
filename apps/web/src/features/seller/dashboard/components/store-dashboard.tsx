import { lazy, Suspense, useCallback, useMemo } from 'react';
import { Button, Image, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  formatMoney,
  imageUrl,
  ORDER_STATUSES,
  SHIP_ON_TIME_HOURS,
  WALLET_CURRENCY,
  type SellerDashboard,
} from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { MEDIA_HOST } from '#web/config/app';
import { currentLocale } from '#web/lib/i18n';
import { useDashboard } from '#web/features/seller/dashboard/api/dashboard';
import { SELLER_ORDER_PATHS } from '#web/features/seller/orders/paths';
import { SELLER_PRODUCT_PATHS } from '#web/features/seller/products/paths';
import '#web/features/seller/dashboard/dashboard.css';
import { SectionCard } from '#web/components/section-card';

const SalesChart = lazy(() => import('./sales-chart'));

/** Rates as the dashboard shows them: a percent with at most one decimal. */
const percentFormat = (locale: string) =>
  new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });

/** The order states a store's dashboard counts (unpaid orders are the buyer's, not the seller's, to act on). */
const COUNTED = ORDER_STATUSES.filter((s) => s !== 'unpaid');

function Todo({ todo }: { todo: SellerDashboard['todo'] }) {
  const { t } = useTranslation('seller');
  // Each to-do opens its order tab or product filter.
  const items = [
    { key: 'toPurchase', value: todo.toPurchase, to: SELLER_ORDER_PATHS.list('to_purchase') },
    { key: 'toShip', value: todo.toShip, to: SELLER_ORDER_PATHS.list('to_ship') },
    { key: 'refunds', value: todo.refunds, to: SELLER_ORDER_PATHS.list('refunds') },
    { key: 'outOfStock', value: todo.outOfStock, to: SELLER_PRODUCT_PATHS.list('out_of_stock') },
    { key: 'rejected', value: todo.rejected, to: SELLER_PRODUCT_PATHS.list('rejected') },
  ] as const;
  return (
    <SectionCard title={t('dashboard.todo.title')} testId="dash-todo">
      {/* Orders' work on the first row, products' on the second. */}
      <div className="dash-grid dash-grid--todo">
        {items.map((i) => {
          const className = `dash-tile${i.value > 0 ? ' dash-tile--due' : ''}${i.to ? ' dash-tile--link' : ''}`;
          const body = (
            <>
              <bdi className="dash-tile__value">{i.value.toLocaleString(currentLocale())}</bdi>
              <span className="dash-tile__label">{t(`dashboard.todo.${i.key}`)}</span>
            </>
          );
          return i.to ? (
            <Link key={i.key} to={i.to} className={className} data-testid={`dash-todo-${i.key}`}>
              {body}
            </Link>
          ) : (
            <div key={i.key} className={className} data-testid={`dash-todo-${i.key}`}>
              {body}
            </div>
          );
        })}
      </div>
    </SectionCard>
  );
}

function Today({ today, yesterday }: Pick<SellerDashboard, 'today' | 'yesterday'>) {
  const { t } = useTranslation('seller');
  const locale = currentLocale();
  const n = (v: number) => v.toLocaleString(locale);
  const percent = percentFormat(locale);
  // Conversion: the share of the day's visitors who paid an order of the store that day.
  const conversion = (d: SellerDashboard['today']) =>
    d.visitors > 0 ? percent.format(d.converted / d.visitors) : '—';
  const items = [
    { key: 'orders', now: <bdi>{n(today.orders)}</bdi>, before: n(yesterday.orders) },
    { key: 'sales', now: <MoneyText minor={today.sales} />, before: formatMoney(yesterday.sales, locale) },
    { key: 'buyers', now: <bdi>{n(today.buyers)}</bdi>, before: n(yesterday.buyers) },
    { key: 'visitors', now: <bdi>{n(today.visitors)}</bdi>, before: n(yesterday.visitors) },
    { key: 'views', now: <bdi>{n(today.views)}</bdi>, before: n(yesterday.views) },
    { key: 'conversion', now: <bdi dir="ltr">{conversion(today)}</bdi>, before: conversion(yesterday) },
  ] as const;
  return (
    <SectionCard title={t('dashboard.today.title')} extra={t('dashboard.utc')} testId="dash-today">
      <div className="dash-grid dash-grid--3">
        {items.map((i) => (
          <div key={i.key} className="dash-tile" data-testid={`dash-today-${i.key}`}>
            <span className="dash-tile__value">{i.now}</span>
            <span className="dash-tile__label">{t(`dashboard.today.${i.key}`)}</span>
            <span className="dash-tile__sub">
              {t('dashboard.today.yesterday')} <bdi dir="ltr">{i.before}</bdi>
            </span>
          </div>
        ))}
      </div>
    </SectionCard>
  );
}

function Trend({ d }: { d: SellerDashboard }) {
  const { t, i18n } = useTranslation('seller');
  const locale = currentLocale();
  const labels = useMemo(() => {
    const f = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' });
    return d.series.map((s) => f.format(new Date(`${s.day}T00:00:00Z`)));
  }, [d.series, locale]);
  const orders = useMemo(() => d.series.map((s) => s.orders), [d.series]);
  const sales = useMemo(() => d.series.map((s) => s.sales), [d.series]);
  const names = useMemo(
    () => ({ orders: t('dashboard.trend.orders'), sales: t('dashboard.trend.sales') }),
    [t],
  );
  const formatSales = useCallback((minor: number) => formatMoney(minor, locale), [locale]);
  const formatAxis = useCallback(
    (minor: number) => new Intl.NumberFormat(locale, { notation: 'compact' }).format(minor / 100),
    [locale],
  );
  return (
    <SectionCard title={t('dashboard.trend.title')} extra={t('dashboard.utc')} testId="dash-trend">
      <ul className="dash-legend" aria-hidden="true">
        <li>
          <span className="dash-legend__bar" /> {names.orders}
        </li>
        <li>
          <span className="dash-legend__line" /> {names.sales} (<bdi dir="ltr">{WALLET_CURRENCY}</bdi>)
        </li>
      </ul>
      <Suspense fallback={<Skeleton animated className="dash-chart-skeleton" />}>
        <SalesChart
          labels={labels}
          orders={orders}
          sales={sales}
          names={names}
          formatSales={formatSales}
          formatAxis={formatAxis}
          rtl={i18n.dir() === 'rtl'}
        />
      </Suspense>
      <div className="dash-grid dash-grid--2 dash-money">
        <div className="dash-tile" data-testid="dash-income">
          <span className="dash-tile__value">
            <MoneyText minor={d.money.income} />
          </span>
          <span className="dash-tile__label">{t('dashboard.money.income')}</span>
        </div>
        <div className="dash-tile" data-testid="dash-purchases">
          <span className="dash-tile__value">
            <MoneyText minor={d.money.purchases} />
          </span>
          <span className="dash-tile__label">{t('dashboard.money.purchases')}</span>
        </div>
      </div>
    </SectionCard>
  );
}

function Health({ health }: { health: SellerDashboard['health'] }) {
  const { t } = useTranslation('seller');
  const percent = percentFormat(currentLocale());
  const rows = [
    { key: 'shipOnTime', r: health.shipOnTime, good: true },
    { key: 'cancellation', r: health.cancellation, good: false },
    { key: 'refund', r: health.refund, good: false },
  ] as const;
  return (
    <SectionCard title={t('dashboard.health.title')} testId="dash-health">
      {rows.map(({ key, r, good }) => (
        <div key={key} className="dash-rate" data-testid={`dash-health-${key}`}>
          <div className="dash-rate__top">
            <span>{t(`dashboard.health.${key}`, { hours: SHIP_ON_TIME_HOURS })}</span>
            <bdi dir="ltr" className="dash-rate__value">
              {r.rate === null ? '—' : percent.format(r.rate)}
            </bdi>
          </div>
          <div className="dash-rate__bar" aria-hidden="true">
            <span
              className={`dash-rate__fill${good ? '' : ' dash-rate__fill--bad'}`}
              style={{ inlineSize: `${Math.round((r.rate ?? 0) * 100)}%` }}
            />
          </div>
          <span className="dash-rate__sub">
            {r.of === 0 ? t('dashboard.health.none') : t('dashboard.health.of', { hits: r.hits, of: r.of })}
          </span>
        </div>
      ))}
    </SectionCard>
  );
}

function Orders({ counts }: { counts: SellerDashboard['ordersByStatus'] }) {
  const { t } = useTranslation(['seller', 'order']);
  return (
    <SectionCard title={t('dashboard.orders.title')} testId="dash-orders">
      <div className="dash-grid dash-grid--4">
        {COUNTED.map((s) => (
          <div key={s} className="dash-tile dash-tile--small" data-testid={`dash-orders-${s}`}>
            <bdi className="dash-tile__value">{(counts[s] ?? 0).toLocaleString(currentLocale())}</bdi>
            <span className="dash-tile__label">{t(`order:status.${s}`)}</span>
          </div>
        ))}
      </div>
    </SectionCard>
  );
}

function Products({ d }: { d: SellerDashboard }) {
  const { t } = useTranslation('seller');
  return (
    <SectionCard title={t('dashboard.products.title')} testId="dash-products">
      {d.topProducts.length === 0 ? (
        <p className="dash-empty">{t('dashboard.products.none')}</p>
      ) : (
        <ol className="dash-products">
          {d.topProducts.map((p) => (
            <li key={p.id} className="dash-product">
              <Image
                src={imageUrl(p.image, MEDIA_HOST)}
                width={40}
                height={40}
                fit="cover"
                className="dash-product__img"
              />
              <span className="dash-product__title" dir="auto">
                {p.title}
              </span>
              <span className="dash-product__figures">
                {t('dashboard.products.sold', { count: p.sold })}
                <br />
                {t('dashboard.products.stock', { count: p.stock })}
              </span>
            </li>
          ))}
        </ol>
      )}
      {d.categories.length > 0 ? (
        <div className="dash-chips" data-testid="dash-categories">
          {d.categories.map((c) => (
            <span key={c.id} className="dash-chip">
              {c.name} · <bdi>{c.products}</bdi>
            </span>
          ))}
        </div>
      ) : null}
    </SectionCard>
  );
}

/**
 * The store's dashboard in the seller center: what waits, today against yesterday, 30 days of
 * orders and sales, orders by state, best sellers and categories, and the store's health — every
 * figure read from the store's recorded orders, products and ledger.
 */
export function StoreDashboard() {
  const { t } = useTranslation('seller');
  const q = useDashboard();
  if (q.isPending) return <Skeleton.Paragraph lineCount={8} animated className="dash-loading" />;
  if (!q.data)
    return (
      <div className="section-card dash-error" data-testid="dash-error">
        <span>{t('dashboard.loadFailed')}</span>
        <Button size="small" color="primary" fill="outline" onClick={() => void q.refetch()}>
          {t('dashboard.retry')}
        </Button>
      </div>
    );
  const d = q.data;
  return (
    <div className="dash" data-testid="store-dashboard">
      <Todo todo={d.todo} />
      <Today today={d.today} yesterday={d.yesterday} />
      <Trend d={d} />
      <Orders counts={d.ordersByStatus} />
      <Health health={d.health} />
      <Products d={d} />
    </div>
  );
}
