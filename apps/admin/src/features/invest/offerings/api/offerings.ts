import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export const offeringKeys = {
  all: ['invest', 'offerings'] as const,
  list: (page: number, pageSize: number) => ['invest', 'offerings', 'list', page, pageSize] as const,
  holders: (id: number, page: number) => ['invest', 'offerings', 'holders', id, page] as const,
  dramas: ['invest', 'offerings', 'dramas'] as const,
};

export function useOfferings(page: number, pageSize: number) {
  return useQuery({
    queryKey: offeringKeys.list(page, pageSize),
    queryFn: ({ signal }) => request('admin/getOfferingList', { page, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useOfferingHolders(id: number | null, page: number) {
  return useQuery({
    queryKey: offeringKeys.holders(id ?? 0, page),
    enabled: id !== null,
    queryFn: ({ signal }) => request('admin/getOfferingHolders', { id: id!, page, pageSize: 20 }, { signal }),
  });
}

/** The dramas an offering can be made on (newest 100). */
export function useDramaChoices(enabled: boolean) {
  return useQuery({
    queryKey: offeringKeys.dramas,
    enabled,
    queryFn: ({ signal }) => request('admin/getVideoList', { pageSize: 100 }, { signal }),
    staleTime: 60_000,
  });
}

export function useSaveOffering() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'admin/saveOffering'>) => request('admin/saveOffering', body),
    onSettled: () => client.invalidateQueries({ queryKey: offeringKeys.all }),
  });
}

export function usePauseOffering() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'admin/pauseOffering'>) => request('admin/pauseOffering', body),
    onSettled: () => client.invalidateQueries({ queryKey: offeringKeys.all }),
  });
}
