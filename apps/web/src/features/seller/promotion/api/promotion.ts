import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, PromotionState } from '@app/contract';
import { call } from '#web/lib/request';
import { callOnce } from '#web/lib/call-once';
import type { SubmitAttempt } from '#web/lib/submit-attempt';

export const promotionKeys = {
  all: ['seller', 'promotion'] as const,
  points: ['seller', 'promotion', 'points'] as const,
  records: ['seller', 'promotion', 'records'] as const,
  terms: ['seller', 'promotion', 'terms'] as const,
  list: (tab: PromotionState) => ['seller', 'promotion', 'list', tab] as const,
  goods: ['seller', 'promotion', 'goods'] as const,
};

const PAGE_SIZE = 20;

interface Page {
  page: number;
  pageSize: number;
  total: number;
  list: unknown[];
}
const nextPage = (last: Page) =>
  last.list.length > 0 && last.page * last.pageSize < last.total ? last.page + 1 : undefined;

/** The store's points, the rate and the owner's wallet balance they are paid from. */
export function usePoints() {
  return useQuery({
    queryKey: promotionKeys.points,
    queryFn: ({ signal }) => call('store/getPoints', {}, { signal, silent: true }),
  });
}

/** Every movement of the store's points, newest first, page by page. */
export function usePointsRecords() {
  return useInfiniteQuery({
    queryKey: promotionKeys.records,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('store/getPointsRecordList', { page: pageParam, pageSize: PAGE_SIZE }, { signal, silent: true }),
    getNextPageParam: nextPage,
  });
}

export function usePromotionTerms() {
  return useQuery({
    queryKey: promotionKeys.terms,
    queryFn: ({ signal }) => call('store/getPromotionTerms', {}, { signal, silent: true }),
  });
}

/** One tab of the store's promotions with the count of every tab. */
export function usePromotions(tab: PromotionState) {
  return useInfiniteQuery({
    queryKey: promotionKeys.list(tab),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('store/getPromotionList', { tab, page: pageParam, pageSize: PAGE_SIZE }, { signal, silent: true }),
    getNextPageParam: nextPage,
  });
}

/** The products with a promotion running or waiting (a product takes one at a time). */
export function useBusyGoods() {
  return useQuery({
    queryKey: [...promotionKeys.all, 'busy'] as const,
    queryFn: async ({ signal }) => {
      const [running, waiting] = await Promise.all(
        (['promoting', 'scheduled'] as const).map((tab) =>
          call('store/getPromotionList', { tab, page: 1, pageSize: 100 }, { signal, silent: true }),
        ),
      );
      return new Set([...running!.list, ...waiting!.list].map((p) => p.goodsId));
    },
  });
}

/** The store's products buyers can buy now: what a promotion may be added to. */
export function usePromotableGoods() {
  return useQuery({
    queryKey: promotionKeys.goods,
    queryFn: ({ signal }) =>
      call('store/getGoodsList', { filter: 'on_sale', page: 1, pageSize: 100 }, { signal, silent: true }),
  });
}

/** After points or promotions changed: every promotion read, the wallet and the product lists reload. */
export function usePromotionChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: promotionKeys.all });
    void client.invalidateQueries({ queryKey: ['wallet'] });
  };
}

export function buyPoints(body: ApiBody<'store/buyPoints'>, attempt: SubmitAttempt) {
  return callOnce('store/buyPoints', body, attempt, { silent: true });
}

export function addPromotion(body: ApiBody<'store/addPromotion'>, attempt: SubmitAttempt) {
  return callOnce('store/addPromotion', body, attempt, { silent: true });
}

export function renewPromotions(body: ApiBody<'store/renewPromotions'>, attempt: SubmitAttempt) {
  return callOnce('store/renewPromotions', body, attempt, { silent: true });
}
