import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';

const DEMO_DRAMAS = ["The CEO's Secret Twin", 'Midnight Heiress', 'Love Contract in Seoul'];

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
  await expect(page.getByTestId('tv-ranking').getByTestId('poster')).toHaveCount(3);

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
  await expect(page.getByTestId('tv-grid-hot').getByTestId('poster')).toHaveCount(3);
  await page.goto('/tv/latest');
  await expect(page.getByTestId('tv-grid-latest').getByTestId('poster')).toHaveCount(3);
});
