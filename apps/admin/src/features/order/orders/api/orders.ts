import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { AdminOrder, ApiBody, ListPage } from '@app/contract';
import { request } from '#admin/lib/request';

export type OrderListQuery = ApiBody<'admin/getOrderList'>;
export type AdvanceOrderBody = ApiBody<'admin/advanceOrder'>;
export type ReviewRefundBody = ApiBody<'admin/reviewRefund'>;

export const orderKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (query: OrderListQuery) => ['orders', 'list', query] as const,
  detail: (orderNo: string) => ['orders', 'detail', orderNo] as const,
};

export function orderListQuery(query: OrderListQuery) {
  return queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => request('admin/getOrderList', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOrderList(query: OrderListQuery) {
  return useQuery(orderListQuery(query));
}

/** An order the lists already hold, so the drawer opens at once while it is read again. */
function cachedOrder(queryClient: QueryClient, orderNo: string): AdminOrder | undefined {
  for (const [, page] of queryClient.getQueriesData<ListPage<AdminOrder>>({ queryKey: orderKeys.lists })) {
    const found = page?.list.find((o) => o.orderNo === orderNo);
    if (found) return found;
  }
  return undefined;
}

/**
 * One order by its number. There is no single-order call: the list's keyword matches an order
 * number exactly, so a link to `/orders/<orderNo>` works without the list around it.
 */
export function useOrderDetail(orderNo: string | null) {
  const queryClient = useQueryClient();
  return useQuery<AdminOrder | null>({
    queryKey: orderKeys.detail(orderNo ?? ''),
    queryFn: async ({ signal }): Promise<AdminOrder | null> => {
      const page = await request(
        'admin/getOrderList',
        { page: 1, pageSize: 10, keyword: orderNo ?? '' },
        { signal },
      );
      return page.list.find((o) => o.orderNo === orderNo) ?? null;
    },
    enabled: orderNo !== null,
    placeholderData: orderNo ? cachedOrder(queryClient, orderNo) : undefined,
  });
}

/** The answer of an action is the order as it now stands: show it at once, then read the lists again. */
function useOrderChange<B>(call: (body: B) => Promise<AdminOrder>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (order) => {
      queryClient.setQueryData(orderKeys.detail(order.orderNo), order);
      queryClient.setQueriesData<ListPage<AdminOrder>>({ queryKey: orderKeys.lists }, (page) =>
        page ? { ...page, list: page.list.map((o) => (o.id === order.id ? order : o)) } : page,
      );
    },
    // Whatever the answer (a refused action may mean the order moved on), read it again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
}

/** Purchase (the seller's wallet pays the warehouse), ship or mark delivered, standing in for the seller. */
export function useAdvanceOrder() {
  return useOrderChange((body: AdvanceOrderBody) => request('admin/advanceOrder', body));
}

/** Approve (the escrow returns to the buyer) or reject (with a reason) a refund request. */
export function useReviewRefund() {
  return useOrderChange((body: ReviewRefundBody) => request('admin/reviewRefund', body));
}
