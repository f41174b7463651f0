import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { imageUrl } from '@app/contract';
import { BannerWords } from '#web/components/banner-words';
import { MEDIA_HOST } from '#web/config/app';
import { useHydrated } from '#web/lib/hydrated';
import { currentLocale } from '#web/lib/i18n';
import { isolateText } from '#web/lib/bidi';
import { useRunningCampaign } from '#web/features/campaign/api/campaign';
import '#web/features/campaign/campaign.css';

/**
 * The running campaign's banner on the marketplace and drama homes (one slot): the hero picture
 * with its words and until when it runs; it opens the campaign's page. Nothing when none runs.
 * On the homes' first view the answer is in the HTML (decision 0058).
 */
export function CampaignBanner({ className = '' }: { className?: string }) {
  const { t } = useTranslation('campaign');
  const navigate = useNavigate();
  const running = useRunningCampaign();
  const hydrated = useHydrated();
  const banner = running.data?.banner;
  // Its place is kept while the answer is on its way, so the rows below do not jump when it comes.
  if (running.isPending) {
    return (
      <div className={`campaign-banner ${className}`} aria-hidden="true">
        <div className="campaign-banner__frame campaign-shimmer" />
      </div>
    );
  }
  if (!banner) return null;
  // The server knows no time zone: its markup and the hydrating render say the date in UTC, then
  // the viewer's own (decision 0060).
  const until = new Date(banner.endsAt).toLocaleDateString(currentLocale(), {
    month: 'short',
    day: 'numeric',
    ...(hydrated ? {} : { timeZone: 'UTC' }),
  });
  return (
    <div className={`campaign-banner ${className}`} data-testid="campaign-banner">
      <button
        type="button"
        className="campaign-banner__frame banner-frame"
        aria-label={[banner.title, banner.subtitle].filter(Boolean).join('. ')}
        onClick={() => void navigate(banner.link)}
      >
        {/* In the homes' first screen on a phone (the marketplace home's largest picture, which the
            server names in the HTML for the browser to fetch early): not lazy. */}
        <img src={imageUrl(banner.image, MEDIA_HOST)} alt="" width={1080} height={420} decoding="async" />
        <BannerWords banner={banner} />
        <span className="campaign-banner__until">{t('banner.until', { date: isolateText(until) })}</span>
      </button>
    </div>
  );
}
