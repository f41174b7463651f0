import type { ConsoleMessage, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Decision 0060: the four entry pages arrive rendered (readable before, and without, any
 * JavaScript), then the browser hydrates that markup: no mismatch, and the page answers taps.
 */
async function entryPages(client: Parameters<Parameters<typeof test>[2]>[0]['client']) {
  const { list: goods } = await client.call('goods/getGoodsList', { page: 1, pageSize: 1 });
  const { list: dramas } = await client.call('video/getVideoList', { sort: 'hot', page: 1, pageSize: 1 });
  const home = await client.call('mall/getHome', {});
  return { product: goods[0]!, drama: dramas[0]!, suggested: home.suggested[0]! };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the four entry pages show their content as the server wrote it', async ({ page, client }) => {
    const { product, drama, suggested } = await entryPages(client);

    await page.goto('/mall');
    await expect(page.getByTestId('search-entry')).toBeVisible();
    await expect(page.getByTestId('home-banners')).toBeVisible();
    await expect(page.getByText(suggested.title).first()).toBeVisible();

    await page.goto(`/mall/product/${product.id}`);
    await expect(page.locator('.shop-pdp__title')).toHaveText(product.title);
    await expect(page.getByTestId('price').first()).toHaveText(/\d[.,]\d\d/);

    await page.goto('/tv/index');
    await expect(page.getByText(drama.title).first()).toBeVisible();

    await page.goto(`/tv/video?id=${drama.id}`);
    await expect(page.getByText(drama.title).first()).toBeVisible();
  });

  test('an Arabic visitor gets the page in Arabic, right to left', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'lng', value: 'ar', url: baseURL! }]);
    await page.goto('/mall');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByTestId('search-entry')).toBeVisible();
    await expect(page.getByTestId('search-entry')).not.toContainText('Search products');
  });
});

/** React reports a hydration mismatch as a console error (its number in a production build). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('with JavaScript the server markup is hydrated without a mismatch and answers taps', async ({
  page,
  client,
}) => {
  const { product, drama } = await entryPages(client);
  const errors = watchErrors(page);
  // Rendering anew (createRoot) removes the server's nodes from the root; hydrating keeps them.
  await page.addInitScript(() => {
    new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.removedNodes) {
          if (
            node instanceof HTMLElement &&
            record.target instanceof HTMLElement &&
            record.target.id === 'root'
          ) {
            Object.assign(window, { serverMarkupReplaced: true });
          }
        }
      }
    }).observe(document, { childList: true, subtree: true });
  });

  for (const url of [`/mall/product/${product.id}`, '/tv/index', `/tv/video?id=${drama.id}`, '/mall']) {
    await page.goto(url);
    await expect(page.locator('#root[data-server-rendered]')).toHaveCount(1);
    await page.waitForFunction(() => document.body.dataset.appReady === 'true');
    expect(await page.evaluate(() => 'serverMarkupReplaced' in window), url).toBe(false);
  }
  // A tap on a product card is handled by the app (no new document is loaded).
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await page.getByTestId('product-card').first().click();
  await expect(page).toHaveURL(/\/mall\/product\/\d+$/);
  await expect(page.locator('.shop-pdp__title')).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(errors.filter((e) => /hydrat|Minified React error|did not match/i.test(e))).toEqual([]);
  expect(errors).toEqual([]);
});
