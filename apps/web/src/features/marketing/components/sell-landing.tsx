import { Button, Skeleton } from 'antd-mobile';
import {
  GlobalOutline,
  PayCircleOutline,
  ShopbagOutline,
  TeamOutline,
  TruckOutline,
} from 'antd-mobile-icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { SellTermsData } from '@app/contract';
import { MoneyText } from '#web/components/money-text';
import { currentLocale } from '#web/lib/i18n';
import { useCurrentUser } from '#web/lib/session';
import { useSellTerms } from '#web/features/marketing/api/marketing';
import { countOf, percentOf } from '#web/features/marketing/lib';
import { MoreWays } from './more-ways';
import '#web/features/marketing/marketing.css';

// The first four points' words are the seller onboarding's (decision 33); payouts is this page's.
const POINTS = [
  { key: 'seller:onboarding.sell.reach', Icon: GlobalOutline },
  { key: 'seller:onboarding.sell.warehouse', Icon: TruckOutline },
  { key: 'marketing:sell.payouts', Icon: PayCircleOutline },
  { key: 'seller:onboarding.sell.oneAccount', Icon: ShopbagOutline },
  { key: 'seller:onboarding.sell.invite', Icon: TeamOutline },
] as const;

/** What a seller pays: the commission and each withdrawal network's minimum and fee, as configured. */
function Fees({ terms }: { terms: SellTermsData }) {
  const { t } = useTranslation('marketing');
  const locale = currentLocale();
  return (
    <>
      <div className="mkt-figure" data-testid="sell-commission">
        <bdi className="mkt-figure__value">{percentOf(terms.commissionBps, locale)}</bdi>
        <div>
          <strong>{t('sell.fees.commission')}</strong>
          <span>{t('sell.fees.commissionText')}</span>
        </div>
      </div>
      <p className="mkt-section__text">{t('sell.fees.withdrawText')}</p>
      <table className="mkt-table" data-testid="sell-withdrawals">
        <thead>
          <tr>
            <th scope="col">{t('sell.fees.network')}</th>
            <th scope="col">{t('sell.fees.minimum')}</th>
            <th scope="col">{t('sell.fees.fee')}</th>
          </tr>
        </thead>
        <tbody>
          {terms.withdrawals.map((w) => (
            <tr key={`${w.currency}-${w.network}`}>
              <th scope="row">
                <bdi dir="ltr">{`${w.currency} · ${w.network}`}</bdi>
              </th>
              <td>
                <MoneyText minor={w.minWithdraw} />
              </td>
              <td>{w.withdrawFee ? <MoneyText minor={w.withdrawFee} /> : t('sell.fees.free')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

/** The level table as staff configured it: sales to reach each level, its product limit and margin. */
function Levels({ terms }: { terms: SellTermsData }) {
  const { t } = useTranslation('seller');
  const locale = currentLocale();
  return (
    <table className="mkt-table" data-testid="sell-levels">
      <thead>
        <tr>
          <th scope="col">{t('center.levels.level')}</th>
          <th scope="col">{t('center.levels.sales')}</th>
          <th scope="col">{t('center.levels.products')}</th>
          <th scope="col">{t('center.levels.margin')}</th>
        </tr>
      </thead>
      <tbody>
        {terms.levels.map((row) => (
          <tr key={row.level} data-testid={`sell-level-${row.level}`}>
            <th scope="row">{t('center.levelBadge', { level: row.level })}</th>
            <td>
              <MoneyText minor={row.minSales} />
            </td>
            <td>
              <bdi>{countOf(row.productLimit, locale)}</bdi>
            </td>
            <td>
              <bdi>{percentOf(row.marginBps, locale)}</bdi>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Figures still on their way, or that could not come: the page's words stand without them. */
function FiguresPending({ failed, retry }: { failed: boolean; retry: () => void }) {
  const { t } = useTranslation('marketing');
  if (!failed) return <Skeleton.Paragraph lineCount={3} animated />;
  return (
    <div className="mkt-retry" role="status">
      <span>{t('sell.figuresFailed')}</span>
      <Button size="small" shape="rounded" onClick={retry}>
        {t('common:action.retry')}
      </Button>
    </div>
  );
}

/**
 * `/sell`: the seller onboarding landing page (spec §2): why sell here, what it costs and the store
 * levels (figures from configuration, filled in when they arrive), the steps, and the way in.
 */
export function SellLanding() {
  const { t } = useTranslation('marketing');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const terms = useSellTerms();
  const signedIn = Boolean(user.data);
  const isSeller = user.data?.type === 'seller';
  const pending = <FiguresPending failed={terms.isError} retry={() => void terms.refetch()} />;
  return (
    <div className="mkt" data-testid="sell-landing">
      <div className="mkt-hero">
        <h1>{t('seller:onboarding.sell.heading')}</h1>
        <p>{t('seller:onboarding.sell.subtitle')}</p>
      </div>
      <ul className="mkt-points">
        {POINTS.map(({ key, Icon }) => (
          <li key={key}>
            <Icon className="mkt-points__icon" aria-hidden="true" />
            <div>
              <strong>{t(`${key}.title`)}</strong>
              <span>{t(`${key}.text`)}</span>
            </div>
          </li>
        ))}
      </ul>
      <section className="mkt-section" aria-labelledby="sell-fees">
        <h2 id="sell-fees">{t('sell.fees.title')}</h2>
        {terms.data ? <Fees terms={terms.data} /> : pending}
      </section>
      <section className="mkt-section" aria-labelledby="sell-levels">
        <h2 id="sell-levels">{t('sell.levels.title')}</h2>
        <p className="mkt-section__text">{t('sell.levels.text')}</p>
        {terms.data ? <Levels terms={terms.data} /> : pending}
      </section>
      <section className="mkt-section" aria-labelledby="sell-steps">
        <h2 id="sell-steps">{t('sell.steps.title')}</h2>
        <ol className="mkt-steps">
          <li>{t('seller:onboarding.sell.step1')}</li>
          <li>{t('seller:onboarding.sell.step2')}</li>
          <li>{t('seller:onboarding.sell.step3')}</li>
        </ol>
      </section>
      <div className="mkt-actions">
        {isSeller ? (
          <Button block color="primary" size="large" shape="rounded" onClick={() => void navigate('/seller')}>
            {t('seller:onboarding.done.toCenter')}
          </Button>
        ) : signedIn ? (
          <Button
            block
            color="primary"
            size="large"
            shape="rounded"
            onClick={() => void navigate('/seller/open')}
            data-testid="sell-open"
          >
            {t('seller:onboarding.sell.openStore')}
          </Button>
        ) : (
          <>
            <Button
              block
              color="primary"
              size="large"
              shape="rounded"
              onClick={() => void navigate('/auth/seller-signup')}
              data-testid="sell-register"
            >
              {t('seller:onboarding.sell.register')}
            </Button>
            <Button block size="large" shape="rounded" onClick={() => void navigate('/auth/business-signin')}>
              {t('seller:onboarding.sell.businessSignin')}
            </Button>
          </>
        )}
      </div>
      <MoreWays current="sell" />
    </div>
  );
}
