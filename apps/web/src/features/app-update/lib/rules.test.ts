import { describe, expect, it } from 'vitest';
import {
  LATER_KEY,
  LATER_RELOAD_KEY,
  RECHECK_AFTER_MS,
  isCheckDue,
  readLater,
  readLaterReload,
  rememberLater,
  rememberLaterReload,
  shouldPrompt,
} from './rules';

const offer = (version: string, force = false) => ({ version, notes: '', force });

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('shouldPrompt', () => {
  it('asks only when the server has a newer version', () => {
    expect(shouldPrompt(offer('0.2.0'), '0.1.0', { laterVersion: null })).toBe(true);
    expect(shouldPrompt(offer('0.1.0'), '0.1.0', { laterVersion: null })).toBe(false);
    expect(shouldPrompt(offer('0.0.9'), '0.1.0', { laterVersion: null })).toBe(false);
    // Even a forced or manual check never offers an older or equal version.
    expect(shouldPrompt(offer('0.1.0', true), '0.1.0', { laterVersion: null, manual: true })).toBe(false);
  });

  it('stays quiet for the version put off with "Later", but asks again for a newer one', () => {
    expect(shouldPrompt(offer('0.2.0'), '0.1.0', { laterVersion: '0.2.0' })).toBe(false);
    expect(shouldPrompt(offer('0.3.0'), '0.1.0', { laterVersion: '0.2.0' })).toBe(true);
  });

  it('ignores "Later" when the update is forced or the user checks by hand', () => {
    expect(shouldPrompt(offer('0.2.0', true), '0.1.0', { laterVersion: '0.2.0' })).toBe(true);
    expect(shouldPrompt(offer('0.2.0'), '0.1.0', { laterVersion: '0.2.0', manual: true })).toBe(true);
  });
});

describe('"Later" memory', () => {
  it('is kept per session under its key', () => {
    const storage = new MemoryStorage();
    expect(readLater(storage)).toBeNull();
    rememberLater('1.4.0', storage);
    expect(storage.items.get(LATER_KEY)).toBe('1.4.0');
    expect(readLater(storage)).toBe('1.4.0');
  });

  it('keeps "reload later" for a waiting build apart from the version put off', () => {
    const storage = new MemoryStorage();
    expect(readLaterReload(storage)).toBe(false);
    rememberLaterReload(storage);
    expect(readLaterReload(storage)).toBe(true);
    expect(storage.items.has(LATER_RELOAD_KEY)).toBe(true);
    expect(readLater(storage)).toBeNull();
  });

  it('survives storage that throws or is missing', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('blocked');
      },
    };
    expect(readLater(broken)).toBeNull();
    expect(() => rememberLater('1.0.0', broken)).not.toThrow();
    expect(readLater(null)).toBeNull();
    expect(readLaterReload(broken)).toBe(false);
    expect(() => rememberLaterReload(broken)).not.toThrow();
  });
});

describe('isCheckDue', () => {
  it('checks the first time and again after 30 minutes', () => {
    const now = 1_000_000_000;
    expect(isCheckDue(null, now)).toBe(true);
    expect(isCheckDue(now - 60_000, now)).toBe(false);
    expect(isCheckDue(now - RECHECK_AFTER_MS + 1, now)).toBe(false);
    expect(isCheckDue(now - RECHECK_AFTER_MS, now)).toBe(true);
  });
});
