import { useNavigate } from 'react-router';
import { Button, DotLoading } from 'antd-mobile';
import { ClockCircleOutline, CloseCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { imageUrl, type CampaignData, type CampaignKey } from '@app/contract';
import { BannerWords } from '#web/components/banner-words';
import { EmptyState } from '#web/components/list-states';
import { MEDIA_HOST } from '#web/config/app';
import { currentLocale } from '#web/lib/i18n';
import { isolateLtr, isolateText } from '#web/lib/bidi';
import { ProductGridList } from '#web/features/catalog';
import { PosterCard } from '#web/features/drama';
import { DealCard } from '#web/features/task';
import { useNow } from '#web/lib/time-format';
import {
  FirstOrderCouponCard,
  VoucherTickets,
  firstOrderCouponShown,
  useFirstOrderCoupon,
} from '#web/features/voucher';
import { useCampaign } from '#web/features/campaign/api/campaign';
import { campaignDate, clockSkew, twoDigits } from '#web/features/campaign/lib/countdown';
import { useCountdown } from '#web/features/campaign/components/use-countdown';
import '#web/features/campaign/campaign.css';

function Hero({ campaign }: { campaign: CampaignData }) {
  return (
    <div className="campaign-hero banner-frame" data-testid="campaign-hero">
      {/* The largest thing on the page: fetched at once, its box sized before it arrives. */}
      <img
        src={imageUrl(campaign.image, MEDIA_HOST)}
        alt=""
        width={1080}
        height={420}
        loading="eager"
        fetchPriority="high"
      />
      <BannerWords banner={campaign} cta="" />
    </div>
  );
}

function useDates(campaign: CampaignData) {
  const locale = currentLocale();
  return {
    // A date in the reader's language runs in its own direction, isolated from the sentence.
    start: isolateText(campaignDate(campaign.startsAt, locale, campaign.timeZone)),
    end: isolateText(campaignDate(campaign.endsAt, locale, campaign.timeZone)),
    zone: isolateLtr(campaign.timeZone),
  };
}

function CountdownCard({
  campaign,
  skew,
  onOver,
}: {
  campaign: CampaignData;
  skew: number;
  onOver: () => void;
}) {
  const { t } = useTranslation('campaign');
  const left = useCountdown(campaign.endsAt, skew, onOver);
  const dates = useDates(campaign);
  const units = [
    [left.days, t('countdown.days')],
    [left.hours, t('countdown.hours')],
    [left.minutes, t('countdown.minutes')],
    [left.seconds, t('countdown.seconds')],
  ] as const;
  return (
    <section className="campaign-card campaign-countdown" data-testid="campaign-countdown">
      <p className="campaign-countdown__label">{t('page.endsIn')}</p>
      {/* Days first in the reading direction; each box's digits are plain numbers. */}
      <div className="campaign-countdown__units" role="timer" aria-live="off">
        {units.map(([value, label]) => (
          <span key={label} className="campaign-countdown__unit">
            <strong>{twoDigits(value)}</strong>
            <small>{label}</small>
          </span>
        ))}
      </div>
      <p className="campaign-countdown__dates">{t('page.dates', dates)}</p>
    </section>
  );
}

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId: string }) {
  return (
    <section className="campaign-section" data-testid={testId}>
      <h2 className="campaign-section__title">{title}</h2>
      {children}
    </section>
  );
}

/** The campaign's open group-buy deals, their time left on the server's clock. */
function Deals({ deals, skew }: { deals: CampaignData['deals']; skew: number }) {
  const { t } = useTranslation('campaign');
  const now = useNow() + skew;
  return (
    <Section title={t('page.deals')} testId="campaign-deals">
      <div className="campaign-deals">
        {deals.map((d) => (
          <DealCard key={d.id} deal={d} now={now} />
        ))}
      </div>
    </Section>
  );
}

function Running({ campaign, skew, onOver }: { campaign: CampaignData; skew: number; onOver: () => void }) {
  const { t } = useTranslation('campaign');
  // The platform's first-order coupon, by the same rule as Me and checkout: on, and still the reader's.
  const coupon = useFirstOrderCoupon();
  const withCoupon = firstOrderCouponShown(coupon.data);
  return (
    <>
      <CountdownCard campaign={campaign} skew={skew} onOver={onOver} />
      {(withCoupon || campaign.vouchers.length > 0) && (
        <Section title={t('page.vouchers')} testId="campaign-voucher-section">
          {withCoupon && <FirstOrderCouponCard className="campaign-coupon" />}
          {campaign.vouchers.length > 0 && (
            <VoucherTickets list={campaign.vouchers} label={t('page.vouchers')} />
          )}
        </Section>
      )}
      {campaign.deals.length > 0 && <Deals deals={campaign.deals} skew={skew} />}
      {campaign.goods.length > 0 && (
        <Section title={t('page.goods')} testId="campaign-goods">
          <ProductGridList items={campaign.goods} />
        </Section>
      )}
      {campaign.dramas.length > 0 && (
        <Section title={t('page.dramas')} testId="campaign-dramas">
          <div className="campaign-dramas">
            {campaign.dramas.map((d) => (
              <PosterCard key={d.id} drama={d} />
            ))}
          </div>
        </Section>
      )}
    </>
  );
}

function NotRunning({ campaign }: { campaign: CampaignData }) {
  const { t } = useTranslation('campaign');
  const navigate = useNavigate();
  const dates = useDates(campaign);
  const ended = campaign.state === 'ended';
  return (
    <section className="campaign-card campaign-off" data-testid="campaign-not-running">
      <ClockCircleOutline className="campaign-off__icon" aria-hidden />
      <h2 className="campaign-off__title">{ended ? t('page.endedTitle') : t('page.upcomingTitle')}</h2>
      <p className="campaign-off__text">
        {ended ? t('page.endedText', dates) : t('page.upcomingText', dates)}
      </p>
      <Button color="primary" shape="rounded" onClick={() => void navigate('/mall')}>
        {t('page.toShop')}
      </Button>
    </section>
  );
}

/**
 * `/campaign/halloween`, `/campaign/christmas`: the hero in the reader's language, and while the
 * window runs a countdown to its end with the campaign's vouchers (and the first-order coupon while it
 * is the reader's), open group-buy deals, products and dramas; outside it,
 * a finished "not running" page with the dates.
 */
export function CampaignScreen({ campaignKey }: { campaignKey: CampaignKey }) {
  const { t } = useTranslation('campaign');
  const query = useCampaign(campaignKey);
  if (query.isPending)
    return (
      <div className="campaign" aria-busy="true">
        <div className="campaign-hero banner-frame campaign-shimmer" />
        <div className="campaign-loading">
          <DotLoading color="primary" />
        </div>
      </div>
    );
  if (query.isError)
    return (
      <EmptyState
        classPrefix="campaign-empty"
        icon={<CloseCircleOutline />}
        title={query.error.message}
        action={t('page.retry')}
        onAction={() => void query.refetch()}
        testId="campaign-error"
      />
    );
  const campaign = query.data;
  const skew = clockSkew(campaign.serverTime, query.dataUpdatedAt);
  return (
    <div className="campaign" data-testid="campaign-page" data-state={campaign.state}>
      <Hero campaign={campaign} />
      {campaign.running ? (
        <Running campaign={campaign} skew={skew} onOver={() => void query.refetch()} />
      ) : (
        <NotRunning campaign={campaign} />
      )}
    </div>
  );
}
