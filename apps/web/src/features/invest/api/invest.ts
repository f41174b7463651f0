import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiBody } from '@app/contract';
import { call } from '#web/lib/request';
import { callOnce } from '#web/lib/call-once';
import { useIsSignedIn } from '#web/lib/session';
import type { SubmitAttempt } from '#web/lib/submit-attempt';

export const investKeys = {
  all: ['invest'] as const,
  terms: (signedIn: boolean) => ['invest', 'terms', signedIn] as const,
  offerings: ['invest', 'offerings'] as const,
  mine: ['invest', 'mine'] as const,
  info: (id: number) => ['invest', 'info', id] as const,
};

const PAGE_SIZE = 10;

function nextPage(last: { list: unknown[]; total: number; page: number }, pages: { list: unknown[] }[]) {
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return last.list.length > 0 && loaded < last.total ? last.page + 1 : undefined;
}

/** Whether revenue share is offered here, its settlement rules and the viewer's VIP level. */
export function useInvestTerms() {
  const signedIn = useIsSignedIn();
  return useQuery({
    queryKey: investKeys.terms(signedIn),
    queryFn: ({ signal }) => call('video_invest/getTerms', {}, { signal, silent: true }),
    staleTime: 60_000,
  });
}

export function useOfferings() {
  return useInfiniteQuery({
    queryKey: investKeys.offerings,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(
        'video_invest/getVideoInvestList',
        { page: pageParam, pageSize: PAGE_SIZE },
        { signal, silent: true },
      ),
    getNextPageParam: nextPage,
  });
}

export function useMyUnits(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: investKeys.mine,
    initialPageParam: 1,
    enabled,
    queryFn: ({ pageParam, signal }) =>
      call(
        'video_invest/getMyInvestList',
        { page: pageParam, pageSize: PAGE_SIZE },
        { signal, silent: true },
      ),
    getNextPageParam: nextPage,
  });
}

export function useOfferingInfo(id: number | null) {
  return useQuery({
    queryKey: investKeys.info(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => call('video_invest/getOfferingInfo', { id: id! }, { signal, silent: true }),
  });
}

/** Reserves units once per attempt (the attempt's Idempotency-Key). */
export function snapUpUnits(body: ApiBody<'video_invest/snapUp'>, attempt: SubmitAttempt) {
  return callOnce('video_invest/snapUp', body, attempt, { silent: true });
}

/** Pays a reservation once per attempt. */
export function payReservation(body: ApiBody<'video_invest/payInvest'>, attempt: SubmitAttempt) {
  return callOnce('video_invest/payInvest', body, attempt, { silent: true });
}

/** After a snap-up or a payment: offerings, holdings, the balance and the wallet reload. */
export function useInvestChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: investKeys.all });
    void client.invalidateQueries({ queryKey: ['wallet'] });
  };
}
