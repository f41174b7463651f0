import { useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/request';

export const activityKeys = {
  campaigns: ['activity', 'campaigns'] as const,
};

/** The campaign cards staff publish (`home/getBanner` with place `activity`). */
export function useCampaigns() {
  return useQuery({
    queryKey: activityKeys.campaigns,
    queryFn: ({ signal }) => call('home/getBanner', { place: 'activity' }, { signal, silent: true }),
    staleTime: 60_000,
  });
}
