import type { VipState } from '@app/contract';
import type { VideoItemRow, VideoRow } from './drama.repository.js';

/** Free: within the drama's free episodes, or priced at nothing. */
export function isFree(video: Pick<VideoRow, 'freeEpisodes'>, item: Pick<VideoItemRow, 'index' | 'price'>) {
  return item.index <= video.freeEpisodes || item.price === 0;
}

/** A viewer's VIP membership as the clients show it, from its end date (none: never bought). */
export function vipStateOf(endsAt: Date | undefined, now = Date.now()): VipState {
  if (!endsAt) return { status: 'not_activated', endsAt: null };
  return { status: endsAt.getTime() > now ? 'active' : 'expired', endsAt: endsAt.toISOString() };
}
