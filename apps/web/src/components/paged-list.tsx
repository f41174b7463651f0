import type { ReactNode } from 'react';
import { Button, DotLoading, InfiniteScroll, List, Skeleton } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** What a page-by-page list needs of its infinite query. */
export interface PagedQuery {
  isPending: boolean;
  isError: boolean;
  hasNextPage: boolean;
  refetch: () => Promise<unknown>;
  fetchNextPage: () => Promise<{ isError: boolean }>;
}

/**
 * A page-by-page list with its loading, empty and failed states: the list's rows in `className`'s
 * box, the next page loaded at the end with the caller's words for a failure and for the end.
 */
export function PagedList({
  query,
  count,
  empty,
  labels,
  className,
  loading = <Skeleton.Paragraph lineCount={4} animated />,
  testId,
  children,
}: {
  query: PagedQuery;
  count: number;
  /** Shown when there is nothing (with its own test id). */
  empty: ReactNode;
  labels: { failed: string; end: string };
  className: string;
  loading?: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <div className={className}>{loading}</div>;
  if (query.isError && count === 0) {
    return (
      <div className="page-status">
        <span className="page-status__text">{labels.failed}</span>
        <Button size="small" color="primary" fill="outline" onClick={() => void query.refetch()}>
          {t('common:action.retry')}
        </Button>
      </div>
    );
  }
  if (count === 0) return <>{empty}</>;
  return (
    <>
      <div className={className} data-testid={testId}>
        <List>{children}</List>
      </div>
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
              {labels.failed} {t('common:action.retry')}
            </button>
          ) : hasMore ? (
            <DotLoading color="primary" />
          ) : (
            <span>{labels.end}</span>
          )
        }
      </InfiniteScroll>
    </>
  );
}
