import { devices } from '@playwright/test';
import { expect, test } from './fixtures';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel, locale: 'ar' });

// Platform content reads in the reader's language (decision 32): the banners' words are drawn over
// pictures without words, category names and store section titles come in Arabic.
test('an Arabic reader gets the banners, activity cards, categories and store sections in Arabic', async ({
  page,
  client,
}) => {
  const ar = { headers: { 'Accept-Language': 'ar' } };
  const mall = (await client.call('home/getBanner', { place: 'mall' }, ar)).list;
  const tv = (await client.call('home/getBanner', { place: 'tv' }, ar)).list;
  const cards = (await client.call('home/getBanner', { place: 'activity' }, ar)).list;
  const tree = (await client.call('category/getCategoryList', {}, ar)).list;
  expect(mall[0]).toMatchObject({ locale: 'ar', fallback: false });
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));

  await page.goto('/mall');
  const banner = page.getByTestId('home-banners').getByTestId('banner-words').first();
  await expect(banner).toHaveAttribute('lang', 'ar');
  await expect(banner).toContainText(mall[0]!.title);
  await expect(banner).toContainText(mall[0]!.subtitle);
  await expect(banner).toContainText(mall[0]!.cta);
  // The home's store sections are titled in Arabic.
  await expect(page.getByText(/وصل حديثًا|الأكثر مبيعًا/).first()).toBeVisible();

  await page.goto('/mall/category');
  await expect(page.getByText(tree[0]!.name).first()).toBeVisible();
  expect(tree[0]!.name).toMatch(/\p{Script=Arabic}/u);

  await page.goto('/tv/index');
  const hero = page.getByTestId('tv-banners').getByTestId('banner-words').first();
  await expect(hero).toHaveAttribute('lang', 'ar');
  await expect(hero).toContainText(tv[0]!.subtitle);
  // In Arabic the carousel opens on its first banner and turns to the next one, never onto an empty
  // frame (its track stays left to right, as the mall's does).
  await expect(hero).toBeInViewport({ ratio: 0.9 });
  const next = page.getByTestId('tv-banners').getByTestId('banner-words').nth(1);
  await expect(next).toContainText(tv[1]!.subtitle);
  await expect(next).toBeInViewport({ ratio: 0.9, timeout: 8000 });

  await page.goto('/tv/activity');
  const card = page.getByTestId('activity-card').first();
  await expect(card.getByTestId('banner-words')).toHaveAttribute('lang', 'ar');
  // Arabic lines run right to left even when they start with a drama's English title.
  await expect(card.getByTestId('banner-words')).toHaveAttribute('dir', 'rtl');
  await expect(card).toContainText(cards[0]!.title);
  await expect(card).toContainText(cards[0]!.cta);
});
