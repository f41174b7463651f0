/**
 * Screenshots of the marketplace browsing screens (home, categories, search, product, store,
 * wish list, follows) on a Pixel 7, in English and Arabic.
 *
 *   npx tsx apps/web/scripts/shots-catalog.ts
 *
 * Needs the API and the Vite dev server running (BASE_URL, default http://localhost:5101) with the
 * demo catalog. Signs in as the demo buyer through the API for the member screens, and makes a
 * fresh buyer (code read from the dev outbox as staff) for the empty states. PNGs go to SHOTS_DIR
 * (default /work/shots/w1). ONLY=<name fragment> limits the run; LANGS=en limits the languages.
 * SEED_REVIEWS=1 first gives the product some real reviews (with photos) through the order flow:
 * fresh buyers deposit, order, pay, staff ships and delivers, the buyer confirms and reviews.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { outboxScenarios, uploadFile } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:5101';
const OUT = process.env.SHOTS_DIR ?? '/work/shots/w1';
const ONLY = process.env.ONLY ?? '';
const LANGS = (process.env.LANGS ?? 'en,ar').split(',');
const BUYER = { email: 'buyer@demo.local', password: 'Demo12345' };
/** A product with several specifications, pictures and (after seeding) reviews. */
const PRODUCT = Number(process.env.PRODUCT ?? 57);
/** A product of the frozen demo store: cannot be bought. */
const UNAVAILABLE_PRODUCT = 106;
const FROZEN_STORE = 7;

const launchOptions = await chromiumLaunchOptions();

const client = createApiClient({ baseUrl: BASE });
const kit = outboxScenarios(client);

const signin = async (who: { email: string; password: string }) =>
  (await client.call('user/signin', who)).token;

/** A brand-new buyer with an empty wish list and no follows. */
async function freshBuyer(): Promise<string> {
  return (await kit.buyer({ tag: 'shots-catalog' })).token;
}

/** The demo buyer's wish list and follows, so those screens have content. */
async function prepareBuyer(token: string) {
  const list = await client.call('goods/getGoodsList', { sort: 'sales', pageSize: 6 });
  for (const g of list.list) await client.call('wish/toggle', { goodsId: g.id, wished: true }, { token });
  for (const storeId of [1, 2, 3, 4])
    await client.call('follow/toggle', { storeId, followed: true }, { token });
}

const REVIEWS = [
  {
    score: 5,
    text: 'Fits perfectly and the fabric feels premium. Washed it twice already and it still looks new.',
  },
  { score: 4, text: 'Good quality for the price. Delivery took six days, a bit slower than I hoped.' },
  { score: 5, text: 'Exactly as pictured. I ordered a second colour right after this one arrived!' },
  { score: 3, text: 'Nice shirt but the sleeves run a little long for me. Consider sizing down.' },
];

/** Uploads one of the product's own pictures as a review photo. */
async function uploadPhoto(token: string, source: string): Promise<string> {
  const image = await (await fetch(`${BASE}${source}`)).blob();
  return (await uploadFile(BASE, token, image, 'review', 'review.webp')).url;
}

