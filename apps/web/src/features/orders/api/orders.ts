import {
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiBody, OrderFilter } from '@app/contract';
import { call } from '#web/lib/request';
import { callOnce } from '#web/lib/call-once';
import type { SubmitAttempt } from '#web/lib/submit-attempt';

export const orderKeys = {
  all: ['orders'] as const,
  counts: ['orders', 'counts'] as const,
  list: (status: OrderFilter) => ['orders', 'list', status] as const,
  info: (id: number) => ['orders', 'info', id] as const,
  preview: (body: ApiBody<'order/preview'>) => ['orders', 'preview', body] as const,
};

export const PAGE_SIZE = 10;

export function useOrderCounts(enabled = true) {
  return useQuery({
    queryKey: orderKeys.counts,
    queryFn: ({ signal }) => call('order/getOrderCounts', {}, { signal }),
    enabled,
  });
}

/** One filter of the order list, page by page, for an infinite scroll. */
export function useOrderList(status: OrderFilter) {
  return useInfiniteQuery({
    queryKey: orderKeys.list(status),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('order/getOrderList', { status, page: pageParam, pageSize: PAGE_SIZE }, { signal }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0);
      return last.list.length > 0 && loaded < last.total ? last.page + 1 : undefined;
    },
  });
}

export function useOrderInfo(id: number) {
  return useQuery({
    queryKey: orderKeys.info(id),
    queryFn: ({ signal }) => call('order/getOrderInfo', { id }, { signal }),
    enabled: id > 0,
  });
}

/**
 * The order confirmation. Its failures (an empty cart, stock gone) are the screen's content, so
 * they are not toasted. `prepare` runs first (the cart merge a checkout from the cart waits for).
 */
export function usePreview(body: ApiBody<'order/preview'>, prepare?: () => Promise<void>) {
  return useQuery({
    queryKey: orderKeys.preview(body),
    queryFn: async ({ signal }) => {
      await prepare?.();
      return call('order/preview', body, { signal, silent: true });
    },
    placeholderData: keepPreviousData,
  });
}

/** After an order changes: lists, counts and the detail; after a payment, also the wallet and cart. */
export function useRefreshOrders() {
  const client = useQueryClient();
  return {
    orders: () => client.invalidateQueries({ queryKey: orderKeys.all }),
    everything: () => client.invalidateQueries(),
    /** After a checkout placed orders: its own confirmation is done with and is not asked again. */
    afterCheckout: () =>
      client.invalidateQueries({
        predicate: (q) => !(q.queryKey[0] === orderKeys.all[0] && q.queryKey[1] === 'preview'),
      }),
  };
}

export function useCancelOrder() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (id: number) => call('order/cancel', { id }),
    onSuccess: refresh.orders,
  });
}

export function useConfirmOrder(attempt: SubmitAttempt) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (id: number) => callOnce('order/confirm', { id }, attempt, { silent: true }),
    onSuccess: refresh.orders,
  });
}

export function useRefundOrder(attempt: SubmitAttempt) {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (body: ApiBody<'order/refund'>) => callOnce('order/refund', body, attempt, { silent: true }),
    onSuccess: refresh.everything,
  });
}

export function useComment() {
  const refresh = useRefreshOrders();
  return useMutation({
    mutationFn: (body: ApiBody<'order/comment'>) => call('order/comment', body),
    onSuccess: refresh.orders,
  });
}
