import { describe, expect, it } from 'vitest';
import { RECONNECT_MAX_MS, RECONNECT_MIN_MS, reconnectDelay } from './backoff';

const noJitter = () => 0.5;

describe('reconnectDelay', () => {
  it('doubles from 1 s and stops at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 20].map((n) => reconnectDelay(n, noJitter))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000,
    ]);
  });

  it('jitters by at most 20% and never leaves the 1 s to 30 s range', () => {
    for (let attempt = 0; attempt < 12; attempt++) {
      for (const r of [0, 0.25, 0.75, 0.999]) {
        const d = reconnectDelay(attempt, () => r);
        const base = Math.min(RECONNECT_MAX_MS, RECONNECT_MIN_MS * 2 ** attempt);
        expect(d).toBeGreaterThanOrEqual(Math.max(RECONNECT_MIN_MS, base * 0.8));
        expect(d).toBeLessThanOrEqual(Math.min(RECONNECT_MAX_MS, base * 1.2));
      }
    }
  });

  it('treats a negative attempt as the first', () => {
    expect(reconnectDelay(-3, noJitter)).toBe(1000);
  });
});
