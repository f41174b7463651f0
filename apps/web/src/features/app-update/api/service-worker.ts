import { Workbox } from 'workbox-window';
import { REQUEST_TIMEOUT_MS } from '@app/contract';
import { SW_URL, isHashedAsset, isMediaPicture } from '#web/sw/routes';

/**
 * The page's side of the service worker (decision 0061), a lazy chunk loaded after the first
 * render: registration, telling the update prompt that a new build is waiting, and handing over
 * to it when the user accepts. Workbox's window module covers the cases a worker can be found
 * waiting in (installed while the page is open, by another tab, or before this page loaded).
 */
let workbox: Workbox | undefined;

/** Same-origin files this page loaded before the first worker took it, for the runtime caches. */
function filesLoadedSoFar(): string[] {
  const urls = new Set(performance.getEntriesByType('resource').map((entry) => entry.name));
  // Stylesheets the server inlined (decision 0058) were never fetched, but a page chunk needs them.
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    if (style.dataset.href) urls.add(new URL(style.dataset.href, location.href).href);
  }
  return [...urls].filter((href) => {
    const url = new URL(href);
    return url.origin === location.origin && (isHashedAsset(url.pathname) || isMediaPicture(url.pathname));
  });
}

export async function registerServiceWorker(onWaiting: () => void): Promise<void> {
  if (workbox || !('serviceWorker' in navigator)) return;
  workbox = new Workbox(SW_URL, { scope: '/' });
  workbox.addEventListener('waiting', onWaiting);
  workbox.addEventListener('activated', (event) => {
    // The first install: what this page already loaded goes into the caches (the worker's router
    // handles Workbox's CACHE_URLS message), so a reload offline finds this page's chunks.
    if (!event.isUpdate)
      void workbox?.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: filesLoadedSoFar() } });
  });
  try {
    await workbox.register();
  } catch {
    // No worker (blocked, private mode, an old browser): the app works as before, online.
    workbox = undefined;
  }
}

/** Asks the server whether the worker changed (a new build); quiet when offline. */
export async function checkForNewWorker(): Promise<void> {
  await workbox?.update().catch(() => undefined);
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return workbox ? await navigator.serviceWorker.getRegistration('/') : undefined;
}

export async function hasWaitingWorker(): Promise<boolean> {
  return Boolean((await registration())?.waiting);
}

/**
 * "Update now": makes sure the new build's worker is installed (it downloads the new shell).
 * `ready` when it waits to take over, `none` without a worker or when the worker did not change,
 * `failed` when the server could not be reached (the prompt says so and stays).
 */
export async function installNewWorker(): Promise<'ready' | 'none' | 'failed'> {
  const reg = await registration();
  if (!reg) return 'none';
  if (reg.waiting) return 'ready';
  try {
    await reg.update();
  } catch {
    return 'failed';
  }
  const installing = reg.installing;
  if (!installing) return reg.waiting ? 'ready' : 'none';
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve('failed'), REQUEST_TIMEOUT_MS);
    const settle = () => {
      if (installing.state === 'installed' || installing.state === 'activated') resolve('ready');
      else if (installing.state === 'redundant') resolve('failed');
      else return;
      clearTimeout(timer);
    };
    installing.addEventListener('statechange', settle);
    settle();
  });
}

/**
 * Hands the page to the waiting worker (SKIP_WAITING) and reloads once it controls the page; false
 * when no worker is waiting. Only ever called from the user's "Reload to update".
 */
export async function reloadIntoNewWorker(): Promise<boolean> {
  const waiting = (await registration())?.waiting;
  if (!waiting || !navigator.serviceWorker.controller) return false;
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    window.location.reload();
  };
  navigator.serviceWorker.addEventListener('controllerchange', reload, { once: true });
  // Should the new worker never take over, the reload still brings the new build (the HTML comes
  // from the network first).
  setTimeout(reload, 5000);
  waiting.postMessage({ type: 'SKIP_WAITING' });
  return true;
}
