import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList as SharedPagedList, type PagedQuery } from '#web/components/paged-list';

/** The invitation page's lists: the shared paged list in this page's words and look. */
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
  return (
    <SharedPagedList
      query={query}
      count={count}
      className="invite-list"
      labels={{ failed: t('list.loadFailed'), end: t('list.noMore') }}
      empty={
        <p className="invite-list__empty" data-testid={`${testId}-empty`}>
          {empty}
        </p>
      }
      testId={testId}
    >
      {children}
    </SharedPagedList>
  );
}