/** Real reviews through the real order flow, one fresh buyer each (reviews are once per order line). */
async function seedReviews(goodsId: number) {
  const staff = await kit.staffToken();
  const info = await client.call('goods/getGoodsInfo', { id: goodsId });
  const skus = info.skus.filter((s) => s.stock > 0);
  // "Purchase" pays the warehouse from the seller's wallet: the demo seller needs funds.
  const seller = await signin({ email: `store${info.store.id}@demo.local`, password: 'Demo12345' });
  await kit.fund(seller, 1000);
  for (const [i, review] of REVIEWS.entries()) {
    const { token } = await kit.buyer({ tag: 'shots-review', funds: 300 });
    const address = await client.call(
      'address/saveAddress',
      {
        recipient: 'Sam Rivera',
        phone: '+1 415 555 0100',
        country: 'United States',
        region: 'CA',
        street: '1 Market St',
        postcode: '94105',
        isDefault: true,
      },
      { token },
    );
    const sku = skus[i % skus.length]!;
    const { orders } = await client.call(
      'order/create',
      { items: [{ skuId: sku.id, quantity: 1 }], addressId: address.id },
      { token },
    );
    const order = orders[0]!;
    await client.call('order/pay', { ids: [order.id] }, { token });
    for (const action of ['purchase', 'ship', 'deliver'] as const) {
      await client.call(
        'admin/advanceOrder',
        {
          id: order.id,
          action,
          ...(action === 'ship' ? { carrier: 'DHL', trackingNo: `DH${Date.now()}` } : {}),
        },
        { token: staff },
      );
    }
    const detail = await client.call('order/confirm', { id: order.id }, { token });
    const images =
      i % 2 === 0 ? await Promise.all(info.images.slice(0, 2).map((src) => uploadPhoto(token, src))) : [];
    await client.call(
      'order/comment',
      { orderLineId: detail.lines[0]!.id, score: review.score, content: review.text, images },
      { token },
    );
    process.stdout.write(`review ${i + 1} added\n`);
  }
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  // Lazy images below the fold are fine; the visible ones must have loaded.
  await page
    .waitForFunction(
      () =>
        Array.from(document.images)
          .filter((img) => {
            const r = img.getBoundingClientRect();
            return r.bottom > 0 && r.top < window.innerHeight && img.loading !== 'lazy';
          })
          .every((img) => img.complete),
      undefined,
      { timeout: 8000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(600);
}

interface Shot {
  name: string;
  path: string;
  token?: 'buyer' | 'fresh';
  /** Runs after the page settled, before the picture. */
  act?: (page: Page) => Promise<void>;
  fullPage?: boolean;
  storage?: Record<string, string>;
  /** Holds every API answer back, to picture the loading skeletons. */
  loading?: boolean;
}

const SHOTS: Shot[] = [
  { name: 'home', path: '/mall' },
  {
    name: 'home-sections',
    path: '/mall',
    act: async (page) => {
      await page.getByTestId('product-card').nth(10).scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 200);
    },
  },
  {
    name: 'home-feed',
    path: '/mall',
    act: async (page) => {
      // The feed mounts as it comes near: scroll until it is there, then put its title at the top.
      for (let i = 0; i < 20 && !(await page.locator('.shop-feed').count()); i++) {
        await page.mouse.wheel(0, 800);
        await page.waitForTimeout(200);
      }
      await page.evaluate(() =>
        window.scrollBy(0, document.querySelector('.shop-feed')!.getBoundingClientRect().top - 60),
      );
    },
  },
  { name: 'home-loading', path: '/mall', loading: true },
  { name: 'category', path: '/mall/category?c=3' },
  { name: 'category-child', path: '/mall/category?c=19&sort=price_asc' },
  {
    name: 'search-start',
    path: '/mall/search',
    storage: { searchCache: JSON.stringify(['wireless earbuds', 'summer dress', 'desk lamp', 'yoga mat']) },
  },
  { name: 'search-results', path: '/mall/search?keyword=dress' },
  {
    name: 'search-filter',
    path: '/mall/search?keyword=watch&min=10&free=1',
    act: async (page) => {
      await page.getByTestId('filter-open').click();
      await page.waitForTimeout(500);
    },
  },
  { name: 'search-empty', path: '/mall/search?keyword=zzqxw' },
  { name: 'product', path: `/mall/product/${PRODUCT}` },
  {
    name: 'product-info',
    path: `/mall/product/${PRODUCT}`,
    act: async (page) => {
      await page.evaluate(() =>
        window.scrollTo(
          0,
          document.querySelector('.shop-pdp__price-card')!.getBoundingClientRect().top + window.scrollY - 64,
        ),
      );
    },
  },
  {
    name: 'product-spec',
    path: `/mall/product/${PRODUCT}`,
    act: async (page) => {
      await page.getByTestId('spec-row').click();
      await page.waitForTimeout(400);
      await page.locator('[data-testid="sku-option"]:not([disabled])').first().click();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'product-reviews',
    path: `/mall/product/${PRODUCT}`,
    act: async (page) => {
      await page.evaluate(() =>
        window.scrollTo(
          0,
          document.getElementById('reviews')!.getBoundingClientRect().top + window.scrollY - 64,
        ),
      );
    },
  },
  {
    name: 'product-all-reviews',
    path: `/mall/product/${PRODUCT}`,
    act: async (page) => {
      const more = page.getByTestId('reviews-see-all');
      if (await more.count()) {
        await more.click();
        await page.waitForTimeout(800);
      }
    },
  },
  {
    name: 'product-seller',
    path: `/mall/product/${PRODUCT}`,
    token: 'buyer',
    act: async (page) => {
      await page.evaluate(() =>
        window.scrollTo(
          0,
          document.querySelector('[data-testid="seller"]')!.getBoundingClientRect().top + window.scrollY - 64,
        ),
      );
    },
  },
  { name: 'product-unavailable', path: `/mall/product/${UNAVAILABLE_PRODUCT}` },
  { name: 'product-gone', path: '/mall/product/999999' },
  { name: 'product-loading', path: `/mall/product/${PRODUCT}`, loading: true },
  { name: 'store', path: '/mall/store/1', token: 'buyer' },
  {
    name: 'store-sections',
    path: '/mall/store/1',
    act: async (page) => {
      await page.evaluate(() => window.scrollTo(0, 420));
    },
  },
  { name: 'store-products', path: '/mall/store/2?tab=products' },
  { name: 'store-frozen', path: `/mall/store/${FROZEN_STORE}` },
  { name: 'wishlist', path: '/mall/wishlist', token: 'buyer' },
  { name: 'follows', path: '/mall/follows', token: 'buyer' },
  { name: 'wishlist-empty', path: '/mall/wishlist', token: 'fresh' },
  { name: 'follows-empty', path: '/mall/follows', token: 'fresh' },
];

async function run(browser: Browser, lang: string, tokens: Record<'buyer' | 'fresh', string>) {
  for (const shot of SHOTS) {
    if (ONLY && !shot.name.includes(ONLY)) continue;
    const context = await browser.newContext({ ...devices['Pixel 7'], baseURL: BASE });
    const storage: Record<string, string> = { language: lang, ...shot.storage };
    if (shot.token) storage.token = tokens[shot.token];
    await context.addInitScript((entries) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, storage);
    if (shot.loading) {
      await context.route('**/v1/**', async (route) => {
        await new Promise((r) => setTimeout(r, 10_000));
        await route.continue().catch(() => undefined);
      });
    }
    const page = await context.newPage();
    await page.goto(shot.path);
    if (shot.loading) await page.waitForTimeout(1500);
    else await settle(page);
    if (shot.act) {
      await shot.act(page);
      await settle(page);
    }
    const file = path.join(OUT, `${shot.name}-${lang}.png`);
    await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
    process.stdout.write(`${file}\n`);
    await context.close();
  }
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  if (process.env.SEED_REVIEWS) await seedReviews(PRODUCT);
  const buyer = await signin(BUYER);
  await prepareBuyer(buyer);
  const needsFresh = SHOTS.some((s) => s.token === 'fresh' && (!ONLY || s.name.includes(ONLY)));
  const fresh = needsFresh ? await freshBuyer() : '';
  const browser = await chromium.launch(launchOptions);
  try {
    for (const lang of LANGS) await run(browser, lang, { buyer, fresh });
  } finally {
    await browser.close();
  }
}

await main();
