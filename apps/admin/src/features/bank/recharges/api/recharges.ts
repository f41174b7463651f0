import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type RechargeReviewQuery = ApiBody<'admin/getRechargeReviewList'>;
export type ReviewRechargeBody = ApiBody<'admin/reviewRecharge'>;

export const rechargeKeys = {
  all: ['recharges'] as const,
  list: (query: RechargeReviewQuery) => ['recharges', 'list', query] as const,
};

export function rechargeReviewListQuery(query: RechargeReviewQuery) {
  return queryOptions({
    queryKey: rechargeKeys.list(query),
    queryFn: ({ signal }) => request('admin/getRechargeReviewList', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useRechargeReviewList(query: RechargeReviewQuery) {
  return useQuery(rechargeReviewListQuery(query));
}

/**
 * Complete (credit once at the recorded rate) or reject. The queue is read again whatever
 * the answer, so it shows the decision that stands; a credit also moves the ledger.
 */
export function useReviewRecharge() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewRechargeBody) => request('admin/reviewRecharge', body),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: rechargeKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['ledger'] }),
      ]);
    },
  });
}
