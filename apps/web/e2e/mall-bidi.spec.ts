import { devices } from '@playwright/test';
import { expect, test } from './fixtures';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel, locale: 'ar' });

// In Arabic, text written in another direction (sellers' English titles, store names, nicknames)
// reads in its own direction ("Who Sent It?", not "?Who Sent It"), and amounts stay left to right.
test('in Arabic the marketplace keeps titles, names and prices in their own direction', async ({
  page,
  client,
}) => {
  const { list } = await client.call('goods/getGoodsList', { page: 1, pageSize: 1 });
  const product = list[0]!;
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));

  await page.goto(`/mall/product/${product.id}`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('.shop-pdp__title')).toHaveAttribute('dir', 'auto');
  await expect(page.locator('.shop-pdp__title')).toHaveText(product.title);
  await expect(page.locator('.shop-seller__title')).toHaveAttribute('dir', 'auto');

  await page.goto(`/mall/store/${product.storeId}?tab=products`);
  await expect(page.getByTestId('store-header').locator('h1')).toHaveAttribute('dir', 'auto');
  const card = page.locator('.shop-card__title').first();
  await expect(card.locator('bdi')).toHaveCount(1);
  // Every price on the page is an isolated left-to-right run.
  const prices = page.locator('.shop-card bdi[dir="ltr"]');
  await expect(prices.first()).toHaveText(/\d[.,]\d\d/);
});
