import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type SaveBannerInput = ApiBody<'admin/saveBanner'>;

export const bannerKeys = {
  all: ['content', 'banners'] as const,
};

export function useBanners() {
  return useQuery({
    queryKey: bannerKeys.all,
    queryFn: ({ signal }) => request('admin/getBannerList', {}, { signal }),
  });
}

/** A banner saved or deleted: the list is read again. */
function useBannerChange<B, R>(change: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannerKeys.all }),
  });
}

export function useSaveBanner() {
  return useBannerChange((body: SaveBannerInput) => request('admin/saveBanner', body));
}

export function useDeleteBanner() {
  return useBannerChange((id: number) => request('admin/deleteBanner', { id }));
}
