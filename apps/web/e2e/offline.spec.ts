import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

// Every other journey blocks service workers (playwright.config.ts): a worker's caches would carry
// files from one test into the next. These tests are about the worker (decision 0061); one after
// the other, as the second one changes the built sw.js for a while.
test.use({ serviceWorkers: 'allow' });
test.describe.configure({ mode: 'serial' });

/** The worker the server sends (the build the journeys run against). */
const BUILT_WORKER = fileURLToPath(new URL('../dist/sw.js', import.meta.url));

/** The worker installed from this page controls it, and has cached every file the page loaded. */
async function workerReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const files = performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'));
        const cached = await Promise.all(files.map((url) => caches.match(url.href)));
        return cached.filter((response) => !response).length;
      }),
    )
    .toBe(0);
}

test('after one visit the app opens offline with an offline notice, and carries on when back online', async ({
  page,
  context,
}) => {
  await page.goto('/mall');
  await expect(page.getByTestId('search-entry')).toBeVisible();
  await workerReady(page);

  await context.setOffline(true);
  const offline = await page.reload();
  // The worker answered with the cached shell: no page data in it, and the app rendered (not the
  // browser's own "no internet" page).
  expect(offline?.fromServiceWorker()).toBe(true);
  await expect(page.locator('#app-data')).toHaveCount(0);
  await expect(page.getByTestId('search-entry')).toBeVisible();
  const notice = page.getByTestId('offline-notice');
  await expect(notice).toHaveAttribute('data-state', 'offline');
  await expect(notice).toContainText("You're offline");
  await expect(notice).toContainText('Check your connection');

  await context.setOffline(false);
  await expect(notice).toHaveAttribute('data-state', 'online');
  await expect(notice).toContainText('Back online');
  // The waiting requests go out by themselves: the home fills in and the notice goes.
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await expect(notice).toHaveCount(0);

  // Nothing of the API (user or money data) or of the console is ever cached or answered by it.
  const cachedUrls = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cachedUrls).toContain('/app-shell');
  expect(cachedUrls.filter((path) => /^\/(?:v1|hls|admin)\//.test(path))).toEqual([]);
  const admin = await page.goto('/admin/');
  expect(admin?.fromServiceWorker()).toBe(false);
});

test('a new build\'s worker waiting offers "Reload to update"; accepting reloads into it', async ({
  page,
}) => {
  await page.goto('/mall');
  await expect(page.getByTestId('search-entry')).toBeVisible();
  await workerReady(page);
  await page.evaluate(() => Object.assign(window, { e2eSamePage: true }));

  // A deploy: the server's sw.js changes (every build's precache list does); put back at the end,
  // not before: the reload's own update check would otherwise find the first build again (a
  // change, so a worker waiting and the prompt again, as a real second deploy would).
  const built = fs.readFileSync(BUILT_WORKER, 'utf8');
  fs.writeFileSync(BUILT_WORKER, `${built}\n// the next build\n`);
  try {
    // What the app does when the tab comes back to the front, or the user checks in settings.
    await page.evaluate(async () => {
      await (await navigator.serviceWorker.getRegistration('/'))?.update();
    });
    await expect
      .poll(() =>
        page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/'))?.waiting)),
      )
      .toBe(true);

    const dialog = page.getByTestId('update-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-kind', 'reload');
    await expect(dialog).toContainText('A new version is ready');
    // A modal dialog named by its title: the page behind it is out of reach until it is answered.
    await expect(page.getByRole('dialog', { name: 'A new version is ready' })).toBeVisible();
    // It waits for the user: no reload on its own.
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(true);
    expect(
      await page.evaluate(async () => Boolean((await navigator.serviceWorker.getRegistration('/'))?.waiting)),
    ).toBe(true);

    await Promise.all([
      page.waitForEvent('load'),
      page.getByRole('button', { name: 'Reload to update' }).click(),
    ]);
    await expect(page.getByTestId('search-entry')).toBeVisible();
    expect(await page.evaluate(() => 'e2eSamePage' in window)).toBe(false);
    // The new worker controls the page and none is left waiting; no prompt after the reload.
    await page.waitForFunction(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      return !registration?.waiting && navigator.serviceWorker.controller?.state === 'activated';
    });
    await expect(dialog).toHaveCount(0);
  } finally {
    fs.writeFileSync(BUILT_WORKER, built);
  }
});
