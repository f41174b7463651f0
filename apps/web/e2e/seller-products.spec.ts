import { devices, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

const SELLER = { email: 'store3@demo.local', password: 'Demo12345' };

/** A product photo as a phone would pick it. */
async function photo() {
  return {
    name: 'mug.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 96, height: 96, channels: 3, background: '#2f6f8f' } })
      .png()
      .toBuffer(),
  };
}

async function search(page: Page, text: string) {
  const box = page.getByTestId('sp-search').locator('input');
  await box.fill(text);
  await box.press('Enter');
}

const row = (page: Page, title: string) => page.getByTestId('sp-row').filter({ hasText: title });

/** The confirmation dialog's button with this label. */
const dialogButton = (page: Page, label: string) =>
  page.locator('.adm-dialog-button').filter({ hasText: label });

// The seller center's products (issue 13 part 5): an own product with an uploaded image, pinned and
// put off sale in a batch; two warehouse products listed with a markup; one deleted; a review answered.
test('a seller adds, pins and batch-edits products, lists two from the warehouse and answers a review', async ({
  page,
  client,
}) => {
  test.setTimeout(90_000);
  const { token } = await client.call('user/signin', SELLER);
  // Room for three more products at the store's level (the journey is about the screens, not the limit).
  const counts = await client.call('store/getGoodsCounts', {}, { token });
  if (counts.used + 3 > counts.limit) {
    const { list } = await client.call('store/getGoodsList', { filter: 'all', pageSize: 100 }, { token });
    const spare = list.slice(-(counts.used + 3 - counts.limit)).map((g) => g.id);
    await client.call('store/deleteGoods', { ids: spare }, { token });
  }
  const title = `Handmade ceramic mug ${Date.now().toString(36)}`;

  await page.goto('/auth/signin');
  await signInWithForm(page, SELLER.email, SELLER.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/seller');
  // The seller home's menu entry (the figures above say "Products" too).
  await page
    .locator('.adm-list-item')
    .filter({ hasText: /^Products$/ })
    .click();
  await expect(page).toHaveURL(/\/seller\/products$/);
  await expect(page.getByTestId('sp-limit')).toContainText('Products at your level');

  // An own product: image, title, category, one specification.
  await page.getByTestId('sp-add').click();
  await expect(page).toHaveURL(/\/seller\/products\/new$/);
  await page
    .getByTestId('sp-form-images')
    .locator('input[type=file]')
    .setInputFiles(await photo());
  await expect(page.getByTestId('sp-form-images').locator('.adm-image-uploader-cell-mask')).toHaveCount(0);
  await page.getByTestId('sp-form-title').locator('textarea:not([readonly])').fill(title);
  await page.getByTestId('sp-form-category').click();
  await page.locator('.adm-picker-header-button').filter({ hasText: 'Confirm' }).click();
  await expect(page.getByTestId('sp-form-category')).not.toContainText('Choose a category');
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Ocean blue');
  await page.getByRole('textbox', { name: 'Price (USD)', exact: true }).fill('15');
  await page.getByRole('textbox', { name: 'Stock', exact: true }).fill('40');
  await page.getByTestId('sp-form-save').click();
  // With staff review on, the seller is told the product waits for it.
  const review = dialogButton(page, 'Confirm');
  if (await review.isVisible().catch(() => false)) await review.click();
  await expect(page).toHaveURL(/\/seller\/products$/);

  await search(page, title);
  await expect(row(page, title)).toContainText('$15.00');
  await expect(row(page, title)).toContainText('Stock 40');

  // Pin it to the top of the store.
  await row(page, title).getByTestId('sp-pin').click();
  await expect(row(page, title).getByTestId('sp-tag-pinned')).toBeVisible();

  // Select mode: nothing selected says so; then the product is put off sale after confirming.
  await page.getByTestId('sp-select').click();
  await page.getByTestId('sp-batch-off').click();
  await expect(page.getByText('No product selected')).toBeVisible();
  await row(page, title).getByTestId('sp-row-check').click();
  await expect(page.getByTestId('sp-selected-count')).toHaveText('Selected: 1');
  await page.getByTestId('sp-batch-off').click();
  await expect(page.getByText('Take off sale?')).toBeVisible();
  await dialogButton(page, 'Off sale').click();
  await expect(page.getByText('Taken off sale: 1')).toBeVisible();
  await expect(row(page, title).getByTestId('sp-tag-off-sale')).toBeVisible();

  // Two warehouse products, listed with the level's full margin.
  await page.getByTestId('sp-add-warehouse').click();
  await expect(page).toHaveURL(/\/seller\/warehouse$/);
  const free = page.locator('[data-testid="wh-row"]:not([data-listed])');
  await expect(free.first()).toBeVisible();
  const picked = [
    (await free.nth(0).getByTestId('wh-row-title').textContent())!,
    (await free.nth(1).getByTestId('wh-row-title').textContent())!,
  ];
  await free.nth(0).click();
  await free.nth(1).click();
  await expect(page.getByTestId('wh-selected-count')).toHaveText('Selected: 2');
  await page.getByTestId('wh-add').click();
  await expect(page.getByText('List 2 products')).toBeVisible();
  await page.getByTestId('wh-markup-max').click();
  await expect(page.getByTestId('wh-prices').locator('li')).toHaveCount(2);
  await page.getByTestId('wh-confirm').click();
  await expect(page.getByText('2 products added')).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/products$/);
  for (const name of picked) {
    await search(page, name);
    await expect(row(page, name).getByTestId('sp-tag-warehouse')).toBeVisible();
  }

  // A warehouse listing's price stays between its cost and the level's margin: the server's message
  // is on the field.
  await search(page, picked[0]!);
  await row(page, picked[0]!).getByTestId('sp-edit').click();
  await expect(page.getByTestId('sp-form-warehouse')).toBeVisible();
  await expect(page.getByTestId('sp-sku-range').first()).toContainText('Allowed price:');
  // Below the wholesale cost (and so below any list price): only the server knows the cost's floor.
  await page.getByRole('textbox', { name: 'Price (USD)', exact: true }).first().fill('0.01');
  await page.getByTestId('sp-form-save').click();
  await expect(
    page.getByText("Set a price between the wholesale cost and your level's highest price"),
  ).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/seller\/products$/);

  // Delete the last one, after confirming.
  const gone = picked[1]!;
  await search(page, gone);
  await page.getByTestId('sp-select').click();
  await row(page, gone).getByTestId('sp-row-check').click();
  await page.getByTestId('sp-batch-delete').click();
  await dialogButton(page, 'Delete').click();
  await expect(page.getByText('Deleted: 1')).toBeVisible();
  await expect(page.getByTestId('sp-empty')).toBeVisible();

  // A review of the store's products, answered as the store (when the store has one to answer).
  await page.goto('/seller/reviews?filter=unreplied');
  await expect(page.getByTestId('rv-list').or(page.getByTestId('rv-empty'))).toBeVisible();
  const open = page.getByTestId('rv-reply-open');
  if ((await open.count()) > 0) {
    const card = page.getByTestId('rv-card').first();
    const id = await card.getAttribute('data-id');
    await open.first().click();
    await page.getByTestId('rv-text').locator('textarea:not([readonly])').fill('Thank you for your review!');
    await page.getByTestId('rv-send').click();
    await expect(page.getByText('Reply saved')).toBeVisible();
    await page.getByTestId('rv-tab-replied').click();
    const answered = page.locator(`[data-testid="rv-card"][data-id="${id}"]`);
    await expect(answered.getByTestId('rv-reply')).toContainText('Thank you for your review!');
  }
});

