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

export function readLater(storage: SessionLike | null = session()): string | null {
  try {
    return storage?.getItem(LATER_KEY) ?? null;
  } catch {
    return null;
  }
}

export function rememberLater(version: string, storage: SessionLike | null = session()): void {
  try {
    storage?.setItem(LATER_KEY, version);
  } catch {
    // Storage blocked: the prompt may ask again on the next check, which is harmless.
  }
}
