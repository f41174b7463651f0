import { useQuery } from '@tanstack/react-query';
import { call } from '#web/lib/request';

export const dashboardKeys = { all: ['seller', 'dashboard'] as const };

/** The store's dashboard; fresh each time the seller center opens, and every minute while it is open. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKeys.all,
    queryFn: () => call('store/getDashboard', {}, { silent: true }),
    refetchInterval: 60_000,
  });
}
