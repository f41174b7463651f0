import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type DepositReviewQuery = ApiBody<'admin/getDepositReviewList'>;
export type ReviewDepositBody = ApiBody<'admin/reviewDeposit'>;

export const depositKeys = {
  all: ['deposits'] as const,
  list: (query: DepositReviewQuery) => ['deposits', 'list', query] as const,
};

export function depositReviewListQuery(query: DepositReviewQuery) {
  return queryOptions({
    queryKey: depositKeys.list(query),
    queryFn: ({ signal }) => request('admin/getDepositReviewList', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDepositReviewList(query: DepositReviewQuery) {
  return useQuery(depositReviewListQuery(query));
}

/**
 * Approve or reject. Whatever the answer (done, or already decided by someone else), the
 * queue is read again so it shows the decision that stands; a credit also moves the ledger.
 */
export function useReviewDeposit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewDepositBody) => request('admin/reviewDeposit', body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: depositKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['ledger'] }),
      ]);
    },
  });
}
