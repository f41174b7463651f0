/**
 * Screenshots of the offline map (issue 12 part 13) and the address form on a Pixel 7: the new
 * address form, /choose-location (framed on a country, and after zooming in), /open-location for an
 * address, an order and a store, in English, Arabic and German.
 *
 *   npx tsx apps/web/scripts/shots-map.ts
 *
 * Needs a running server with the demo data and the built web app (BASE_URL, default
 * http://localhost:3430). Signs in the demo buyer and saves an address with a place. PNGs go to
 * SHOTS_DIR (default /work/shots/h3). ONLY=<name fragment> limits the run; LANGS=en limits the languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3430';
const OUT = process.env.SHOTS_DIR ?? '/work/shots/h3';
const ONLY = process.env.ONLY ?? '';
const LANGS = (process.env.LANGS ?? 'en,ar,de').split(',');

const client = createApiClient({ baseUrl: BASE });
const token = (await client.call('user/signin', { email: 'buyer@demo.local', password: 'Demo12345' })).token;
const { list } = await client.call('address/getAddressList', {}, { token });
const placed =
  list.find((a) => a.latitude !== null) ??
  (await client.call(
    'address/saveAddress',
    {
      recipient: 'Lena Weber',
      phone: '+49 30 1234567',
      country: 'Germany',
      region: 'Berlin',
      street: 'Unter den Linden 5',
      postcode: '10117',
      latitude: 52.51704,
      longitude: 13.38886,
    },
    { token },
  ));
const orders = await client.call('order/getOrderList', { status: 'all', pageSize: 1 }, { token });
// An order shipping to the placed address (left unpaid: it shows the same address and link).
async function placeOrder(): Promise<number | undefined> {
  const { list: goodsList } = await client.call('goods/getGoodsList', { pageSize: 20 });
  for (const g of goodsList) {
    const info = await client.call('goods/getGoodsInfo', { id: g.id });
    const sku = info.skus.find((k) => k.stock > 0);
    if (!info.onSale || !sku) continue;
    const made = await client.call(
      'order/create',
      { items: [{ skuId: sku.id, quantity: 1 }], addressId: placed.id },
      { token, headers: { 'idempotency-key': globalThis.crypto.randomUUID() } },
    );
    return made.orders[0]?.id;
  }
  return undefined;
}
const orderId = orders.list[0]?.id ?? (await placeOrder());
const goods = await client.call('goods/getGoodsList', { pageSize: 1 });
const storeId = goods.list[0]!.storeId;

interface Shot {
  name: string;
  path: string;
  act?: (page: Page) => Promise<void>;
}

const mapReady = (page: Page) => page.locator('svg[data-ready="true"]').first().waitFor({ timeout: 20_000 });

const SHOTS: Shot[] = [
  { name: 'address-new', path: '/mall/addresses/edit' },
  {
    name: 'address-new-errors',
    path: '/mall/addresses/edit',
    act: async (page) => {
      await page.locator('input[name="recipient"]').fill('Lena');
      await page.locator('textarea[name="street"]').fill('1');
      await page.locator('input[name="recipient"]').focus();
      await page.getByTestId('address-save').click();
      await page.waitForTimeout(300);
      await page.evaluate(() => window.scrollTo(0, 0));
    },
  },
  {
    name: 'address-country-search',
    path: '/mall/addresses/edit',
    act: async (page) => {
      await page.getByTestId('country-field').click();
      await page.locator('.country-popup input').fill('Germ');
      await page.waitForTimeout(400);
    },
  },
  { name: 'address-edit-placed', path: `/mall/addresses/edit?id=${placed.id}`, act: mapReady },
  { name: 'choose-country', path: '/choose-location?for=address&country=DE', act: mapReady },
  {
    name: 'choose-zoomed',
    path: `/choose-location?for=address&lat=${placed.latitude}&lng=${placed.longitude}`,
    act: async (page) => {
      await mapReady(page);
      await page.getByTestId('map-zoom-in').click();
      await page.waitForTimeout(300);
    },
  },
  { name: 'choose-world', path: '/choose-location', act: mapReady },
  { name: 'open-address', path: `/open-location?address=${placed.id}`, act: mapReady },
  ...(orderId
    ? [
        { name: 'order-detail', path: `/mall/orders/${orderId}` },
        { name: 'open-order', path: `/open-location?order=${orderId}`, act: mapReady },
      ]
    : []),
  { name: 'open-store', path: `/open-location?store=${storeId}`, act: mapReady },
  { name: 'store-page', path: `/mall/store/${storeId}` },
];

async function shoot(browser: Browser, lang: string, shot: Shot) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  await context.addInitScript(
    (entries: Record<string, string>) => {
      if (sessionStorage.getItem('shots-init')) return;
      sessionStorage.setItem('shots-init', '1');
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    },
    { language: lang, token },
  );
  const page = await context.newPage();
  page.on('response', (res) => {
    if (res.status() >= 400) process.stdout.write(`  ${shot.name}-${lang}: ${res.status()} ${res.url()}\n`);
  });
  try {
    await page.goto(BASE + shot.path);
    await page.waitForLoadState('networkidle');
    if (shot.act) await shot.act(page);
    await page.waitForTimeout(300);
    const file = path.join(OUT, `${shot.name}-${lang}.png`);
    await page.screenshot({ path: file });
    process.stdout.write(`shot ${file}\n`);
  } finally {
    await context.close();
  }
}

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(await chromiumLaunchOptions());
try {
  for (const lang of LANGS) {
    for (const shot of SHOTS) if (!ONLY || shot.name.includes(ONLY)) await shoot(browser, lang, shot);
  }
} finally {
  await browser.close();
}
