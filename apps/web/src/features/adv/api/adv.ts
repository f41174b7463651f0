import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdPlace, ApiBody } from '@app/contract';
import { call, upload } from '#web/lib/request';
import { callOnce } from '#web/lib/call-once';
import type { SubmitAttempt } from '#web/lib/submit-attempt';

export const advKeys = {
  all: ['adv'] as const,
  slots: ['adv', 'slots'] as const,
  mine: ['adv', 'mine'] as const,
  ads: (place: AdPlace, videoId?: number) => ['adv', 'ads', place, videoId ?? null] as const,
};

const PAGE_SIZE = 20;

function nextPage(last: { list: unknown[]; total: number; page: number }, pages: { list: unknown[] }[]) {
  const loaded = pages.reduce((n, p) => n + p.list.length, 0);
  return last.list.length > 0 && loaded < last.total ? last.page + 1 : undefined;
}

/** Ad slots with their rush state for the caller, page by page. */
export function useAdvSlots() {
  return useInfiniteQuery({
    queryKey: advKeys.slots,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('video_adv/getVideoAdvList', { page: pageParam, pageSize: PAGE_SIZE }, { signal, silent: true }),
    getNextPageParam: nextPage,
  });
}

/** The caller's placements, newest first, with impressions and taps per day. */
export function useMyAds() {
  return useInfiniteQuery({
    queryKey: advKeys.mine,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      call('video_adv/getMyAdvList', { page: pageParam, pageSize: PAGE_SIZE }, { signal, silent: true }),
    getNextPageParam: nextPage,
  });
}

/** Running ads for the feed, or one drama's end card (empty when the feature is off). */
export function useAds(place: AdPlace, videoId?: number, enabled = true) {
  return useQuery({
    queryKey: advKeys.ads(place, videoId),
    queryFn: ({ signal }) =>
      call('video_adv/getAds', { place, ...(videoId ? { videoId } : {}) }, { signal, silent: true }),
    enabled,
    staleTime: 60_000,
  });
}

export function snapUpAd(body: ApiBody<'video_adv/snapUp'>) {
  return call('video_adv/snapUp', body, { silent: true });
}

/** Pays once per attempt (the attempt's Idempotency-Key). */
export function payAd(body: ApiBody<'video_adv/payAdv'>, attempt: SubmitAttempt) {
  return callOnce('video_adv/payAdv', body, attempt, { silent: true });
}

export function uploadAdImage(file: File) {
  return upload(file, 'adv', file.name);
}

/** After a snap-up or a payment: the slots, my ads and the wallet reload. */
export function useAdvChanged() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: advKeys.slots });
    void client.invalidateQueries({ queryKey: advKeys.mine });
    void client.invalidateQueries({ queryKey: ['wallet'] });
  };
}

// ---------- counting impressions and taps ----------

const FLUSH_MS = 5_000;
let pending: number[] = [];
let timer: number | undefined;

function flush() {
  timer = undefined;
  if (!pending.length) return;
  const batch = pending.slice(0, 50);
  pending = pending.slice(50);
  // Counting never bothers the viewer: failures are dropped.
  void call('video_adv/countAdEvents', { impressions: batch }, { silent: true }).catch(() => undefined);
  if (pending.length) timer = window.setTimeout(flush, FLUSH_MS);
}

if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}

/** Queues one impression of an ad shown in view; batches are sent every few seconds. */
export function countImpression(placementId: number) {
  pending.push(placementId);
  if (timer === undefined) timer = window.setTimeout(flush, FLUSH_MS);
}

/** Counts a tap (with the impressions queued so far); answers the ad's link, or null when it stopped. */
export async function countTap(placementId: number): Promise<string | null> {
  const batch = pending.splice(0, 50);
  const { link } = await call(
    'video_adv/countAdEvents',
    { impressions: batch, tap: placementId },
    { silent: true },
  );
  return link;
}
