import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HeartFill } from 'antd-mobile-icons';
import { formatStarCount, imageUrl, type VideoCard } from '@app/contract';
import { MEDIA_HOST } from '#web/config/app';

export const detailPath = (id: number) => `/tv/detail?id=${id}`;

/** A 2:3 cover (or a gradient with the title when the drama has none). */
export function PosterCover({ drama, rank }: { drama: VideoCard; rank?: number }) {
  return (
    <div className="tv-cover">
      {drama.cover ? (
        <img src={imageUrl(drama.cover, MEDIA_HOST)} alt="" loading="lazy" className="tv-cover__img" />
      ) : (
        <div className={`tv-cover__placeholder tv-cover__placeholder--${drama.id % 4}`}>
          <span dir="auto">{drama.title}</span>
        </div>
      )}
      {rank !== undefined ? (
        <span className={`tv-rank${rank <= 3 ? ' tv-rank--top' : ''}`} aria-hidden="true">
          {rank}
        </span>
      ) : null}
    </div>
  );
}

/** A poster: cover, title, episode count and likes; taps open the drama. */
export function PosterCard({
  drama,
  rank,
  testId = 'poster',
}: {
  drama: VideoCard;
  rank?: number;
  testId?: string;
}) {
  const { t } = useTranslation('drama');
  return (
    <Link to={detailPath(drama.id)} className="tv-poster" data-testid={testId}>
      <PosterCover drama={drama} rank={rank} />
      <p className="tv-poster__title" dir="auto">
        {drama.title}
      </p>
      <p className="tv-poster__meta">
        <span>{t('drama.episodes', { count: drama.episodes })}</span>
        <span className="tv-poster__likes">
          <HeartFill /> {formatStarCount(drama.stars)}
        </span>
      </p>
    </Link>
  );
}

export function PosterSkeleton() {
  return (
    <div className="tv-poster" aria-hidden="true">
      <div className="tv-cover tv-shimmer" />
      <div className="tv-shimmer tv-shimmer--line" />
      <div className="tv-shimmer tv-shimmer--line tv-shimmer--short" />
    </div>
  );
}
