import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { imageUrl, type AdCard } from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';
import { countImpression, countTap } from '#web/features/adv/api/adv';
import { openLink } from '#web/features/adv/lib/format';

/** Half the card in view for a second counts as one impression (once per card shown). */
const IN_VIEW_RATIO = 0.5;
const IN_VIEW_MS = 1_000;

/**
 * An advertiser's ad, marked "Sponsored": its impression is counted once it has been in view, and a
 * tap goes through the server (which counts it and answers the link) before opening the link.
 */
export function SponsoredCard({ ad, variant = 'feed' }: { ad: AdCard; variant?: 'feed' | 'endCard' }) {
  const { t } = useTranslation('adv');
  const navigate = useNavigate();
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    let shown: number | undefined;
    let counted = false;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (counted) return;
        if (entry?.isIntersecting && entry.intersectionRatio >= IN_VIEW_RATIO) {
          shown = window.setTimeout(() => {
            counted = true;
            countImpression(ad.placementId);
          }, IN_VIEW_MS);
        } else if (shown !== undefined) {
          window.clearTimeout(shown);
          shown = undefined;
        }
      },
      { threshold: [0, IN_VIEW_RATIO, 1] },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      if (shown !== undefined) window.clearTimeout(shown);
    };
  }, [ad.placementId]);

  const open = async () => {
    const link = await countTap(ad.placementId).catch(() => ad.link);
    if (link) openLink(link, (to) => void navigate(to));
  };

  return (
    <button
      ref={ref}
      type="button"
      className={`adv-card adv-card--${variant}`}
      onClick={() => void open()}
      data-testid={`sponsored-${ad.placementId}`}
    >
      <img className="adv-card__image" src={imageUrl(ad.image, MEDIA_HOST)} alt="" loading="lazy" />
      <span className="adv-card__body">
        <span className="adv-card__mark" data-testid="sponsored-mark">
          {t('sponsored')}
        </span>
        <span className="adv-card__headline" dir="auto">
          {ad.headline}
        </span>
      </span>
    </button>
  );
}
