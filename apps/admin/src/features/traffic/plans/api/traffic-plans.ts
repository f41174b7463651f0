import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';

export type SaveTrafficPlanInput = ApiBody<'admin/saveTrafficPlan'>;

export const trafficPlanKeys = { all: ['traffic', 'plans'] as const };

export function useTrafficPlans() {
  return useQuery({
    queryKey: trafficPlanKeys.all,
    queryFn: ({ signal }) => request('admin/getTrafficPlanList', {}, { signal }),
  });
}

/** A plan saved: the list is read again. */
export function useSaveTrafficPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveTrafficPlanInput) => request('admin/saveTrafficPlan', body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trafficPlanKeys.all }),
  });
}
