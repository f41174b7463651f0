import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type GoodsReviewListQuery = ApiBody<'admin/getGoodsReviewList'>;
export type ReviewGoodsBody = ApiBody<'admin/reviewGoods'>;
export type SetProductReviewBody = ApiBody<'admin/setProductReview'>;

export const goodsReviewKeys = {
  all: ['goods-review'] as const,
  lists: ['goods-review', 'list'] as const,
  list: (query: GoodsReviewListQuery) => ['goods-review', 'list', query] as const,
  switch: ['goods-review', 'switch'] as const,
};

/** Whether new seller products wait for staff review before sale. */
export function useProductReview() {
  return useQuery({
    queryKey: goodsReviewKeys.switch,
    queryFn: ({ signal }) => request('admin/getProductReview', {}, { signal }),
  });
}

/** Turn product review on or off with a reason (admins; audited). */
export function useSetProductReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetProductReviewBody) => request('admin/setProductReview', body),
    onSuccess: (data) => queryClient.setQueryData(goodsReviewKeys.switch, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: goodsReviewKeys.all }),
  });
}

/** Seller products in review, rejected or live, a page at a time. */
export function useGoodsReviewList(query: GoodsReviewListQuery) {
  return useQuery({
    queryKey: goodsReviewKeys.list(query),
    queryFn: ({ signal }) => request('admin/getGoodsReviewList', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Approve a product in review (it goes on sale) or reject it with a reason the seller reads. */
export function useReviewGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewGoodsBody) => request('admin/reviewGoods', body),
    // Whatever the answer (another member may have decided first), every tab is read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: goodsReviewKeys.lists }),
  });
}
