import { useEffect } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useStore } from 'zustand';
import type { ApiBody, TaskFilter } from '@app/contract';
import { call } from '#web/lib/request';
import { callOnce } from '#web/lib/call-once';
import { useIsSignedIn } from '#web/lib/session';
import { chatSocketState, watchDeal } from '#web/features/chat';
import type { SubmitAttempt } from '#web/lib/submit-attempt';

export const taskKeys = {
  all: ['task'] as const,
  list: (filter: TaskFilter, signedIn: boolean) => ['task', 'list', filter, signedIn] as const,
  info: (id: number, signedIn: boolean) => ['task', 'info', id, signedIn] as const,
  people: (id: number) => ['task', 'people', id] as const,
};

const PAGE_SIZE = 10;
/**
 * Progress and participants arrive over the socket for a signed-in viewer (`useDealLive`); they
 * refresh this often only while the socket is not live (visitors, or the socket down).
 */
export const LIVE_MS = 5_000;

/** Whether the tab's socket is live (then the deal's changes are pushed and nothing polls). */
function useSocketLive() {
  return useStore(chatSocketState, (s) => s.status === 'open');
}

function nextPage(last: { list: unknown[]; total: number; page: number }, pages: { list: unknown[] }[]) {
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return last.list.length > 0 && loaded < last.total ? last.page + 1 : undefined;
}

export function useTaskList(filter: TaskFilter) {
  const signedIn = useIsSignedIn();
  return useInfiniteQuery({
    queryKey: taskKeys.list(filter, signedIn),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('task/getTaskList', { filter, page: pageParam, pageSize: PAGE_SIZE }, { signal, silent: true }),
    getNextPageParam: nextPage,
  });
}

export function useTaskInfo(id: number) {
  const signedIn = useIsSignedIn();
  const pushed = useSocketLive();
  return useQuery({
    queryKey: taskKeys.info(id, signedIn),
    queryFn: ({ signal }) => call('task/getTaskInfo', { id }, { signal, silent: true }),
    refetchInterval: (q) => (!pushed && q.state.data?.deal.state === 'running' ? LIVE_MS : false),
  });
}

/**
 * While a signed-in viewer has the deal on screen, the socket tells of each join and each change of
 * state (decision 54): the deal and its participants are read again then, instead of every 5 s.
 */
export function useDealLive(id: number) {
  const client = useQueryClient();
  const signedIn = useIsSignedIn();
  useEffect(() => {
    if (!signedIn) return;
    return watchDeal(id, () => {
      void client.invalidateQueries({ queryKey: ['task', 'info', id] });
      void client.invalidateQueries({ queryKey: taskKeys.people(id) });
    });
  }, [client, id, signedIn]);
}

export function useParticipants(id: number, running: boolean) {
  const pushed = useSocketLive();
  const live = running && !pushed;
  return useInfiniteQuery({
    queryKey: taskKeys.people(id),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('task/getParticipantList', { id, page: pageParam, pageSize: 20 }, { signal, silent: true }),
    getNextPageParam: nextPage,
    refetchInterval: live ? LIVE_MS : false,
  });
}

/** Joins once per attempt (the attempt's Idempotency-Key). */
export function joinTask(body: ApiBody<'task/join'>, attempt: SubmitAttempt) {
  return callOnce('task/join', body, attempt, { silent: true });
}

/** After joining: deals, the wallet and orders reload. */
export function useTaskChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: taskKeys.all });
    void client.invalidateQueries({ queryKey: ['wallet'] });
    void client.invalidateQueries({ queryKey: ['order'] });
  };
}
