import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, ErrorBlock, Skeleton } from 'antd-mobile';
import { CheckCircleFill, ClockCircleOutline, PlayOutline, UnlockOutline } from 'antd-mobile-icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMoney, type ApiData, type VipPlan, type VipState } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { currentLocale } from '#web/lib/i18n';
import { isolateLtr } from '#web/lib/bidi';
import { useVipCfg, useVipWallet, vipKeys } from '#web/features/vip/api/vip';
import { usePayVip } from '#web/features/vip/hooks/use-pay-vip';
import {
  bestValuePlanId,
  formatVipDate,
  planMonths,
  pricePerMonth,
  salePercent,
} from '#web/features/vip/lib/plans';
import '#web/features/vip/vip.css';

import { DEPOSIT_PATH } from '#web/features/vip/lib/paths';
const VIP_ACTIVATE_PATH = '/vip/activate';

function Crown() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="vip-hero__crown">
      <path
        fill="currentColor"
        d="M3 7.5l4.6 3.7L12 4l4.4 7.2L21 7.5 19.3 18H4.7L3 7.5zM5 19.5h14V21H5v-1.5z"
      />
    </svg>
  );
}

function Hero({ vip }: { vip: VipState }) {
  const { t } = useTranslation('drama');
  const date = vip.endsAt ? formatVipDate(vip.endsAt, currentLocale()) : '';
  const title =
    vip.status === 'active'
      ? t('vip.state.active', { date })
      : vip.status === 'expired'
        ? t('vip.state.expired', { date })
        : t('vip.state.none');
  const hint =
    vip.status === 'active'
      ? t('vip.state.activeHint')
      : vip.status === 'expired'
        ? t('vip.state.expiredHint')
        : t('vip.state.noneHint');
  return (
    <header
      className={`vip-hero vip-hero--${vip.status}`}
      data-testid="vip-status"
      data-status={vip.status}
      data-ends-at={vip.endsAt ?? ''}
    >
      <div className="vip-hero__top">
        <Crown />
        <span className="vip-hero__badge">VIP</span>
        <span className={`vip-hero__pill vip-hero__pill--${vip.status}`}>
          {t(`vip.status.${vip.status}`)}
        </span>
      </div>
      <h1 className="vip-hero__title">{title}</h1>
      <p className="vip-hero__hint">{hint}</p>
    </header>
  );
}

/**
 * The membership at a glance for the "Me" page (not activated, active until, expired on), opening
 * the membership page to join, renew or manage it.
 */
export function VipStatusCard() {
  const { t } = useTranslation('drama');
  const cfg = useVipCfg();
  if (cfg.isError) return null;
  if (!cfg.data) return <div className="vip-card vip-card--loading" aria-hidden />;
  const { vip } = cfg.data;
  return (
    <Link to={VIP_ACTIVATE_PATH} className="vip-card" data-testid="vip-card">
      <Hero vip={vip} />
      <span className="vip-card__cta">
        {t(vip.status === 'active' ? 'drama.vip.manage' : 'drama.vip.go')}
      </span>
    </Link>
  );
}

