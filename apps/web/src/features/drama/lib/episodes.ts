import type { VideoItem } from '@app/contract';

/** Where "Play" starts: the first episode the viewer may watch, else the first one. */
export function firstPlayable(list: readonly VideoItem[]): VideoItem | undefined {
  return list.find((e) => e.playable) ?? list[0];
}

/** The episode after `index` (1-based), if any. */
export function nextEpisode(list: readonly VideoItem[], index: number): VideoItem | undefined {
  return list.find((e) => e.index > index);
}

/** `?ep=` parsed: a positive integer within the list, else the first playable episode. */
export function pickEpisode(list: readonly VideoItem[], ep: string | null): VideoItem | undefined {
  const n = Number(ep);
  if (Number.isInteger(n) && n > 0) {
    const found = list.find((e) => e.index === n);
    if (found) return found;
  }
  return firstPlayable(list);
}

/** Whether playback is far enough along to fetch the next episode's playlist. */
export function shouldPreload(currentTime: number, duration: number): boolean {
  return Number.isFinite(duration) && duration > 0 && currentTime / duration >= 0.8;
}

/** Where the viewer left off, as `video/getVideo` reports it. */
export interface ResumePoint {
  itemId: number;
  index: number;
  positionSeconds: number;
}

/**
 * Seconds to start `item` at: the saved position when it is this episode, far enough in to
 * matter (3 s) and not at the very end (then it starts over).
 */
export function resumeSeconds(resume: ResumePoint | null | undefined, item: VideoItem): number {
  if (!resume || resume.itemId !== item.id || resume.positionSeconds < 3) return 0;
  if (item.durationSeconds > 0 && resume.positionSeconds >= item.durationSeconds - 3) return 0;
  return resume.positionSeconds;
}
