import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { AdminGoods, ApiBody, CategoryNode, ListPage } from '@app/contract';
import { request } from '#admin/lib/request';

export type GoodsListQuery = ApiBody<'admin/getGoodsList'>;
export type SaveGoodsBody = ApiBody<'admin/saveGoods'>;

export const goodsKeys = {
  all: ['goods'] as const,
  lists: ['goods', 'list'] as const,
  list: (query: GoodsListQuery) => ['goods', 'list', query] as const,
  categories: ['goods', 'categories'] as const,
  storeOptions: (keyword: string) => ['goods', 'store-options', keyword] as const,
};

export function goodsListQuery(query: GoodsListQuery) {
  return queryOptions({
    queryKey: goodsKeys.list(query),
    queryFn: ({ signal }) => request('admin/getGoodsList', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useGoodsList(query: GoodsListQuery) {
  return useQuery(goodsListQuery(query));
}

/** Create or change a product; the row shows the answer at once, then the lists are read again. */
export function useSaveGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveGoodsBody) => request('admin/saveGoods', body),
    onSuccess: (saved) => {
      queryClient.setQueriesData<ListPage<AdminGoods>>({ queryKey: goodsKeys.lists }, (page) =>
        page ? { ...page, list: page.list.map((g) => (g.id === saved.id ? saved : g)) } : page,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: goodsKeys.lists }),
  });
}

/** The category tree rarely changes: read it once per visit. */
export function useCategoryTree() {
  return useQuery({
    queryKey: goodsKeys.categories,
    queryFn: ({ signal }) => request('category/getCategoryList', {}, { signal }),
    staleTime: 10 * 60_000,
    select: (data): CategoryNode[] => data.list,
  });
}

/** Stores to pick from, found by name. */
export function useStoreOptions(keyword: string) {
  return useQuery({
    queryKey: goodsKeys.storeOptions(keyword),
    queryFn: ({ signal }) =>
      request('admin/getStoreList', { page: 1, pageSize: 50, ...(keyword ? { keyword } : {}) }, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

function namesOf(nodes: CategoryNode[], into: Map<number, string>): Map<number, string> {
  for (const n of nodes) {
    into.set(n.id, n.name);
    namesOf(n.children, into);
  }
  return into;
}

/** Each category's name in the console's language (the tree is read in it), by id. */
export function useCategoryNames(): Map<number, string> {
  const { data } = useCategoryTree();
  return useMemo(() => namesOf(data ?? [], new Map()), [data]);
}
