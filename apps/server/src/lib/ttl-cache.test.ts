import { describe, expect, it } from 'vitest';
import { ttlCache } from './ttl-cache.js';

describe('ttlCache', () => {
  it('shares one read within the time to live, reads again after it, and forgets failures', async () => {
    let reads = 0;
    const cache = ttlCache<number>(50);
    const load = async () => ++reads;
    expect(await Promise.all([cache.get('a', load), cache.get('a', load)])).toEqual([1, 1]);
    expect(await cache.get('b', load)).toBe(2);
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get('a', load)).toBe(3);
    await expect(cache.get('c', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('c', load)).toBe(4);
  });

  it('is off at 0', async () => {
    let reads = 0;
    const cache = ttlCache<number>(0);
    await cache.get('a', async () => ++reads);
    await cache.get('a', async () => ++reads);
    expect(reads).toBe(2);
  });
});
