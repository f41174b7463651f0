/**
 * Screenshots of the wallet record lines (decision 27): the marketplace's wallet records, the drama
 * app's wallet (Pixel 7) and the console's ledger transfers (desktop), in English, Arabic and German.
 *
 *   npx tsx apps/web/scripts/shots-records.ts
 *
 * Needs a running server with both built clients and the demo data (BASE_URL, default
 * http://localhost:3470). Gives the demo buyer one record of each kind through the API: a deposit,
 * a transfer out and one in, an order paid, an episode unlocked, a VIP month, a withdrawal.
 * PNGs go to SHOTS_DIR (default /work/shots/h7); LANGS limits the languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Browser } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { outboxScenarios, TEST_TRADE_PASSWORD } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3470';
const OUT = process.env.SHOTS_DIR ?? '/work/shots/h7';
const LANGS = (process.env.LANGS ?? 'en,ar,de').split(',');
const BUYER = { email: 'buyer@demo.local', password: 'Demo12345' };
const ADMIN = { email: 'admin@demo.local', password: 'Demo12345' };

const client = createApiClient({ baseUrl: BASE });
const kit = outboxScenarios(client);
const key = () => ({ idempotencyKey: globalThis.crypto.randomUUID() });

/** One movement of each kind in the demo buyer's wallet, made through the real calls. */
async function prepare() {
  const token = (await client.call('user/signin', BUYER)).token;
  const me = await client.call('user/getUserInfo', {}, { token });
  if (!me.hasTradePassword) await kit.setTradePassword({ email: BUYER.email, token });
  await kit.fund(token, 25);
  const friend = await kit.buyer({ tag: 'shots-records', tradePassword: true, funds: 10 });
  await client.call(
    'user_wallet/transfer',
    { to: friend.email, amount: '3', tradePassword: TEST_TRADE_PASSWORD },
    { token, ...key() },
  );
  await client.call(
    'user_wallet/transfer',
    { to: BUYER.email, amount: '1.5', tradePassword: TEST_TRADE_PASSWORD },
    { token: friend.token, ...key() },
  );
  // An episode of the first demo drama that is still locked for the buyer.
  const items = await client.call('video/getVideoItemList', { videoId: 1 }, { token });
  const locked = items.list.find((i) => !i.playable);
  if (locked)
    await client.call(
      'user_wallet/payUnlockOne',
      { itemId: locked.id, tradePassword: TEST_TRADE_PASSWORD },
      { token, ...key() },
    );
  const cfg = await client.call('user_wallet/getVipCfg', {}, { token });
  const month = cfg.plans.find((p) => p.period === 'month');
  if (month)
    await client.call(
      'user_wallet/payVip',
      { planId: month.id, tradePassword: TEST_TRADE_PASSWORD },
      { token, ...key() },
    );
  // An order paid from the wallet.
  const goods = await client.call('goods/getGoodsList', { sort: 'sales', pageSize: 12 });
  for (const g of goods.list) {
    const info = await client.call('goods/getGoodsInfo', { id: g.id });
    const sku = info.skus.find((s) => s.stock > 5);
    if (!info.onSale || !sku || info.price > 5_000) continue;
    const addresses = await client.call('address/getAddressList', {}, { token });
    const addressId =
      addresses.list[0]?.id ??
      (
        await client.call(
          'address/saveAddress',
          { recipient: 'Ana Buyer', phone: '+1 555 0100', country: 'United States', street: '1 Main St' },
          { token },
        )
      ).id;
    const placed = await client.call(
      'order/create',
      { items: [{ skuId: sku.id, quantity: 1 }], addressId },
      { token, ...key() },
    );
    await client.call(
      'order/pay',
      { ids: placed.orders.map((o) => o.id), tradePassword: TEST_TRADE_PASSWORD },
      { token, ...key() },
    );
    break;
  }
  return token;
}

async function shoot(
  browser: Browser,
  lang: string,
  name: string,
  url: string,
  storage: Record<string, string>,
  desktop = false,
) {
  const context = await browser.newContext(
    desktop
      ? { viewport: { width: 1440, height: 900 }, locale: lang }
      : { ...devices['Pixel 7'], locale: lang },
  );
  await context.addInitScript((entries: Record<string, string>) => {
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, storage);
  const page = await context.newPage();
  try {
    await page.goto(BASE + url);
    await page.waitForLoadState('networkidle');
    // The lines themselves, not the splash screen.
    await page
      .locator(desktop ? '[data-testid="ledger-line"]' : '[data-testid="log-description"]')
      .first()
      .waitFor({ timeout: 30_000 });
    await page.waitForTimeout(800);
    const file = path.join(OUT, `${name}-${lang}.png`);
    await page.screenshot({ path: file, fullPage: false });
    process.stdout.write(`shot ${file}\n`);
  } finally {
    await context.close();
  }
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  const token = await prepare();
  const me = await client.call('user/getUserInfo', {}, { token });
  const staff = (await client.call('admin/signin', ADMIN)).token;
  const browser = await chromium.launch(await chromiumLaunchOptions());
  try {
    for (const lang of LANGS) {
      await shoot(browser, lang, 'wallet-records', '/wallet/records', { token, language: lang });
      await shoot(browser, lang, 'vip-wallet', '/vip/wallet', { token, language: lang });
      await shoot(
        browser,
        lang,
        'console-ledger',
        `/admin/ledger/transfers?userId=${me.id}`,
        { adminToken: staff, adminLanguage: lang },
        true,
      );
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error); // eslint-disable-line no-console
  process.exitCode = 1;
});
