import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type SaveAppVersionInput = ApiBody<'admin/saveAppVersion'>;

export const appVersionKeys = {
  all: ['content', 'versions'] as const,
};

export function useAppVersions() {
  return useQuery({
    queryKey: appVersionKeys.all,
    queryFn: ({ signal }) => request('admin/getAppVersionList', {}, { signal }),
  });
}

/** A platform's version saved: the list is read again. */
export function useSaveAppVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAppVersionInput) => request('admin/saveAppVersion', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: appVersionKeys.all }),
  });
}
