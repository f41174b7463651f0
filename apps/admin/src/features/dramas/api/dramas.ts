import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminVideo, AdminVideoItem, ApiBody, ApiData, ListPage } from '@app/contract';
import { request } from '../../../lib/request';

export type VideoListQuery = ApiBody<'admin/getVideoList'>;
export type SaveVideoBody = ApiBody<'admin/saveVideo'>;
export type SaveVideoItemBody = ApiBody<'admin/saveVideoItem'>;
export type RevenueQuery = ApiBody<'admin/getVideoRevenue'>;
export type EpisodeList = ApiData<'admin/getVideoItemList'>;

export const dramaKeys = {
  all: ['dramas'] as const,
  lists: ['dramas', 'list'] as const,
  list: (query: VideoListQuery) => ['dramas', 'list', query] as const,
  episodes: (videoId: number) => ['dramas', 'episodes', videoId] as const,
  revenue: (query: RevenueQuery) => ['dramas', 'revenue', query] as const,
};

/** While an episode is transcoded or uploaded from this tab, the list is read again this often. */
export const EPISODE_POLL_MS = 3_000;

export function useVideoList(query: VideoListQuery) {
  return useQuery(
    queryOptions({
      queryKey: dramaKeys.list(query),
      queryFn: ({ signal }) => request('admin/getVideoList', query, { signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** Whether an episode waits for or goes through the transcoder (the list should keep refreshing). */
export function inProgress(item: AdminVideoItem): boolean {
  return item.hasSource && (item.status === 'pending' || item.status === 'processing');
}

export function useEpisodes(videoId: number, options: { uploading?: boolean } = {}) {
  return useQuery({
    queryKey: dramaKeys.episodes(videoId),
    queryFn: ({ signal }) => request('admin/getVideoItemList', { videoId }, { signal }),
    refetchInterval: (query) =>
      options.uploading || query.state.data?.list.some(inProgress) ? EPISODE_POLL_MS : false,
  });
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

function replaceEpisode(data: EpisodeList | undefined, saved: AdminVideoItem): EpisodeList | undefined {
  if (!data) return data;
  const exists = data.list.some((i) => i.id === saved.id);
  const list = exists ? data.list.map((i) => (i.id === saved.id ? saved : i)) : [...data.list, saved];
  return { ...data, list: list.sort((a, b) => a.index - b.index) };
}

export function useSaveVideoItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveVideoItemBody) => request('admin/saveVideoItem', body),
    onSuccess: (saved) =>
      queryClient.setQueryData<EpisodeList>(dramaKeys.episodes(saved.videoId), (d) =>
        replaceEpisode(d, saved),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dramaKeys.all }),
  });
}

export function useRetranscode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request('admin/retranscodeVideoItem', { id }),
    onSuccess: (saved) =>
      queryClient.setQueryData<EpisodeList>(dramaKeys.episodes(saved.videoId), (d) =>
        replaceEpisode(d, saved),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dramaKeys.all }),
  });
}

export function useVideoRevenue(query: RevenueQuery) {
  return useQuery({
    queryKey: dramaKeys.revenue(query),
    queryFn: ({ signal }) => request('admin/getVideoRevenue', query, { signal }),
    placeholderData: keepPreviousData,
  });
}
