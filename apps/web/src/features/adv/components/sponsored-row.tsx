import { useTranslation } from 'react-i18next';
import { useAds } from '#web/features/adv/api/adv';
import { SponsoredCard } from './sponsored-card';
import '#web/features/adv/adv.css';

/** The drama feed's sponsored cards: running ads, each marked "Sponsored"; nothing when there are none. */
export function SponsoredRow() {
  const { t } = useTranslation('adv');
  const ads = useAds('feed');
  const list = ads.data?.list ?? [];
  if (!list.length) return null;
  return (
    <section className="adv-row" aria-label={t('sponsoredRow')} data-testid="tv-sponsored">
      <div className="adv-row__list">
        {list.map((ad) => (
          <SponsoredCard key={ad.placementId} ad={ad} />
        ))}
      </div>
    </section>
  );
}

/** The player's end card: the drama's running ad, marked "Sponsored", under the end words. */
export function EndCardAd({ videoId }: { videoId: number }) {
  const ads = useAds('endCard', videoId);
  const ad = ads.data?.list[0];
  if (!ad) return null;
  return <SponsoredCard ad={ad} variant="endCard" />;
}
