import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody, CampaignItemKind } from '@app/contract';
import { request } from '#admin/lib/request';

export const campaignKeys = {
  all: ['campaign', 'campaigns'] as const,
};

export function useCampaigns() {
  return useQuery({
    queryKey: campaignKeys.all,
    queryFn: ({ signal }) => request('admin/getCampaignList', {}, { signal }),
  });
}

/** A campaign saved (audited with its reason): the list is read again. */
export function useSaveCampaign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'admin/saveCampaign'>) => request('admin/saveCampaign', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: campaignKeys.all }),
  });
}

/** A picker's items: by keyword (what a save takes now), or the chosen ids named in their order. */
export function useCampaignItems(kind: CampaignItemKind, q: { keyword?: string; ids?: number[] }, on = true) {
  return useQuery({
    queryKey: [...campaignKeys.all, 'items', kind, q] as const,
    queryFn: ({ signal }) => request('admin/searchCampaignItems', { kind, ...q }, { signal }),
    enabled: on,
    staleTime: 30_000,
    placeholderData: (previous) => previous,
  });
}
