import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

// Little Sprouts: a demo store no other journey decorates.
const SELLER = { email: 'store6@demo.local', password: 'Demo12345' };

// Store decoration (issue 14 part 4): the seller picks a background and adds a section of three
// products two per row, sees it in the live preview, saves, and the buyer's store page shows it.
test('a seller decorates the store page and the buyer sees exactly that', async ({ page, client }) => {
  test.setTimeout(90_000);
  const title = `Summer picks ${Date.now().toString(36)}`;

  await page.goto('/auth/signin');
  await signInWithForm(page, SELLER.email, SELLER.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/seller/settings');
  await page.getByText('Store decoration', { exact: true }).click();
  await expect(page).toHaveURL(/\/seller\/decoration$/);

  // A background from the palette, shown at once in the preview.
  await page.getByTestId('decoration-bg-mint').click();
  await expect(page.getByTestId('decoration-bg-mint')).toHaveAttribute('aria-pressed', 'true');
  const preview = page.getByTestId('store-preview');
  await expect(preview).toHaveCSS('background-color', 'rgb(230, 245, 236)');

  // A new section: a title, two per row, three of the store's products.
  const before = await page.locator('.decoration-section').count();
  await page.getByTestId('decoration-section-add').click();
  const section = page.getByTestId(`decoration-section-${before}`);
  await expect(section).toBeVisible();
  // Saved without a title, the server's refusal lands on the section it names.
  await page.getByTestId('decoration-save').click();
  await expect(section.locator('.decoration-error')).toHaveText('Please give the section a title');
  await section.getByTestId(`decoration-section-title-${before}`).locator('input').fill(title);
  await section.getByTestId(`decoration-section-columns-${before}`).getByRole('radio', { name: '2' }).click();
  await section.getByTestId(`decoration-section-choose-${before}`).click();
  const picks = page.getByTestId('decoration-pick');
  await expect(picks.first()).toBeVisible();
  const chosen: string[] = [];
  for (let i = 0; i < 3; i++) {
    chosen.push((await picks.nth(i).locator('.decoration-pick__title').innerText()).trim());
    await picks.nth(i).click();
  }
  await expect(page.locator('.decoration-picker__count')).toHaveText('3 of 10 chosen');
  await page.getByTestId('decoration-picker-done').click();
  await expect(section.locator('.decoration-goods__item')).toHaveCount(3);

  // The preview is the buyer's page with the unsaved values.
  const previewed = preview.getByTestId('store-section').filter({ hasText: title });
  await expect(previewed).toHaveAttribute('data-columns', '2');
  await expect(previewed.getByTestId('product-card')).toHaveCount(3);

  await page.getByTestId('decoration-save').click();
  await expect(page.locator('.adm-toast-main', { hasText: 'Store decoration saved' })).toBeVisible();

  // What the server keeps is what was set.
  const { token } = await client.call('user/signin', SELLER);
  const saved = await client.call('store/getDecoration', {}, { token });
  expect(saved.background).toEqual({ kind: 'color', color: 'mint' });
  const kept = saved.sections.find((s) => s.title === title)!;
  expect(kept.columns).toBe(2);
  expect(kept.goods.map((g) => g.title)).toEqual(chosen);

  // The buyer's store page (a visitor's) renders exactly that.
  await page.getByTestId('decoration-view-store').click();
  await expect(page).toHaveURL(new RegExp(`/mall/store/${saved.store.id}$`));
  const storePage = page.getByTestId('store-page');
  await expect(storePage).toHaveCSS('background-color', 'rgb(230, 245, 236)');
  const shown = storePage.getByTestId('store-section').filter({ hasText: title });
  await expect(shown).toHaveAttribute('data-columns', '2');
  await expect(shown.getByTestId('product-card')).toHaveCount(3);
  const cards = shown.getByTestId('product-card');
  for (const [i, name] of chosen.entries()) await expect(cards.nth(i)).toContainText(name);
  // Two per row: the second card sits beside the first, the third below them.
  const [a, b, c] = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
  expect(Math.round(a!.y)).toBe(Math.round(b!.y));
  expect(c!.y).toBeGreaterThan(a!.y + a!.height - 1);
});
