import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type RevenueQuery = ApiBody<'admin/getVideoRevenue'>;

// Under 'dramas', so an episode's change reads the revenue again too (as before the split).
export const revenueKeys = {
  list: (query: RevenueQuery) => ['dramas', 'revenue', query] as const,
};

export function useVideoRevenue(query: RevenueQuery) {
  return useQuery({
    queryKey: revenueKeys.list(query),
    queryFn: ({ signal }) => request('admin/getVideoRevenue', query, { signal }),
    placeholderData: keepPreviousData,
  });
}
