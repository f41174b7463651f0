import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { REQUEST_TIMEOUT_MS } from '@app/contract';
import { APP_VERSION } from '#web/config/app';
import { call } from '#web/lib/request';
import {
  readLater,
  readLaterReload,
  rememberLater,
  rememberLaterReload,
  shouldPrompt,
  type VersionOffer,
} from '#web/features/app-update/lib/rules';
import { isNewerVersion } from '#web/features/app-update/lib/version';

export interface UpdateState {
  /** The newer version the prompt is showing, or null when there is nothing to show. */
  offer: VersionOffer | null;
  /** A newer version the last check found, even if the prompt was put off (settings shows a badge). */
  available: VersionOffer | null;
  /** A new build's service worker is installed and waiting: the prompt offers "Reload to update". */
  ready: boolean;
  lastCheckedAt: number | null;
}

/**
 * Lives outside React Query on purpose: the prompt is mounted in the app shell, above the
 * pages' data providers, and must work on every screen.
 */
export const updateStore = createStore<UpdateState>(() => ({
  offer: null,
  available: null,
  ready: false,
  lastCheckedAt: null,
}));

export const useUpdateState = <T>(selector: (s: UpdateState) => T): T => useStore(updateStore, selector);

/** The server's current web version; rejects quietly (no toast) when it cannot be reached. */
export async function fetchLatestVersion(): Promise<VersionOffer> {
  const data = await call('home/getVersion', { platform: 'web' }, { silent: true });
  return { version: data.version, notes: data.notes, force: data.force };
}

type ServiceWorkerApi = typeof import('#web/features/app-update/api/service-worker');
let worker: Promise<ServiceWorkerApi> | undefined;

/**
 * Registers the service worker (decision 0061) in a built app, never under `vite dev`; its code is a
 * lazy chunk. A new build's worker waiting to take over shows the prompt, unless put off this session.
 */
export function startServiceWorker(): void {
  if (worker || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  worker = import('#web/features/app-update/api/service-worker');
  void worker.then((sw) =>
    sw.registerServiceWorker(() => {
      if (!readLaterReload()) updateStore.setState({ ready: true });
    }),
  );
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
    }
    // The same moments look for a new build's worker (a browser looks by itself only on navigations).
    await (await worker)?.checkForNewWorker();
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

/** Settings' "Check for updates": shows the prompt even for a version put off with "Later". */
export async function checkForUpdateManually(): Promise<{ updateAvailable: boolean; latest: string }> {
  updateStore.setState({ lastCheckedAt: Date.now() });
  const offer = await fetchLatestVersion();
  const updateAvailable = shouldPrompt(offer, APP_VERSION, { laterVersion: readLater(), manual: true });
  if (updateAvailable) {
    updateStore.setState({ offer, available: offer });
    return { updateAvailable, latest: offer.version };
  }
  // The same version number, but a new build waiting (put off earlier): asked by hand, it asks again.
  const sw = await worker;
  await sw?.checkForNewWorker();
  const ready = (await sw?.hasWaitingWorker()) ?? false;
  updateStore.setState({ available: null, ready });
  return { updateAvailable: ready, latest: offer.version };
}

/**
 * "Later": hide the prompt and stay quiet about this version, and the build waiting to take over,
 * for the rest of the session.
 */
export function postponeUpdate(): void {
  const { offer, ready } = updateStore.getState();
  if (offer?.force) return;
  if (offer) rememberLater(offer.version);
  if (ready) rememberLaterReload();
  updateStore.setState({ offer: null, ready: false });
}

/**
 * The web build "downloads" by installing the new build's service worker (which fetches its shell),
 * or without a worker by fetching its entry page past every cache; only when that works is the page
 * reloaded, so a flaky network never leaves the user on a blank screen.
 */
export async function downloadUpdate(): Promise<boolean> {
  const installed = (await (await worker)?.installNewWorker()) ?? 'none';
  if (installed !== 'none') return installed === 'ready';
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

/** After a successful download: into the new worker when one waits (it reloads the page), else a reload. */
export async function reloadIntoUpdate(): Promise<void> {
  if (await (await worker)?.reloadIntoNewWorker()) return;
  window.location.reload();
}
