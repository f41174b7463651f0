import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminVideoItem, ApiBody } from '@app/contract';
import { request } from '#admin/lib/request';
import { dramaKeys, type EpisodeList } from '#admin/features/drama/dramas/api/dramas';

export type SaveVideoItemBody = ApiBody<'admin/saveVideoItem'>;

/** While an episode is transcoded or uploaded from this tab, the list is read again this often. */
export const EPISODE_POLL_MS = 3_000;

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
