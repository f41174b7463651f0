import { useQuery } from '@tanstack/react-query';
import type { CampaignKey } from '@app/contract';
import { call } from '#web/lib/request';

export const campaignKeys = {
  page: (key: CampaignKey) => ['campaign', 'page', key] as const,
  running: ['campaign', 'running'] as const,
};

/** A campaign's page: its window always, what it features while it runs. */
export function useCampaign(key: CampaignKey) {
  return useQuery({
    queryKey: campaignKeys.page(key),
    queryFn: ({ signal }) => call('campaign/getCampaign', { key }, { signal, silent: true }),
    staleTime: 60_000,
  });
}

/** The running campaign's banner for the homes, or none (a failure shows none, quietly). */
export function useRunningCampaign() {
  return useQuery({
    queryKey: campaignKeys.running,
    queryFn: ({ signal }) => call('campaign/getRunning', {}, { signal, silent: true }),
    staleTime: 60_000,
  });
}
