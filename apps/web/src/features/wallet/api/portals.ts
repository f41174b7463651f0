import { useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/request';

export const portalKeys = { list: ['wallet', 'portals'] as const };

/** The regional portals with their display currency and the rate staff set (public). */
export function usePortals() {
  return useQuery({
    queryKey: portalKeys.list,
    queryFn: async () => (await call('portal/getPortalList', {})).list,
    staleTime: 5 * 60_000,
  });
}
