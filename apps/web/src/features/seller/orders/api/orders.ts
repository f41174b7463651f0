import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, SellerOrder, SellerOrderTab } from '@app/contract';
import { call } from '#web/lib/request';
import { callOnce } from '#web/lib/call-once';
import type { SubmitAttempt } from '#web/lib/submit-attempt';

export const sellerOrderKeys = {
  all: ['seller', 'orders'] as const,
  list: (tab: SellerOrderTab, keyword: string) => ['seller', 'orders', 'list', tab, keyword] as const,
  info: (id: number) => ['seller', 'orders', 'info', id] as const,
};

const PAGE_SIZE = 10;

/** One tab of the store's orders (optionally one order number), page by page. */
export function useSellerOrders(tab: SellerOrderTab, keyword: string) {
  return useInfiniteQuery({
    queryKey: sellerOrderKeys.list(tab, keyword),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(
        'store/getOrderList',
        { tab, page: pageParam, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) },
        { signal, silent: true },
      ),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0);
      return last.list.length > 0 && loaded < last.total ? last.page + 1 : undefined;
    },
  });
}

export function useSellerOrder(id: number) {
  return useQuery({
    queryKey: sellerOrderKeys.info(id),
    queryFn: ({ signal }) => call('store/getOrderInfo', { id }, { signal, silent: true }),
    enabled: id > 0,
    retry: false,
  });
}

/** After an order changed: the detail takes the server's answer, lists, the dashboard and the wallet reload. */
export function useOrderChanged() {
  const client = useQueryClient();
  return (order: SellerOrder) => {
    client.setQueryData(sellerOrderKeys.info(order.id), order);
    void client.invalidateQueries({ queryKey: sellerOrderKeys.all });
    void client.invalidateQueries({ queryKey: ['seller', 'dashboard'] });
    void client.invalidateQueries({ queryKey: ['wallet'] });
  };
}

/** Pays the warehouse for an order (once per attempt: the same `Idempotency-Key` on a retry). */
export function purchaseOrder(body: ApiBody<'store/purchaseOrder'>, attempt: SubmitAttempt) {
  return callOnce('store/purchaseOrder', body, attempt, { silent: true });
}

export function shipOrder(body: ApiBody<'store/shipOrder'>, attempt: SubmitAttempt) {
  return callOnce('store/shipOrder', body, attempt);
}

/** Accepts or declines a refund request (once per attempt). */
export function answerRefund(body: ApiBody<'store/answerRefund'>, attempt: SubmitAttempt) {
  return callOnce('store/answerRefund', body, attempt);
}
