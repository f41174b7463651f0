import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { ClockCircleOutline, HeartOutline, PlayOutline, StarOutline } from 'antd-mobile-icons';
import type { HistoryEntry } from '@app/contract';
import { currentLocale } from '#web/lib/i18n';
import {
  flattenPages,
  useFavouriteDramas,
  useLikedDramas,
  useWatchHistory,
} from '#web/features/drama/api/lists';
import { formatClock } from '#web/features/drama/lib/lists';
import { playerPath } from './detail-screen';
import { PosterGridSkeleton } from './grid-screen';
import { PosterCard, PosterCover } from './poster-card';
import { TvEmpty, TvError, TvListFooter, usePullTexts } from './states';
import '#web/features/drama/drama.css';
import '#web/features/drama/tv-home.css';

/** `/vip/like` and `/vip/myvideo`: the member's liked or favourite dramas as a poster grid. */
export function MemberDramasScreen({ kind }: { kind: 'like' | 'myvideo' }) {
  const { t } = useTranslation('drama');
  const navigate = useNavigate();
  const liked = useLikedDramas();
  const favourites = useFavouriteDramas();
  const query = kind === 'like' ? liked : favourites;
  const pullTexts = usePullTexts();
  const items = flattenPages(query.data);
  const total = query.data?.pages[0]?.total ?? 0;

  if (query.isPending) return <PosterGridSkeleton count={6} />;
  if (query.isError) return <TvError onRetry={() => void query.refetch()} />;
  if (items.length === 0) {
    return (
      <TvEmpty
        icon={kind === 'like' ? <HeartOutline /> : <StarOutline />}
        title={t(kind === 'like' ? 'member.like.emptyTitle' : 'member.fav.emptyTitle')}
        text={t(kind === 'like' ? 'member.like.emptyText' : 'member.fav.emptyText')}
        action={t('list.browse')}
        onAction={() => void navigate('/tv/index')}
      />
    );
  }
  return (
    <div className="tv-page">
      <PullToRefresh onRefresh={async () => void (await query.refetch())} {...pullTexts}>
        <p className="tv-caption">{t('member.count', { count: total })}</p>
        <div className="tv-grid" data-testid={`tv-${kind}-list`}>
          {items.map((d) => (
            <PosterCard key={d.id} drama={d} />
          ))}
        </div>
        <InfiniteScroll
          hasMore={query.hasNextPage}
          loadMore={async () => {
            await query.fetchNextPage({ throwOnError: true });
          }}
        >
          {(hasMore, failed, retry) => <TvListFooter hasMore={hasMore} failed={failed} retry={retry} />}
        </InfiniteScroll>
      </PullToRefresh>
    </div>
  );
}

function watchedText(iso: string, locale: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const sameDay = date.toDateString() === new Date().toDateString();
  return sameDay
    ? date.toLocaleTimeString(locale, { hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString(locale, { month: 'short', day: 'numeric', year: 'numeric' });
}

function HistoryRow({ entry }: { entry: HistoryEntry }) {
  const { t } = useTranslation('drama');
  const to = playerPath(entry.video.id, entry.index);
  return (
    <Link to={to} className="tv-history" data-testid="history-row">
      <div className="tv-history__cover">
        <PosterCover drama={entry.video} />
      </div>
      <div className="tv-history__body">
        <p className="tv-history__title" dir="auto">
          {entry.video.title}
        </p>
        <p className="tv-history__ep">
          {t('history.position', { index: entry.index, time: formatClock(entry.positionSeconds) })}
        </p>
        <p className="tv-history__when">
          <ClockCircleOutline /> {watchedText(entry.watchedAt, currentLocale())}
        </p>
      </div>
      <span className="tv-history__play" aria-label={t('history.resume')}>
        <PlayOutline />
      </span>
    </Link>
  );
}

/** `/vip/history`: one row per drama with the last episode and position; tap resumes. */
export function WatchHistoryScreen() {
  const { t } = useTranslation('drama');
  const navigate = useNavigate();
  const query = useWatchHistory();
  const pullTexts = usePullTexts();
  const items = flattenPages(query.data);

  if (query.isPending) {
    return (
      <div className="tv-history-list" aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <div key={i} className="tv-history">
            <div className="tv-history__cover tv-shimmer" />
            <div className="tv-history__body">
              <div className="tv-shimmer tv-shimmer--line" />
              <div className="tv-shimmer tv-shimmer--line tv-shimmer--short" />
            </div>
          </div>
        ))}
      </div>
    );
  }
  if (query.isError) return <TvError onRetry={() => void query.refetch()} />;
  if (items.length === 0) {
    return (
      <TvEmpty
        icon={<ClockCircleOutline />}
        title={t('history.emptyTitle')}
        text={t('history.emptyText')}
        action={t('list.browse')}
        onAction={() => void navigate('/tv/index')}
      />
    );
  }
  return (
    <div className="tv-page">
      <PullToRefresh onRefresh={async () => void (await query.refetch())} {...pullTexts}>
        <div className="tv-history-list" data-testid="tv-history-list">
          {items.map((e) => (
            <HistoryRow key={`${e.video.id}-${e.itemId}`} entry={e} />
          ))}
        </div>
        <InfiniteScroll
          hasMore={query.hasNextPage}
          loadMore={async () => {
            await query.fetchNextPage({ throwOnError: true });
          }}
        >
          {(hasMore, failed, retry) => <TvListFooter hasMore={hasMore} failed={failed} retry={retry} />}
        </InfiniteScroll>
      </PullToRefresh>
    </div>
  );
}
