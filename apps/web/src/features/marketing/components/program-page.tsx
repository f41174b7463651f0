import { lazy, Suspense } from 'react';
import { DotLoading } from 'antd-mobile';
import {
  FileOutline,
  GlobalOutline,
  ShopbagOutline,
  TeamOutline,
  TruckOutline,
  VideoOutline,
} from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import type { ApplicationKind } from '@app/contract';
import { MoreWays } from './more-ways';
import { MyApplications } from './my-applications';
import '#web/features/marketing/marketing.css';

// The form (and its country list) loads after the page's words: the page renders at once.
const ApplicationForm = lazy(() => import('./application-form'));

const OFFERS = {
  creator: [
    { key: 'publish', Icon: VideoOutline },
    { key: 'sell', Icon: ShopbagOutline },
    { key: 'languages', Icon: GlobalOutline },
  ],
  partner: [
    { key: 'agency', Icon: TeamOutline },
    { key: 'logistics', Icon: TruckOutline },
    { key: 'invite', Icon: FileOutline },
  ],
} as const;

/**
 * `/creators` and `/partners`: what the programme offers (no promised earnings), how staff review an
 * application, the form, and the signed-in applicant's applications with their state.
 */
export function ProgramPage({ kind }: { kind: ApplicationKind }) {
  const { t } = useTranslation('marketing');
  const page = kind === 'creator' ? 'creators' : 'partners';
  return (
    <div className="mkt" data-testid={`${page}-page`}>
      <div className={`mkt-hero mkt-hero--${kind}`}>
        <h1>{t(`${page}.heading`)}</h1>
        <p>{t(`${page}.subtitle`)}</p>
      </div>
      <ul className="mkt-points">
        {OFFERS[kind].map(({ key, Icon }) => (
          <li key={key}>
            <Icon className="mkt-points__icon" aria-hidden="true" />
            <div>
              <strong>{t(`${page}.offer.${key}.title`)}</strong>
              <span>{t(`${page}.offer.${key}.text`)}</span>
            </div>
          </li>
        ))}
      </ul>
      <p className="mkt-honest" data-testid="program-honest">
        {t(`${page}.honest`)}
      </p>
      <section className="mkt-section" aria-labelledby="apply-title">
        <h2 id="apply-title">{t(`form.title.${kind}`)}</h2>
        <ol className="mkt-steps">
          <li>{t('apply.step1')}</li>
          <li>{t('apply.step2')}</li>
          <li>{t('apply.step3')}</li>
        </ol>
        <MyApplications kind={kind} />
        <Suspense
          fallback={
            <div className="page-status">
              <DotLoading color="primary" />
            </div>
          }
        >
          <ApplicationForm kind={kind} />
        </Suspense>
      </section>
      <MoreWays current={page} />
    </div>
  );
}
