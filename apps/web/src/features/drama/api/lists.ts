import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { InfiniteData } from '@tanstack/react-query';
import type { ListPage } from '@app/contract';
import { call } from '#web/lib/request';

export type DramaSort = 'hot' | 'latest' | 'rank' | 'featured';
export type MemberList = 'like' | 'myvideo' | 'history';

/** Under `['drama']` so a like, a favourite or a VIP purchase refreshes every list too. */
export const dramaListKeys = {
  list: (sort: DramaSort, keyword: string, pageSize: number) =>
    ['drama', 'list', sort, keyword, pageSize] as const,
  grid: (sort: DramaSort) => ['drama', 'grid', sort] as const,
  banners: ['drama', 'banners'] as const,
  member: (kind: MemberList) => ['drama', 'member', kind] as const,
};

export const GRID_PAGE_SIZE = 18;

const nextPage = <T>(last: ListPage<T>) =>
  last.page * last.pageSize < last.total && last.list.length > 0 ? last.page + 1 : undefined;

export function flattenPages<T>(data: InfiniteData<ListPage<T>> | undefined): T[] {
  return data?.pages.flatMap((p) => p.list) ?? [];
}

/** One page of a sorted list (home rows, search results). */
export function useDramaRow(sort: DramaSort, pageSize: number, keyword = '') {
  const word = keyword.trim();
  return useQuery({
    queryKey: dramaListKeys.list(sort, word, pageSize),
    queryFn: ({ signal }) =>
      call('video/getVideoList', { sort, page: 1, pageSize, ...(word ? { keyword: word } : {}) }, { signal }),
    staleTime: 60_000,
  });
}

/** An endless sorted grid (`/tv/hot`, `/tv/latest`). */
export function useDramaGrid(sort: DramaSort) {
  return useInfiniteQuery({
    queryKey: dramaListKeys.grid(sort),
    queryFn: ({ pageParam, signal }) =>
      call('video/getVideoList', { sort, page: pageParam, pageSize: GRID_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
    staleTime: 60_000,
  });
}

export function useBanners() {
  return useQuery({
    queryKey: dramaListKeys.banners,
    queryFn: ({ signal }) => call('home/getBanner', { place: 'tv' }, { signal, silent: true }),
    staleTime: 5 * 60_000,
  });
}

export function useLikedDramas() {
  return useInfiniteQuery({
    queryKey: dramaListKeys.member('like'),
    queryFn: ({ pageParam, signal }) =>
      call('user/getUserStarList', { page: pageParam, pageSize: GRID_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useFavouriteDramas() {
  return useInfiniteQuery({
    queryKey: dramaListKeys.member('myvideo'),
    queryFn: ({ pageParam, signal }) =>
      call('user/getUserVideoList', { page: pageParam, pageSize: GRID_PAGE_SIZE }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

export function useWatchHistory() {
  return useInfiniteQuery({
    queryKey: dramaListKeys.member('history'),
    queryFn: ({ pageParam, signal }) =>
      call('user/getUserHistoryList', { page: pageParam, pageSize: 20 }, { signal }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}
