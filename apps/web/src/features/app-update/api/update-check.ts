import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { REQUEST_TIMEOUT_MS } from '@app/contract';
import { APP_VERSION } from '#web/config/app';
import { call } from '#web/lib/request';
import {
  readLater,
  rememberLater,
  shouldPrompt,
  type VersionOffer,
} from '#web/features/app-update/lib/rules';
import { isNewerVersion } from '#web/features/app-update/lib/version';

export interface UpdateState {
  /** The newer version the prompt is showing, or null when there is nothing to show. */
  offer: VersionOffer | null;
  /** A newer version the last check found, even if the prompt was put off (settings shows a badge). */
  available: VersionOffer | null;
  lastCheckedAt: number | null;
}

/**
 * Lives outside React Query on purpose: the prompt is mounted in the app shell, above the
 * pages' data providers, and must work on every screen.
 */
export const updateStore = createStore<UpdateState>(() => ({
  offer: null,
  available: null,
  lastCheckedAt: null,
}));

export const useUpdateState = <T>(selector: (s: UpdateState) => T): T => useStore(updateStore, selector);

/** The server's current web version; rejects quietly (no toast) when it cannot be reached. */
export async function fetchLatestVersion(): Promise<VersionOffer> {
  const data = await call('home/getVersion', { platform: 'web' }, { silent: true });
  return { version: data.version, notes: data.notes, force: data.force };
}

let inFlight: Promise<void> | null = null;

/** The automatic check (start, back to the tab): never throws and never blocks the app. */
export function checkForUpdate(): Promise<void> {
  inFlight ??= (async () => {
    updateStore.setState({ lastCheckedAt: Date.now() });
    try {
      const offer = await fetchLatestVersion();
      updateStore.setState({ available: isNewerVersion(offer.version, APP_VERSION) ? offer : null });
      if (shouldPrompt(offer, APP_VERSION, { laterVersion: readLater() })) updateStore.setState({ offer });
    } catch {
      // Offline or the server is busy: the next check will ask again.
    } finally {
      inFlight = null;
    }
  })();
  return inFlight;
}

/** Settings' "Check for updates": shows the prompt even for a version put off with "Later". */
export async function checkForUpdateManually(): Promise<{ updateAvailable: boolean; latest: string }> {
  updateStore.setState({ lastCheckedAt: Date.now() });
  const offer = await fetchLatestVersion();
  const updateAvailable = shouldPrompt(offer, APP_VERSION, { laterVersion: readLater(), manual: true });
  updateStore.setState(updateAvailable ? { offer, available: offer } : { available: null });
  return { updateAvailable, latest: offer.version };
}

/** "Later": hide the prompt and stay quiet about this version for the rest of the session. */
export function postponeUpdate(): void {
  const { offer } = updateStore.getState();
  if (!offer || offer.force) return;
  rememberLater(offer.version);
  updateStore.setState({ offer: null });
}

/**
 * The web build "downloads" by fetching its entry page past every cache; only when that works is
 * the page reloaded, so a flaky network never leaves the user on a blank screen.
 */
export async function downloadUpdate(): Promise<boolean> {
  try {
    const res = await fetch('/index.html', {
      cache: 'reload',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (!res.ok) return false;
    await res.text();
    return true;
  } catch {
    return false;
  }
}