// Spec §8: a store at its level's product limit cannot add products, and is told so before any form.
test('a seller at the level limit is told products cannot be added', async ({ page, client }) => {
  const seller = { email: 'store4@demo.local', password: 'Demo12345' };
  const { token } = await client.call('user/signin', seller);
  const counts = await client.call('store/getGoodsCounts', {}, { token });
  expect(counts.used).toBeGreaterThanOrEqual(counts.limit);

  await page.goto('/auth/signin');
  await signInWithForm(page, seller.email, seller.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/seller/products');
  await expect(page.getByTestId('sp-limit-value')).toHaveText(`${counts.used} / ${counts.limit}`);
  await page.getByTestId('sp-add').click();
  await expect(page.getByText('Cannot add products at the current level')).toBeVisible();
  await expect(page).toHaveURL(/\/seller\/products$/);
  // The server says the same to a save that gets past the screen.
  const denied = await client
    .call(
      'store/saveGoods',
      {
        categoryId: 1,
        title: 'One too many',
        images: ['/uploads/goods/none.png'],
        description: '',
        shippingFee: 0,
        maxPerCustomer: 0,
        onSale: true,
        skus: [{ name: 'One', price: 100, originalPrice: 0, stock: 1 }],
      },
      { token },
    )
    .catch((e: unknown) => e);
  expect(denied).toMatchObject({ status: 409, error: 'GOODS_LIMIT' });
});
