import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { HOT_WINDOW_DAYS } from '@app/contract';
import { flattenPages, useDramaGrid } from '#web/features/drama/api/lists';
import { PosterCard, PosterSkeleton } from './poster-card';
import { TvEmpty, TvError, TvListFooter, usePullTexts } from './states';
import '#web/features/drama/drama.css';
import '#web/features/drama/tv-home.css';

export function PosterGridSkeleton({ count = 9 }: { count?: number }) {
  return (
    <div className="tv-grid" aria-busy="true">
      {Array.from({ length: count }, (_, i) => (
        <PosterSkeleton key={i} />
      ))}
    </div>
  );
}

/** `/tv/hot` and `/tv/latest`: an endless 3-column poster grid. */
export function DramaGridScreen({ sort }: { sort: 'hot' | 'latest' }) {
  const { t } = useTranslation('drama');
  const navigate = useNavigate();
  const query = useDramaGrid(sort);
  const pullTexts = usePullTexts();
  const items = flattenPages(query.data);

  let body;
  if (query.isPending) body = <PosterGridSkeleton />;
  else if (query.isError) body = <TvError onRetry={() => void query.refetch()} />;
  else if (items.length === 0)
    body = (
      <TvEmpty
        title={t('list.emptyTitle')}
        text={t('list.emptyText')}
        action={t('list.backHome')}
        onAction={() => void navigate('/tv/index')}
      />
    );
  else
    body = (
      <>
        <p className="tv-caption" data-testid="tv-grid-rule">
          {sort === 'hot' ? t('rows.hottest', { days: HOT_WINDOW_DAYS }) : t('rows.latest')}
        </p>
        <div className="tv-grid" data-testid={`tv-grid-${sort}`}>
          {items.map((d, i) => (
            <PosterCard key={d.id} drama={d} rank={sort === 'hot' && i < 3 ? i + 1 : undefined} />
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
      </>
    );

  return (
    <div className="tv-page">
      <PullToRefresh onRefresh={async () => void (await query.refetch())} {...pullTexts}>
        {body}
      </PullToRefresh>
    </div>
  );
}
