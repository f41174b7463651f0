import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type SaveCategoryInput = ApiBody<'admin/saveCategory'>;

export const categoryKeys = {
  all: ['catalog', 'categories'] as const,
};

export function useCategoryList() {
  return useQuery({
    queryKey: categoryKeys.all,
    queryFn: ({ signal }) => request('admin/getCategoryList', {}, { signal }),
  });
}

/** A category saved or deleted: the list (and the product editor's tree) is read again. */
function useCategoryChange<B, R>(change: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

export function useSaveCategory() {
  return useCategoryChange((body: SaveCategoryInput) => request('admin/saveCategory', body));
}

export function useDeleteCategory() {
  return useCategoryChange((id: number) => request('admin/deleteCategory', { id }));
}
