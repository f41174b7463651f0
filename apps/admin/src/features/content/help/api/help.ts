import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type SaveHelpInput = ApiBody<'admin/saveHelp'>;

export const helpKeys = {
  all: ['content', 'help'] as const,
};

export function useHelpArticles() {
  return useQuery({
    queryKey: helpKeys.all,
    queryFn: ({ signal }) => request('admin/getHelpList', {}, { signal }),
  });
}

/** An article saved or deleted: the list is read again. */
function useHelpChange<B, R>(change: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: helpKeys.all }),
  });
}

export function useSaveHelp() {
  return useHelpChange((body: SaveHelpInput) => request('admin/saveHelp', body));
}

export function useDeleteHelp() {
  return useHelpChange((id: number) => request('admin/deleteHelp', { id }));
}
