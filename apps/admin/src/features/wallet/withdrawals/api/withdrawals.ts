import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type WithdrawReviewQuery = ApiBody<'admin/getWithdrawReviewList'>;
export type ReviewWithdrawBody = ApiBody<'admin/reviewWithdraw'>;

export const withdrawalKeys = {
  all: ['withdrawals'] as const,
  list: (query: WithdrawReviewQuery) => ['withdrawals', 'list', query] as const,
};

export function withdrawReviewListQuery(query: WithdrawReviewQuery) {
  return queryOptions({
    queryKey: withdrawalKeys.list(query),
    queryFn: ({ signal }) => request('admin/getWithdrawReviewList', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useWithdrawReviewList(query: WithdrawReviewQuery) {
  return useQuery(withdrawReviewListQuery(query));
}

/**
 * Approve (a first of two approvals, or the payout) or reject (the hold is released). The
 * queue is read again whatever the answer, so it shows the decision that stands.
 */
export function useReviewWithdraw() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewWithdrawBody) => request('admin/reviewWithdraw', body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: withdrawalKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['ledger'] }),
      ]);
    },
  });
}
