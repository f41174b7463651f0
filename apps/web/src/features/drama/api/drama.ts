import { useQuery } from '@tanstack/react-query';
import type { ApiBody, ApiData } from '@app/contract';
import { call } from '#web/lib/request';
import { callOnce } from '#web/lib/call-once';
import type { SubmitAttempt } from '#web/lib/submit-attempt';

/** Under `['drama']` so a VIP purchase (which invalidates `['drama']`) refreshes what is playable. */
export const dramaKeys = {
  all: ['drama'] as const,
  detail: (id: number) => ['drama', 'detail', id] as const,
  items: (id: number) => ['drama', 'items', id] as const,
};

/** Signed playlist URLs live 10 minutes: refresh the list well before they expire. */
export const PLAY_URL_REFRESH_MS = 9 * 60_000;

export function useDrama(id: number) {
  return useQuery({
    queryKey: dramaKeys.detail(id),
    queryFn: ({ signal }) => call('video/getVideo', { id }, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });
}

export function useEpisodes(videoId: number, options: { pollWhilePreparing?: boolean } = {}) {
  return useQuery({
    queryKey: dramaKeys.items(videoId),
    queryFn: ({ signal }) => call('video/getVideoItemList', { videoId }, { signal }),
    enabled: Number.isInteger(videoId) && videoId > 0,
    refetchInterval: (query) => {
      const list = query.state.data?.list ?? [];
      // Episodes still being transcoded: look again soon.
      if (options.pollWhilePreparing && list.some((e) => e.playable && !e.playUrl)) return 5_000;
      return PLAY_URL_REFRESH_MS;
    },
  });
}

export function payUnlockOne(
  body: ApiBody<'user_wallet/payUnlockOne'>,
  attempt: SubmitAttempt,
): Promise<ApiData<'user_wallet/payUnlockOne'>> {
  return callOnce('user_wallet/payUnlockOne', body, attempt, { silent: true });
}

export function payUnlockAll(
  body: ApiBody<'user_wallet/payUnlockAll'>,
  attempt: SubmitAttempt,
): Promise<ApiData<'user_wallet/payUnlockAll'>> {
  return callOnce('user_wallet/payUnlockAll', body, attempt, { silent: true });
}

export function addStar(id: number, cancel: boolean) {
  return call('video/addStar', { id, cancel });
}

export function addCollect(id: number, cancel: boolean) {
  return call('video/addCollect', { id, cancel });
}

/** Fire-and-forget progress report; failures are not worth a toast. */
export function addHistory(itemId: number, positionSeconds: number, keepalive = false): void {
  void call(
    'video/addHistory',
    { itemId, positionSeconds: Math.max(0, Math.floor(positionSeconds)) },
    { silent: true, keepalive },
  ).catch(() => undefined);
}
