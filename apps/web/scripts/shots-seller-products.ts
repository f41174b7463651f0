/**
 * Screenshots of the seller center's products (a demo seller) on a Pixel 7 in English, Arabic and
 * German: the list with its tags and counts, select mode and its confirmation, the form (new with
 * its messages, own, warehouse, rejected), the warehouse with the batch sheet, and the reviews with
 * a reply. A product in review and a rejected one are made first through staff review:
 *
 *   BASE_URL=http://localhost:3661 npx tsx apps/web/scripts/shots-seller-products.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots/w2).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import { createApiClient } from '@app/contract';
import sharp from 'sharp';
import { outboxScenarios, uploadFile } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3661';
const OUT = process.env.SHOTS_DIR ?? '/work/shots/w2';
const SELLER = process.env.SELLER ?? 'store2@demo.local';

const client = createApiClient({ baseUrl: BASE });
const kit = outboxScenarios(client);
const { token } = await client.call('user/signin', { email: SELLER, password: 'Demo12345' });
const seller = { token };
const staff = { token: await kit.staffToken() };

// One product waiting for review and one rejected with a reason, made with staff review on.
const { list: mine } = await client.call('store/getGoodsList', { filter: 'all', pageSize: 50 }, seller);
const own = mine.find((g) => !g.fromWarehouse) ?? mine[0]!;
const warehouseListing = mine.find((g) => g.fromWarehouse);
const ownInfo = await client.call('store/getGoodsInfo', { id: own.id }, seller);
const { list: existing } = await client.call(
  'store/getGoodsList',
  { filter: 'rejected', pageSize: 5 },
  seller,
);
if (!existing.length) {
  await client.call('admin/setProductReview', { on: true, reason: 'Screenshots of review states' }, staff);
  try {
    // New products show the seller's own uploads (the server refuses another product's images).
    const png = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#2f6f8f' } })
      .png()
      .toBuffer();
    const { url } = await uploadFile(
      BASE,
      token,
      new Blob([new Uint8Array(png)], { type: 'image/png' }),
      'goods',
      'mug.png',
    );
    const draft = (title: string) =>
      client.call(
        'store/saveGoods',
        {
          categoryId: ownInfo.categoryId,
          title,
          images: [url],
          description: 'Glazed stoneware, 350 ml, dishwasher safe.',
          shippingFee: 0,
          maxPerCustomer: 0,
          onSale: true,
          skus: [{ name: 'Ocean blue', price: 1_500, originalPrice: 1_800, stock: 50 }],
        },
        seller,
      );
    await draft('Handmade ceramic mug');
    const rejected = await draft('Stoneware tea set for four');
    await client.call(
      'admin/reviewGoods',
      { id: rejected.id, approve: false, reason: 'The photos show a different product than the title' },
      staff,
    );
  } finally {
    await client.call('admin/setProductReview', { on: false, reason: 'Screenshots done' }, staff);
  }
}
const { list: rejectedNow } = await client.call(
  'store/getGoodsList',
  { filter: 'rejected', pageSize: 5 },
  seller,
);

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(await chromiumLaunchOptions());
const settle = (page: Page) => page.waitForTimeout(900);
for (const lang of ['en', 'ar', 'de']) {
  const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
  const context = await browser.newContext({ ...pixel, locale: lang });
  await context.addInitScript(
    ([l, t]: string[]) => {
      localStorage.setItem('language', l!);
      localStorage.setItem('token', t!);
    },
    [lang, token],
  );
  const page = await context.newPage();
  const shot = async (name: string) => {
    await settle(page);
    await page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`) });
  };
  await page.goto(`${BASE}/seller`);
  await page.getByTestId('dash-todo').waitFor();
  await page.getByTestId('dash-todo').scrollIntoViewIfNeeded();
  await shot('home-todo');

  await page.goto(`${BASE}/seller/products`);
  await page.getByTestId('sp-row').first().waitFor();
  await shot('list');
  await page.goto(`${BASE}/seller/products?filter=rejected`);
  await page.getByTestId('sp-row').first().waitFor();
  await shot('list-rejected');
  await page.goto(`${BASE}/seller/products`);
  await page.getByTestId('sp-row').first().waitFor();
  await page.getByTestId('sp-select').click();
  await page.getByTestId('sp-row-check').nth(1).click();
  await page.getByTestId('sp-row-check').nth(2).click();
  await shot('select');
  await page.getByTestId('sp-batch-delete').click();
  await shot('select-confirm');

  await page.goto(`${BASE}/seller/products/new`);
  await page.getByTestId('sp-form-save').click();
  await shot('form-new-errors');
  await page.goto(`${BASE}/seller/products/${own.id}`);
  await page.getByTestId('sp-form-save').waitFor();
  await shot('form-own');
  if (warehouseListing) {
    await page.goto(`${BASE}/seller/products/${warehouseListing.id}`);
    await page.getByTestId('sp-form-save').waitFor();
    await page.getByTestId('sp-form-skus').scrollIntoViewIfNeeded();
    await shot('form-warehouse');
  }
  if (rejectedNow[0]) {
    await page.goto(`${BASE}/seller/products/${rejectedNow[0].id}`);
    await page.getByTestId('sp-form-rejected').waitFor();
    await shot('form-rejected');
  }

  await page.goto(`${BASE}/seller/warehouse`);
  await page.getByTestId('wh-row').first().waitFor();
  await shot('warehouse');
  const free = page.locator('[data-testid="wh-row"]:not([data-listed])');
  await free.nth(0).click();
  await free.nth(1).click();
  await page.getByTestId('wh-add').click();
  await page.getByTestId('wh-prices').waitFor();
  await shot('warehouse-sheet');

  await page.goto(`${BASE}/seller/reviews`);
  await page.getByTestId('rv-list').or(page.getByTestId('rv-empty')).waitFor();
  await shot('reviews');
  const open = page.getByTestId('rv-reply-open');
  if ((await open.count()) > 0) {
    await open.first().click();
    await page.getByTestId('rv-text').locator('textarea:not([readonly])').fill('Thank you for the review!');
    await shot('reviews-reply');
  }
  await context.close();
}
await browser.close();
