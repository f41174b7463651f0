import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type SaveVipPlanInput = ApiBody<'admin/saveVipPlan'>;

export const vipPlanKeys = {
  all: ['content', 'vip-plans'] as const,
};

export function useVipPlans() {
  return useQuery({
    queryKey: vipPlanKeys.all,
    queryFn: ({ signal }) => request('admin/getVipPlanList', {}, { signal }),
  });
}

/** A plan saved: the list is read again. */
export function useSaveVipPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveVipPlanInput) => request('admin/saveVipPlan', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vipPlanKeys.all }),
  });
}
