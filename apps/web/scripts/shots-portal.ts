/**
 * Screenshots of the regional portals (decision 0028) on a Pixel 7: the portal page, a product, the
 * cart, checkout and the wallet in the Europe portal, in English, Arabic and German.
 *
 *   BASE_URL=http://localhost:3480 npx tsx apps/web/scripts/shots-portal.ts
 *
 * Needs a running server with the built web app and the demo data. Signs in as the demo buyer
 * through the API, puts one product in the cart and tops the wallet up when it is short. PNGs go to
 * SHOTS_DIR (default /work/shots/h8). LANGS limits the languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Browser } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { outboxScenarios } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3480';
const OUT = process.env.SHOTS_DIR ?? '/work/shots/h8';
const LANGS = (process.env.LANGS ?? 'en,ar,de').split(',');
const PORTAL = process.env.PORTAL ?? 'europe';

const client = createApiClient({ baseUrl: BASE });
const kit = outboxScenarios(client);
const token = (await client.call('user/signin', { email: 'buyer@demo.local', password: 'Demo12345' })).token;

// One product with one specification in the cart, selected, and money enough to pay.
const { list } = await client.call('goods/getGoodsList', { sort: 'sales', pageSize: 50 });
let productId = 0;
let skuId = 0;
for (const card of list) {
  const info = await client.call('goods/getGoodsInfo', { id: card.id });
  const sku = info.skus.find((k) => k.stock > 5);
  if (card.originalPrice > card.price && sku) {
    productId = card.id;
    skuId = sku.id;
    break;
  }
}
const cart = await client.call('cart/getCartList', {}, { token });
const ids = cart.groups.flatMap((g) => g.lines.map((l) => l.id));
if (ids.length) await client.call('cart/remove', { ids }, { token });
await client.call('cart/add', { skuId, quantity: 1 }, { token });
await client.call('cart/select', { selected: true }, { token });
const wallet = await client.call('user_wallet/getWallet', {}, { token });
if (wallet.balance < 50_000) await kit.fund(token, 500);

const shots = [
  { name: 'portal', path: '/auth/portal', signedIn: false },
  { name: 'product', path: `/mall/product/${productId}`, signedIn: true },
  { name: 'cart', path: '/mall/cart', signedIn: true },
  { name: 'checkout', path: '/mall/checkout?from=cart', signedIn: true },
  { name: 'wallet', path: '/wallet', signedIn: true },
  { name: 'home', path: '/mall', signedIn: true },
];

async function shoot(browser: Browser, lang: string) {
  for (const shot of shots) {
    const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
    const storage: Record<string, string> = {
      language: lang,
      portal: PORTAL,
      ...(shot.signedIn ? { token } : {}),
    };
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, storage);
    const page = await context.newPage();
    await page.goto(BASE + shot.path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const file = path.join(OUT, `${shot.name}-${PORTAL}-${lang}.png`);
    await page.screenshot({ path: file, fullPage: shot.name === 'checkout' || shot.name === 'portal' });
    process.stdout.write(`shot ${file}\n`);
    await context.close();
  }
}

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(await chromiumLaunchOptions());
for (const lang of LANGS) await shoot(browser, lang);
await browser.close();
