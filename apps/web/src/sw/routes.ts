/**
 * What the service worker answers and how (decision 0061). Pure rules on a URL's path, shared by
 * the worker (`sw.ts`), the build (`precache.ts`) and their tests; the worker never looks at a
 * request these do not name, so the browser and the server handle it as if there were no worker.
 */

/**
 * The app shell: the server's HTML for a path that is no page (no first data, no page chunks),
 * with the visitor's words. Precached, and answered for a navigation the network cannot answer.
 */
export const APP_SHELL_URL = '/app-shell';

/** The worker's script, served with `Cache-Control: no-cache` so a new build is seen at once. */
export const SW_URL = '/sw.js';

/** A navigation waits this long for the server before the cached shell is shown instead. */
export const NAVIGATION_TIMEOUT_SECONDS = 5;

/** Runtime caches, each bounded: hashed files never change, so the first copy is kept. */
export const RUNTIME_CACHES = {
  /** Page chunks, their stylesheets, language chunks: whatever the app fetched from `/assets/`. */
  assets: { name: 'dm-assets', maxEntries: 200, maxAgeSeconds: 30 * 24 * 3600 },
  /** Public pictures (`/media/…`: products, banners, avatars). */
  media: { name: 'dm-media', maxEntries: 150, maxAgeSeconds: 7 * 24 * 3600 },
} as const;

/**
 * Never answered by the worker: the console (its own app under `/admin/`), the API (user and money
 * data, private files under `/v1/file/private/`), signed episode URLs (`/hls/`), health checks.
 */
const PASS_THROUGH = /^\/(?:admin|v1|hls|healthz|readyz)(?:\/|$)/;

/** A navigation the web app renders: any path but the ones above, the pictures and files. */
export function isAppNavigation(pathname: string): boolean {
  if (PASS_THROUGH.test(pathname) || /^\/media(?:\/|$)/.test(pathname)) return false;
  // A path ending in an extension is a file (the server answers those itself, 404 when missing).
  return !/\.[a-z][a-z0-9]{1,11}$/i.test(pathname);
}

/** A file of the build named by its content hash (Vite's `assets/`): it never changes. */
export function isHashedAsset(pathname: string): boolean {
  return /^\/assets\/[^/]+$/.test(pathname);
}

/** A public picture: products, banners, shop logos (immutable names, like the assets). */
export function isMediaPicture(pathname: string): boolean {
  return /^\/media\/(?:[\w-][\w.-]*\/)*[\w-][\w.-]*\.(?:png|jpe?g|webp|avif|gif|svg)$/i.test(pathname);
}