function Benefits() {
  const { t } = useTranslation('drama');
  const items = [
    { icon: <PlayOutline />, title: t('vip.benefit.all'), text: t('vip.benefit.allText') },
    { icon: <UnlockOutline />, title: t('vip.benefit.noUnlock'), text: t('vip.benefit.noUnlockText') },
    { icon: <ClockCircleOutline />, title: t('vip.benefit.renew'), text: t('vip.benefit.renewText') },
  ];
  return (
    <section className="vip-section">
      <h2 className="vip-section__title">{t('vip.benefits')}</h2>
      <ul className="vip-benefits">
        {items.map((item) => (
          <li key={item.title} className="vip-benefit">
            <span className="vip-benefit__icon">{item.icon}</span>
            <span className="vip-benefit__body">
              <strong>{item.title}</strong>
              <span>{item.text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PlanCard({
  plan,
  selected,
  best,
  onSelect,
}: {
  plan: VipPlan;
  selected: boolean;
  best: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('drama');
  const months = planMonths(plan.days);
  const sale = salePercent(plan);
  return (
    <button
      type="button"
      role="radio"
      aria-checked={selected}
      className={`vip-plan${selected ? ' vip-plan--selected' : ''}`}
      onClick={onSelect}
      data-testid={`vip-plan-${plan.period}`}
    >
      {sale > 0 ? (
        <span className="vip-plan__tag vip-plan__tag--sale" data-testid="vip-sale-badge">
          <bdi dir="ltr">{t('vip.sale.off', { percent: sale })}</bdi>
        </span>
      ) : (
        best && <span className="vip-plan__tag">{t('vip.bestValue')}</span>
      )}
      <span className="vip-plan__name">{t(`vip.plan.${plan.period}`)}</span>
      <MoneyText minor={plan.price} className="vip-plan__price" testId={`vip-price-${plan.period}`} />
      {sale > 0 && (
        <MoneyText
          minor={plan.listPrice}
          strike
          className="vip-plan__list"
          testId={`vip-list-price-${plan.period}`}
        />
      )}
      <span className="vip-plan__rate">
        {months > 1
          ? t('vip.perMonth', { amount: isolateLtr(formatMoney(pricePerMonth(plan), currentLocale())) })
          : t('vip.days', { count: plan.days })}
      </span>
      {sale > 0 && plan.saleEndsAt && (
        <span className="vip-plan__until" data-testid={`vip-sale-until-${plan.period}`}>
          {t('vip.sale.until', { date: formatVipDate(plan.saleEndsAt, currentLocale()) })}
        </span>
      )}
      {selected && <CheckCircleFill className="vip-plan__check" aria-hidden="true" />}
    </button>
  );
}

function Loading() {
  return (
    <div className="vip-page" data-testid="vip-loading">
      <Skeleton animated className="vip-skeleton vip-skeleton--hero" />
      <div className="vip-plans">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} animated className="vip-skeleton vip-skeleton--plan" />
        ))}
      </div>
      <Skeleton.Paragraph lineCount={4} animated className="vip-skeleton--text" />
    </div>
  );
}

type Cfg = ApiData<'user_wallet/getVipCfg'>;

function Content({ cfg }: { cfg: Cfg }) {
  const { t } = useTranslation('drama');
  const client = useQueryClient();
  const wallet = useVipWallet();
  const best = useMemo(() => bestValuePlanId(cfg.plans), [cfg.plans]);
  const [chosen, setChosen] = useState<number | null>(null);
  const plan = cfg.plans.find((p) => p.id === (chosen ?? best)) ?? cfg.plans[0];

  const onPaid = useCallback(
    (vip: VipState) => client.setQueryData<Cfg>(vipKeys.cfg, (old) => (old ? { ...old, vip } : old)),
    [client],
  );
  const { pay, paying, sheet } = usePayVip(onPaid);

  const balance = wallet.data?.balance;
  const short = plan !== undefined && balance !== undefined && balance < plan.price;
  const renew = cfg.vip.status === 'active';
  const amount = plan ? isolateLtr(formatMoney(plan.price, currentLocale())) : '';

  return (
    <div className="vip-page">
      <Hero vip={cfg.vip} />

      <section className="vip-section">
        <h2 className="vip-section__title">{renew ? t('vip.plans.renew') : t('vip.plans.title')}</h2>
        {cfg.plans.length === 0 ? (
          <p className="vip-empty">{t('vip.plans.empty')}</p>
        ) : (
          <div className="vip-plans" role="radiogroup" aria-label={t('vip.plans.title')}>
            {cfg.plans.map((p) => (
              <PlanCard
                key={p.id}
                plan={p}
                selected={p.id === plan?.id}
                best={p.id === best}
                onSelect={() => setChosen(p.id)}
              />
            ))}
          </div>
        )}
        {renew && <p className="vip-note">{t('vip.plans.renewNote')}</p>}
      </section>

      <Benefits />

      {plan && (
        <div className="vip-bar">
          <div className="vip-bar__balance" data-testid="vip-balance">
            <span>
              {t('vip.balance')}{' '}
              {balance === undefined ? '…' : <MoneyText minor={balance} className="vip-bar__money" />}
            </span>
            {short && (
              <Link to={DEPOSIT_PATH} className="vip-bar__topup" data-testid="vip-topup">
                {t('vip.topUp')}
              </Link>
            )}
          </div>
          {short && <p className="vip-bar__short">{t('vip.short')}</p>}
          <Button
            block
            shape="rounded"
            size="large"
            className="vip-bar__pay"
            loading={paying}
            disabled={paying || short || wallet.isPending}
            onClick={() =>
              void pay(plan, { over: cfg.tradePasswordOver, hasTradePassword: wallet.data?.hasTradePassword })
            }
            data-testid="vip-pay"
          >
            {renew ? t('vip.renewFor', { amount }) : t('vip.payFor', { amount })}
          </Button>
        </div>
      )}
      {sheet}
    </div>
  );
}

/** Spec: membership activation with month, quarter and year cards; not activated, active, expired. */
export function VipActivateScreen() {
  const { t } = useTranslation('drama');
  const cfg = useVipCfg();
  if (cfg.isPending) return <Loading />;
  if (cfg.isError)
    return (
      <ErrorBlock
        status="disconnected"
        title={t('vip.error.title')}
        description={t('vip.error.text')}
        className="vip-error"
      >
        <Button color="primary" shape="rounded" onClick={() => void cfg.refetch()}>
          {t('action.retry', { ns: 'common' })}
        </Button>
      </ErrorBlock>
    );
  return <Content cfg={cfg.data} />;
}
