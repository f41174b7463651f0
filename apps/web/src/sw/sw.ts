/**
 * The web app's service worker (decision 0061), built by vite-plugin-pwa (injectManifest) from
 * Workbox's modules. It makes repeat visits and the app shell work offline and serves the update
 * flow; what it answers is in `routes.ts`, everything else goes to the network untouched.
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkOnly } from 'workbox-strategies';
import {
  APP_SHELL_URL,
  NAVIGATION_TIMEOUT_SECONDS,
  RUNTIME_CACHES,
  isAppNavigation,
  isHashedAsset,
  isMediaPicture,
} from './routes';

declare let self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// The app shell: the entry and the chunks it imports, its styles, icons, and the server's shell HTML.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the page it was installed from, so that page's later chunks are cached too.
// A new build's worker waits until the user accepts the update (SKIP_WAITING below).
clientsClaim();
enableNavigationPreload();

// The HTML is written per request (decision 0058: first data and words), so the network comes first;
// the shell answers when it cannot (offline, or no answer within the timeout). Nothing is cached here.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && request.mode === 'navigate' && isAppNavigation(url.pathname),
  new NetworkOnly({
    networkTimeoutSeconds: NAVIGATION_TIMEOUT_SECONDS,
    plugins: [{ handlerDidError: async () => (await matchPrecache(APP_SHELL_URL)) ?? Response.error() }],
  }),
);

const bounded = (cache: { maxEntries: number; maxAgeSeconds: number }) => [
  new CacheableResponsePlugin({ statuses: [200] }),
  new ExpirationPlugin({ ...cache, purgeOnQuotaError: true }),
];

// Hashed files never change under their name: the first copy is the right one.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isHashedAsset(url.pathname),
  new CacheFirst({ cacheName: RUNTIME_CACHES.assets.name, plugins: bounded(RUNTIME_CACHES.assets) }),
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isMediaPicture(url.pathname),
  new CacheFirst({ cacheName: RUNTIME_CACHES.media.name, plugins: bounded(RUNTIME_CACHES.media) }),
);

// The update prompt's "Reload to update": the waiting worker takes over, then the page reloads.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
