import type { ReactNode } from 'react';
import { Button, DotLoading, InfiniteScroll, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<{ isError: boolean }>;
}

/** A page-by-page list with its loading, empty and failed states. */
export function PagedList({
  query,
  count,
  empty,
  testId,
  children,
}: {
  query: PagedQuery;
  count: number;
  empty: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('invite');
  if (query.isPending) {
    return (
      <div className="invite-list">
        <Skeleton.Paragraph lineCount={4} animated />
      </div>
    );
  }
  if (query.isError && count === 0) {
    return (
      <div className="page-status">
        <span className="page-status__text">{t('list.loadFailed')}</span>
        <Button size="small" color="primary" fill="outline" onClick={() => void query.refetch()}>
          {t('common:action.retry')}
        </Button>
      </div>
    );
  }
  if (count === 0) {
    return (
      <p className="invite-list__empty" data-testid={`${testId}-empty`}>
        {empty}
      </p>
    );
  }
  return (
    <div className="invite-list" data-testid={testId}>
      <List>{children}</List>
      <InfiniteScroll
        hasMore={query.hasNextPage}
        loadMore={async () => {
          const result = await query.fetchNextPage();
          if (result.isError) throw new Error('load failed');
        }}
      >
        {(hasMore, failed, retry) =>
          failed ? (
            <button type="button" className="text-link" onClick={retry}>
              {t('list.loadFailed')} {t('common:action.retry')}
            </button>
          ) : hasMore ? (
            <DotLoading color="primary" />
          ) : (
            <span>{t('list.noMore')}</span>
          )
        }
      </InfiniteScroll>
    </div>
  );
}
