import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';
import { storeKeys } from '#admin/features/catalog/stores/api/stores';

export type SaveStoreLevelsBody = ApiBody<'admin/saveStoreLevels'>;

export const storeLevelKeys = { all: ['storeLevels'] as const };

export function useStoreLevels() {
  return useQuery({
    queryKey: storeLevelKeys.all,
    queryFn: ({ signal }) => request('admin/getStoreLevelList', {}, { signal }),
  });
}

/** Replaces the whole table (audited with the reason); stores whose sales reach a new level rise to it. */
export function useSaveStoreLevels() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveStoreLevelsBody) => request('admin/saveStoreLevels', body),
    onSuccess: (data) => queryClient.setQueryData(storeLevelKeys.all, data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storeKeys.all }),
  });
}
