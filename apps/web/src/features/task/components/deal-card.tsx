import { ProgressBar, Tag } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DealCard as Deal } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { currentLocale } from '#web/lib/i18n';
import { isolateLtr } from '#web/lib/bidi';
import { formatCount, formatLeft } from '#web/lib/time-format';
import { TASK_PATHS } from '#web/features/task/lib/paths';

const STATE_COLOR = {
  upcoming: 'primary',
  running: 'danger',
  settled: 'success',
  failed: 'default',
  cancelled: 'warning',
} as const;

/** The deal's state as a tag (upcoming, running, completed, failed, cancelled). */
export function DealStateTag({ deal }: { deal: Deal }) {
  const { t } = useTranslation('task');
  return (
    <Tag color={STATE_COLOR[deal.state]} fill="outline" data-testid="deal-state">
      {t(`state.${deal.state}`)}
    </Tag>
  );
}

/** The line under a deal that says what time matters now: the start, the deadline, or the outcome. */
export function DealClock({ deal, now }: { deal: Deal; now: number }) {
  const { t } = useTranslation('task');
  const locale = currentLocale();
  if (deal.state === 'upcoming')
    return (
      <>{t('card.startsIn', { left: isolateLtr(formatLeft(Date.parse(deal.startsAt) - now, locale)) })}</>
    );
  if (deal.state === 'running')
    return <>{t('card.endsIn', { left: isolateLtr(formatLeft(Date.parse(deal.deadline) - now, locale)) })}</>;
  return <>{t(`card.${deal.state}`)}</>;
}

/** One deal in the list: product, deal price against the list price, progress, cashback and time. */
export function DealCard({ deal, now }: { deal: Deal; now: number }) {
  const { t } = useTranslation('task');
  const locale = currentLocale();
  const percent = Math.min(100, Math.round((deal.joined / deal.targetCount) * 100));
  return (
    <Link to={TASK_PATHS.deal(deal.id)} className="tk-card" data-testid={`deal-${deal.id}`}>
      <img className="tk-card__img" src={deal.product.image} alt="" loading="lazy" />
      <div className="tk-card__body">
        <div className="tk-card__top">
          <h3 className="tk-card__title">{deal.product.title}</h3>
          <DealStateTag deal={deal} />
        </div>
        <div className="tk-card__price">
          <MoneyText minor={deal.price} className="tk-price" />
          {deal.product.listPrice > deal.price && (
            <MoneyText minor={deal.product.listPrice} strike className="tk-strike" />
          )}
        </div>
        {deal.cashback > 0 && (
          <div className="tk-card__cashback">
            {t('card.cashback')} <MoneyText minor={deal.cashback} />
          </div>
        )}
        <ProgressBar percent={percent} className="tk-progress" />
        <div className="tk-card__meta">
          <span>
            {t('card.joined', {
              joined: isolateLtr(formatCount(deal.joined, locale)),
              target: isolateLtr(formatCount(deal.targetCount, locale)),
            })}
          </span>
          <span>
            <DealClock deal={deal} now={now} />
          </span>
        </div>
        {deal.mine && (
          <div className="tk-card__mine" data-testid="deal-mine">
            {t(`mine.short.${deal.mine.state}`)}
          </div>
        )}
      </div>
    </Link>
  );
}
