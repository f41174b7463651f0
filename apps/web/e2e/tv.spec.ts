import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';

const DEMO_DRAMAS = ["The CEO's Secret Twin", 'Midnight Heiress', 'Love Contract in Seoul'];
/** The demo catalogue's size (apps/server/src/seed/demo-dramas.ts). */
const CATALOGUE = 8;

test('a new buyer browses the drama home, likes a drama and finds it under liked dramas', async ({
  page,
  kit,
}) => {
  const buyer = await kit.buyer({ tag: 'tv' });
  await page.goto('/auth/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/tv/index');
  const hottest = page.getByTestId('tv-hottest');
  for (const title of DEMO_DRAMAS) {
    await expect(hottest.getByTestId('poster').filter({ hasText: title })).toBeVisible();
  }
  await expect(page.getByTestId('tv-ranking').getByTestId('poster')).toHaveCount(CATALOGUE);
  // Each row says its rule, and the recorded activity makes them differ.
  await expect(page.getByTestId('tv-ranking')).toContainText('Most episodes unlocked in the last 30 days');
  await expect(hottest).toContainText('Most viewers in the last 7 days');
  const lead = (row: string) =>
    page.getByTestId(row).getByTestId('poster').first().locator('.tv-poster__title').innerText();
  const leaders = [
    await lead('tv-featured'),
    await lead('tv-ranking'),
    await lead('tv-hottest'),
    await lead('tv-latest'),
  ];
  expect(new Set(leaders).size).toBe(4);
  // Posters are the dramas' drawn covers, not placeholders.
  await expect(hottest.locator('img.tv-cover__img').first()).toHaveAttribute('src', /poster-.+\.webp$/);

  // Search by keyword narrows the list to the matching drama.
  await page.getByPlaceholder('Search dramas').fill('Heiress');
  const results = page.getByTestId('tv-search-results');
  await expect(results.getByTestId('poster')).toHaveCount(1);
  await expect(results).toContainText('Midnight Heiress');
  await page.getByPlaceholder('Search dramas').fill('');

  await hottest.getByTestId('poster').filter({ hasText: 'Midnight Heiress' }).click();
  await expect(page).toHaveURL(/\/tv\/detail\?id=\d+/);
  await expect(page.getByTestId('drama-detail')).toContainText('Midnight Heiress');
  const like = page.getByRole('button', { name: 'Like' });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/vip/like');
  const liked = page.getByTestId('tv-like-list');
  await expect(liked.getByTestId('poster')).toHaveCount(1);
  await expect(liked).toContainText('Midnight Heiress');

  await page.goto('/vip/history');
  await expect(page.getByTestId('tv-empty')).toContainText('No watch history yet');

  await page.goto('/tv/hot');
  await expect(page.getByTestId('tv-grid-hot').getByTestId('poster')).toHaveCount(CATALOGUE);
  await page.goto('/tv/latest');
  await expect(page.getByTestId('tv-grid-latest').getByTestId('poster')).toHaveCount(CATALOGUE);
  await expect(page.getByTestId('tv-grid-rule')).toHaveText('Newest dramas first');
});
