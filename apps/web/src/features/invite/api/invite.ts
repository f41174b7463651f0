import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { InviteRewardState } from '@app/contract';
import { call } from '#web/lib/request';
import { useLocal } from '#web/lib/storage';

export const PAGE_SIZE = 20;

const nextPage = (last: { page: number; total: number; list: unknown[] }, pages: { list: unknown[] }[]) => {
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return last.list.length > 0 && loaded < last.total ? last.page + 1 : undefined;
};

/** My code, links, the configured rule, team size and reward totals. */
export function useInviteInfo() {
  const token = useLocal((s) => s.token);
  return useQuery({
    queryKey: ['invite', 'info', token],
    queryFn: () => call('user/getInviteInfo', {}),
    enabled: token !== null,
  });
}

/** My direct invitees, page by page. */
export function useInviteList() {
  const token = useLocal((s) => s.token);
  return useInfiniteQuery({
    queryKey: ['invite', 'list', token],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('user/getInviteList', { page: pageParam, pageSize: PAGE_SIZE }, { signal }),
    getNextPageParam: nextPage,
    enabled: token !== null,
  });
}

/** One level of my team, page by page, with the counts of every level. */
export function useTeam(level: number) {
  const token = useLocal((s) => s.token);
  return useInfiniteQuery({
    queryKey: ['invite', 'team', level, token],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('user/getTeam', { level, page: pageParam, pageSize: PAGE_SIZE }, { signal }),
    getNextPageParam: nextPage,
    enabled: token !== null,
  });
}

/** My rewards, newest first. */
export function useInviteRewards(state?: InviteRewardState) {
  const token = useLocal((s) => s.token);
  return useInfiniteQuery({
    queryKey: ['invite', 'rewards', state ?? 'all', token],
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call(
        'user/getInviteRewardList',
        { page: pageParam, pageSize: PAGE_SIZE, ...(state ? { state } : {}) },
        { signal },
      ),
    getNextPageParam: nextPage,
    enabled: token !== null,
  });
}
