import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, DealState } from '@app/contract';
import { request } from '#admin/lib/request';

export const dealKeys = {
  all: ['task', 'deals'] as const,
  list: (state: DealState | undefined, page: number, pageSize: number) =>
    ['task', 'deals', 'list', state ?? 'all', page, pageSize] as const,
  people: (id: number, page: number) => ['task', 'deals', 'people', id, page] as const,
  goods: (keyword: string) => ['task', 'deals', 'goods', keyword] as const,
};

export function useDeals(state: DealState | undefined, page: number, pageSize: number) {
  return useQuery({
    queryKey: dealKeys.list(state, page, pageSize),
    queryFn: ({ signal }) =>
      request('admin/getDealList', { page, pageSize, ...(state ? { state } : {}) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useDealParticipants(id: number | null, page: number) {
  return useQuery({
    queryKey: dealKeys.people(id ?? 0, page),
    enabled: id !== null,
    queryFn: ({ signal }) =>
      request('admin/getDealParticipants', { id: id!, page, pageSize: 20 }, { signal }),
  });
}

/** Products to make a deal on, by a keyword (first 30). */
export function useGoodsChoices(keyword: string, enabled: boolean) {
  return useQuery({
    queryKey: dealKeys.goods(keyword),
    enabled,
    queryFn: ({ signal }) =>
      request('admin/getGoodsList', { pageSize: 30, ...(keyword ? { keyword } : {}) }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export function useCreateDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'admin/createDeal'>) => request('admin/createDeal', body),
    onSettled: () => client.invalidateQueries({ queryKey: dealKeys.all }),
  });
}

export function useUpdateDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'admin/updateDeal'>) => request('admin/updateDeal', body),
    onSettled: () => client.invalidateQueries({ queryKey: dealKeys.all }),
  });
}

export function useCancelDeal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'admin/cancelDeal'>) => request('admin/cancelDeal', body),
    onSettled: () => client.invalidateQueries({ queryKey: dealKeys.all }),
  });
}
