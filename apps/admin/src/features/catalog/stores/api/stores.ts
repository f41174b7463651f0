import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData, ListPage } from '@app/contract';
import { request } from '#admin/lib/request';

export type StoreListQuery = ApiBody<'admin/getStoreList'>;
export type SaveStoreBody = ApiBody<'admin/saveStore'>;
export type AdminStore = ApiData<'admin/saveStore'>;

export const storeKeys = {
  all: ['stores'] as const,
  lists: ['stores', 'list'] as const,
  list: (query: StoreListQuery) => ['stores', 'list', query] as const,
};

export function storeListQuery(query: StoreListQuery) {
  return queryOptions({
    queryKey: storeKeys.list(query),
    queryFn: ({ signal }) => request('admin/getStoreList', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useStoreList(query: StoreListQuery) {
  return useQuery(storeListQuery(query));
}

/** Change a store's level or status (audited with the reason); the row shows the answer at once. */
export function useSaveStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveStoreBody) => request('admin/saveStore', body),
    onSuccess: (store) => {
      queryClient.setQueriesData<ListPage<AdminStore>>({ queryKey: storeKeys.lists }, (page) =>
        page ? { ...page, list: page.list.map((s) => (s.id === store.id ? store : s)) } : page,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
}
