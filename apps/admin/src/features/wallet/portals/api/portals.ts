import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '@app/contract';
import { request } from '#admin/lib/request';

export type PortalRow = ApiData<'admin/getPortalList'>['list'][number];
export type SavePortalBody = ApiBody<'admin/savePortal'>;

export const portalKeys = { all: ['config', 'portals'] as const };

/** The four regional portals with their display currency, rate, and who set it when. */
export function usePortalList() {
  return useQuery({
    queryKey: portalKeys.all,
    queryFn: ({ signal }) => request('admin/getPortalList', {}, { signal }),
  });
}

/** Change a portal's currency and rate; the list is read again whatever the answer. */
export function useSavePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePortalBody) => request('admin/savePortal', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: portalKeys.all }),
  });
}
