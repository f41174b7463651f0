import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { call } from '#web/lib/request';
import { callOnce } from '#web/lib/call-once';
import type { SubmitAttempt } from '#web/lib/submit-attempt';

export const trafficKeys = {
  all: ['seller', 'traffic'] as const,
  plans: ['seller', 'traffic', 'plans'] as const,
  packages: ['seller', 'traffic', 'packages'] as const,
  stats: (packageId: number | null) => ['seller', 'traffic', 'stats', packageId] as const,
};

const PAGE_SIZE = 10;

/** The plans on sale (in the reader's language), the owner's balance and when a new package would start. */
export function useTrafficPlans() {
  return useQuery({
    queryKey: trafficKeys.plans,
    queryFn: ({ signal }) => call('store/getTrafficPlanList', {}, { signal, silent: true }),
  });
}

/** The store's packages, newest first, page by page. */
export function useTrafficPackages() {
  return useInfiniteQuery({
    queryKey: trafficKeys.packages,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('store/getTrafficPackageList', { page: pageParam, pageSize: PAGE_SIZE }, { signal, silent: true }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.list.length, 0);
      return last.list.length > 0 && loaded < last.total ? last.page + 1 : undefined;
    },
  });
}

/** Impressions per UTC day: the store's last 30 days, or one package's days. */
export function useTrafficStats(packageId: number | null) {
  return useQuery({
    queryKey: trafficKeys.stats(packageId),
    queryFn: ({ signal }) =>
      call('store/getTrafficStats', packageId ? { packageId } : {}, { signal, silent: true }),
  });
}

/** Buys a package once per attempt (the attempt's Idempotency-Key). */
export function buyTrafficPackage(body: ApiBody<'store/buyTrafficPackage'>, attempt: SubmitAttempt) {
  return callOnce('store/buyTrafficPackage', body, attempt, { silent: true });
}

/** After a purchase: the plans (balance, next start), the packages, the chart and the wallet reload. */
export function useTrafficChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: trafficKeys.all });
    void client.invalidateQueries({ queryKey: ['wallet'] });
  };
}
