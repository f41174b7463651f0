import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export const promotionSettingsKeys = { all: ['promotionSettings'] as const };

export function usePromotionSettings() {
  return useQuery({
    queryKey: promotionSettingsKeys.all,
    queryFn: ({ signal }) => request('admin/getPromotionSettings', {}, { signal }),
  });
}

/** Saves the rules with the reason (audited); what sellers are shown changes at once. */
export function useSavePromotionSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ApiBody<'admin/savePromotionSettings'>) =>
      request('admin/savePromotionSettings', body),
    onSuccess: (data) => queryClient.setQueryData(promotionSettingsKeys.all, data),
  });
}
