import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type OverviewDays = NonNullable<ApiBody<'admin/getOverview'>['days']>;

export const overviewKeys = {
  all: ['overview'] as const,
  days: (days: OverviewDays) => ['overview', days] as const,
};

/** The overview's figures, read again every minute while the page is open. */
export function useOverview(days: OverviewDays) {
  return useQuery({
    queryKey: overviewKeys.days(days),
    queryFn: ({ signal }) => request('admin/getOverview', { days }, { signal }),
    refetchInterval: 60_000,
    placeholderData: keepPreviousData,
  });
}
