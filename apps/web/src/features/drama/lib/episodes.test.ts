import { describe, expect, it } from 'vitest';
import type { VideoItem } from '@app/contract';
import { firstPlayable, nextEpisode, pickEpisode, resumeSeconds, shouldPreload } from './episodes';

const ep = (index: number, playable: boolean): VideoItem => ({
  id: index + 100,
  videoId: 1,
  index,
  title: `Episode ${index}`,
  durationSeconds: 8,
  free: playable,
  price: playable ? 0 : 30,
  playable,
  unlocked: false,
  playUrl: playable ? `/hls/${index}/master.m3u8` : null,
});

describe('episodes', () => {
  const list = [ep(1, false), ep(2, true), ep(3, true)];
  it('plays the first playable episode', () => {
    expect(firstPlayable(list)?.index).toBe(2);
    expect(firstPlayable([ep(1, false)])?.index).toBe(1);
    expect(firstPlayable([])).toBeUndefined();
  });
  it('finds the next episode', () => {
    expect(nextEpisode(list, 2)?.index).toBe(3);
    expect(nextEpisode(list, 3)).toBeUndefined();
  });
  it('reads ?ep= safely', () => {
    expect(pickEpisode(list, '3')?.index).toBe(3);
    expect(pickEpisode(list, '1')?.index).toBe(1);
    expect(pickEpisode(list, '9')?.index).toBe(2);
    expect(pickEpisode(list, 'x')?.index).toBe(2);
    expect(pickEpisode(list, null)?.index).toBe(2);
  });
  it('preloads at 80%', () => {
    expect(shouldPreload(7.9, 10)).toBe(false);
    expect(shouldPreload(8, 10)).toBe(true);
    expect(shouldPreload(1, Number.NaN)).toBe(false);
  });
  it('resumes only the episode left off, not at its very start or end', () => {
    const long = { ...ep(2, true), durationSeconds: 120 };
    expect(resumeSeconds({ itemId: long.id, index: 2, positionSeconds: 42 }, long)).toBe(42);
    expect(resumeSeconds({ itemId: 999, index: 5, positionSeconds: 42 }, long)).toBe(0);
    expect(resumeSeconds({ itemId: long.id, index: 2, positionSeconds: 1 }, long)).toBe(0);
    expect(resumeSeconds({ itemId: long.id, index: 2, positionSeconds: 118 }, long)).toBe(0);
    expect(resumeSeconds(null, long)).toBe(0);
  });
});
