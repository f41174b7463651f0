import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ListPage, WarehouseGoods } from '@app/contract';
import { request } from '#admin/lib/request';

export type WarehouseListQuery = ApiBody<'admin/getWarehouseList'>;
export type SaveWarehouseBody = ApiBody<'admin/saveWarehouseGoods'>;

export const warehouseKeys = {
  all: ['warehouse'] as const,
  lists: ['warehouse', 'list'] as const,
  list: (query: WarehouseListQuery) => ['warehouse', 'list', query] as const,
};

/** The platform warehouse, a page at a time, by words in the title and category. */
export function useWarehouseList(query: WarehouseListQuery) {
  return useQuery({
    queryKey: warehouseKeys.list(query),
    queryFn: ({ signal }) => request('admin/getWarehouseList', query, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Create or change a warehouse product; the row shows the answer at once, then the lists are read again. */
export function useSaveWarehouseGoods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveWarehouseBody) => request('admin/saveWarehouseGoods', body),
    onSuccess: (saved) => {
      queryClient.setQueriesData<ListPage<WarehouseGoods>>({ queryKey: warehouseKeys.lists }, (page) =>
        page ? { ...page, list: page.list.map((g) => (g.id === saved.id ? saved : g)) } : page,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: warehouseKeys.lists }),
  });
}
