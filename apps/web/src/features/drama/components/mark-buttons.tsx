import { HeartFill, HeartOutline, StarFill, StarOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { formatStarCount } from '@app/contract';

interface Props {
  drama: { starred: boolean; collected: boolean; stars: number; collects: number };
  busy: string | null;
  onStar: () => Promise<unknown>;
  onCollect: () => Promise<unknown>;
  /** The button class of the place they sit in (`drama-toggle` on the detail page, `drama-side` in the player). */
  base: string;
  /** Modifier of a collected favourite (`on` or `gold`). */
  collectedModifier: string;
}

/** Like and favourite with their counts (spec §9 "k" rule). */
export function MarkButtons({ drama: d, busy, onStar, onCollect, base, collectedModifier }: Props) {
  const { t } = useTranslation('drama');
  return (
    <>
      <button
        type="button"
        className={`${base}${d.starred ? ` ${base}--on` : ''}`}
        onClick={() => void onStar()}
        disabled={busy === 'star'}
        aria-pressed={d.starred}
        aria-label={t('drama.like')}
      >
        {d.starred ? <HeartFill /> : <HeartOutline />}
        <span>{formatStarCount(d.stars)}</span>
      </button>
      <button
        type="button"
        className={`${base}${d.collected ? ` ${base}--${collectedModifier}` : ''}`}
        onClick={() => void onCollect()}
        disabled={busy === 'collect'}
        aria-pressed={d.collected}
        aria-label={t('drama.favourite')}
      >
        {d.collected ? <StarFill /> : <StarOutline />}
        <span>{formatStarCount(d.collects)}</span>
      </button>
    </>
  );
}
