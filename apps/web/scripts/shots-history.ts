/**
 * Screenshots of the screens whose figures come from the recorded demo history (decision 26): the
 * marketplace home, a product with reviews (photos among them) and its store, on a Pixel 7.
 *
 *   npx tsx apps/web/scripts/shots-history.ts
 *
 * Needs the server running with the demo seed (BASE_URL, default http://localhost:3460). Picks the
 * best-selling product whose latest reviews show a photo. PNGs go to SHOTS_DIR (default
 * /work/shots/h6); LANGS=en,ar,de by default.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3460';
const OUT = process.env.SHOTS_DIR ?? '/work/shots/h6';
const LANGS = (process.env.LANGS ?? 'en,ar,de').split(',');

const client = createApiClient({ baseUrl: BASE });

/** The best seller whose three newest reviews (the product page's preview) include a photo. */
async function productWithPhotos(): Promise<number> {
  const { list } = await client.call('goods/getGoodsList', { sort: 'sales', page: 1, pageSize: 40 });
  for (const g of list) {
    const reviews = await client.call('goods/getCommentList', { goodsId: g.id, page: 1, pageSize: 3 });
    if (reviews.list.some((r) => r.images.length > 0)) return g.id;
  }
  return list[0]!.id;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(700);
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const goodsId = await productWithPhotos();
  const info = await client.call('goods/getGoodsInfo', { id: goodsId });
  process.stdout.write(
    `product ${goodsId}: ${info.sold} sold, ${info.rating.count} reviews, ${info.rating.average}; store ${info.store.id}\n`,
  );
  const browser = await chromium.launch(await chromiumLaunchOptions());
  for (const lang of LANGS) {
    const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: BASE });
    await context.addInitScript((l) => localStorage.setItem('language', l), lang);
    const page = await context.newPage();
    const shot = async (name: string) => {
      const file = path.join(OUT, `${name}-${lang}.png`);
      await page.screenshot({ path: file });
      process.stdout.write(`${file}\n`);
    };
    await page.goto('/mall');
    await settle(page);
    await shot('home');
    await page.mouse.wheel(0, 900);
    await settle(page);
    await shot('home-suggested');

    await page.goto(`/mall/product/${goodsId}`);
    await settle(page);
    await shot('product');
    await page.getByTestId('seller').scrollIntoViewIfNeeded();
    await settle(page);
    await shot('product-seller');
    await page.getByTestId('review').first().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, -160);
    await settle(page);
    await shot('product-reviews');
    // The reviews with photos (the buyers' own pictures, stored through the upload path).
    await page.getByTestId('reviews').getByTestId('reviews-with-photos').click();
    await settle(page);
    await page
      .locator('.shop-review__images')
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await settle(page);
    await shot('product-photo-reviews');

    await page.goto(`/mall/store/${info.store.id}`);
    await settle(page);
    await shot('store');
    await page.mouse.wheel(0, 700);
    await settle(page);
    await shot('store-best-sellers');
    await context.close();
  }
  await browser.close();
}

await main();
