import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callOnce } from '#web/lib/call-once';
import { call } from '#web/lib/request';
import { useLocal } from '#web/lib/storage';
import type { SubmitAttempt } from '#web/lib/submit-attempt';

export const PAGE_SIZE = 20;

const nextPage = (last: { page: number; total: number; list: unknown[] }, pages: { list: unknown[] }[]) => {
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return last.list.length > 0 && loaded < last.total ? last.page + 1 : undefined;
};

/** The lottery page: rules, the prize table, and the caller's points, draws and milestones. */
export function useLottery() {
  const token = useLocal((s) => s.token);
  return useQuery({ queryKey: ['lottery', 'page', token], queryFn: () => call('lottery/getLottery', {}) });
}

/** My draws, newest first. */
export function useDrawList() {
  const token = useLocal((s) => s.token);
  return useInfiniteQuery({
    queryKey: ['lottery', 'draws', token],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('lottery/getDrawList', { page: pageParam, pageSize: PAGE_SIZE }, { signal }),
    getNextPageParam: nextPage,
    enabled: token !== null,
  });
}

/** My points movements, newest first. */
export function usePointsRecords() {
  const token = useLocal((s) => s.token);
  return useInfiniteQuery({
    queryKey: ['lottery', 'points', token],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('lottery/getPointsRecordList', { page: pageParam, pageSize: PAGE_SIZE }, { signal }),
    getNextPageParam: nextPage,
    enabled: token !== null,
  });
}

function useRefresh() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: ['lottery'] });
}

/** One draw (idempotent: a retry of the same press is the same draw). */
export function useDraw(attempt: SubmitAttempt) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => callOnce('lottery/draw', {}, attempt),
    onSettled: refresh,
  });
}

export function useCheckIn(attempt: SubmitAttempt) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: () => callOnce('lottery/checkIn', {}, attempt),
    onSettled: refresh,
  });
}

export function useClaimMilestone(attempt: SubmitAttempt) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: number) => callOnce('lottery/claimMilestone', { id }, attempt),
    onSettled: refresh,
  });
}

/** Claims a goods prize won without an address: one order of it to this address (once). */
export function useClaimPrize(attempt: SubmitAttempt) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: { id: number; addressId: number }) => callOnce('lottery/claimPrize', body, attempt),
    onSettled: refresh,
  });
}
