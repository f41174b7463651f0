import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdPlacementState, ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type SaveAdSlotInput = ApiBody<'admin/saveAdSlot'>;
export const adKeys = { all: ['adv'] as const };

export function useAdSlots(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...adKeys.all, 'slots', page, pageSize],
    queryFn: ({ signal }) => request('admin/getAdSlotList', { page, pageSize }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAdPlacements(page: number, pageSize: number, state?: AdPlacementState) {
  return useQuery({
    queryKey: [...adKeys.all, 'placements', page, pageSize, state ?? null],
    queryFn: ({ signal }) =>
      request('admin/getAdPlacementList', { page, pageSize, ...(state ? { state } : {}) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Dramas to choose a slot's drama from (by title). */
export function useDramaChoices(keyword: string) {
  return useQuery({
    queryKey: ['adv', 'dramas', keyword],
    queryFn: ({ signal }) =>
      request('admin/getVideoList', { page: 1, pageSize: 20, ...(keyword ? { keyword } : {}) }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useSaveAdSlot() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAdSlotInput) => request('admin/saveAdSlot', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adKeys.all }),
  });
}

export function useTakeDownAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'admin/takeDownAd'>) => request('admin/takeDownAd', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adKeys.all }),
  });
}
