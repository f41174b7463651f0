import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminVideo, ApiBody, ApiData, ListPage } from '@app/contract';
import { request } from '#admin/lib/request';

export type VideoListQuery = ApiBody<'admin/getVideoList'>;
export type SaveVideoBody = ApiBody<'admin/saveVideo'>;
export type EpisodeList = ApiData<'admin/getVideoItemList'>;

/** Every drama query starts with 'dramas': a change to an episode reads them all again. */
export const dramaKeys = {
  all: ['dramas'] as const,
  lists: ['dramas', 'list'] as const,
  list: (query: VideoListQuery) => ['dramas', 'list', query] as const,
  episodes: (videoId: number) => ['dramas', 'episodes', videoId] as const,
};

export function useVideoList(query: VideoListQuery) {
  return useQuery(
    queryOptions({
      queryKey: dramaKeys.list(query),
      queryFn: ({ signal }) => request('admin/getVideoList', query, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Create or change a drama; the list row shows the answer at once, then lists are read again. */
export function useSaveVideo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveVideoBody) => request('admin/saveVideo', body),
    onSuccess: (saved) => {
      queryClient.setQueriesData<ListPage<AdminVideo>>({ queryKey: dramaKeys.lists }, (page) =>
        page ? { ...page, list: page.list.map((v) => (v.id === saved.id ? saved : v)) } : page,
      );
      queryClient.setQueryData<EpisodeList>(dramaKeys.episodes(saved.id), (data) =>
        data ? { ...data, video: saved } : data,
      );
    },
    onSettled: (saved) => {
      void queryClient.invalidateQueries({ queryKey: dramaKeys.lists });
      if (saved) void queryClient.invalidateQueries({ queryKey: dramaKeys.episodes(saved.id) });
    },
  });
}
