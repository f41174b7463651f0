import { devices } from '@playwright/test';
import { expect, test } from './fixtures';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel, locale: 'ar' });

// U+2066 … U+2069: an amount kept left to right inside an Arabic sentence ("US$ 0.50", never "$US 0.50").
const ISOLATED_AMOUNT = /\u2066[^\u2069]*\d[.,]\d\d[^\u2069]*\u2069/;

test('in Arabic the drama app keeps prices and English titles in their own direction', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/tv/detail?id=1');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('episode-grid')).toBeVisible();

  // The title reads in its own direction ("Who Sent the Letter?", not "?Who Sent the Letter").
  await expect(page.locator('.drama-title')).toHaveAttribute('dir', 'auto');
  await expect(page.locator('.drama-desc')).toHaveAttribute('dir', 'auto');
  // Each locked tile's price is an isolated left-to-right run.
  const lockedPrices = page.locator('.drama-ep__lock bdi');
  await expect(lockedPrices.first()).toHaveAttribute('dir', 'ltr');
  await expect(lockedPrices.first()).toHaveText(/\d[.,]\d\d/);
  // The unlock-all button's sentence isolates its amount.
  await expect(page.getByTestId('unlock-all')).toContainText(ISOLATED_AMOUNT);

  // On the lock overlay too.
  await page.goto('/tv/video?id=1&ep=5');
  await expect(page.getByTestId('lock-overlay')).toBeVisible();
  await expect(page.getByTestId('unlock-one')).toContainText(ISOLATED_AMOUNT);
  await expect(page.locator('.drama-player__title')).toHaveAttribute('dir', 'auto');
  await page.screenshot({ path: 'test-results/drama-bidi-ar.png' });
});
