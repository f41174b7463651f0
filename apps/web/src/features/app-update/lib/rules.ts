import { isNewerVersion } from './version';

/** What `home/getVersion` answers, as far as the prompt cares. */
export interface VersionOffer {
  version: string;
  notes: string;
  force: boolean;
}

/** A check when the tab comes back to the front, at most this often. */
export const RECHECK_AFTER_MS = 30 * 60_000;

/** Session storage key of the version the user put off with "Later". */
export const LATER_KEY = 'appUpdate.later';

/** Session storage key set when the user put off reloading into a new build's service worker. */
export const LATER_RELOAD_KEY = 'appUpdate.laterReload';

export function isCheckDue(lastCheckedAt: number | null, now: number): boolean {
  return lastCheckedAt === null || now - lastCheckedAt >= RECHECK_AFTER_MS;
}

/**
 * Whether to show the update prompt: only for a newer version; "Later" silences that one version
 * for the session (a newer one asks again); a forced update, or a check the user asked for in
 * settings, always asks.
 */
export function shouldPrompt(
  offer: VersionOffer,
  current: string,
  opts: { laterVersion: string | null; manual?: boolean },
): boolean {
  if (!isNewerVersion(offer.version, current)) return false;
  if (offer.force || opts.manual) return true;
  return opts.laterVersion !== offer.version;
}

type SessionLike = Pick<Storage, 'getItem' | 'setItem'>;

function session(): SessionLike | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

function read(key: string, storage: SessionLike | null): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function remember(key: string, value: string, storage: SessionLike | null): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // Storage blocked: the prompt may ask again on the next check, which is harmless.
  }
}

export const readLater = (storage: SessionLike | null = session()): string | null => read(LATER_KEY, storage);

export function rememberLater(version: string, storage: SessionLike | null = session()): void {
  remember(LATER_KEY, version, storage);
}

/** Whether "Later" was chosen for the waiting build this session (it asks again next session). */
export const readLaterReload = (storage: SessionLike | null = session()): boolean =>
  read(LATER_RELOAD_KEY, storage) !== null;

export function rememberLaterReload(storage: SessionLike | null = session()): void {
  remember(LATER_RELOAD_KEY, '1', storage);
}
