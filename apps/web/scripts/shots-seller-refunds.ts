/**
 * Screenshots of the seller answering refund requests, the live new-order notice, and what buyers
 * see (the seller's declined reason, the store's reply under a review), on a Pixel 7 in English and
 * Arabic. Uses the demo's open refund requests of store1 (Urban Threads):
 *
 *   BASE_URL=http://localhost:3512 npx tsx apps/web/scripts/shots-seller-refunds.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots/seller-refunds).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { outboxScenarios, TEST_TRADE_PASSWORD } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3512';
const OUT = process.env.SHOTS_DIR ?? '/work/shots/seller-refunds';
const SELLER = process.env.SELLER ?? 'store1@demo.local';

const client = createApiClient({ baseUrl: BASE });
const kit = outboxScenarios(client);
const { token } = await client.call('user/signin', { email: SELLER, password: 'Demo12345' });
const seller = { token };
const staff = await kit.staffToken();

const { list: refunds } = await client.call('store/getOrderList', { tab: 'refunds', pageSize: 50 }, seller);
const open = refunds.find((o) => o.status === 'refunding' && !o.refundSellerReason)!;
const declined = refunds.find((o) => o.status === 'refunding' && o.refundSellerReason)!;
const { list: staffView } = await client.call(
  'admin/getOrderList',
  { keyword: declined.orderNo },
  { token: staff },
);
const buyerEmail = staffView[0]!.buyer.email;
const { token: buyerToken } = await client.call('user/signin', { email: buyerEmail, password: 'Demo12345' });
const { list: replied } = await client.call('store/getCommentList', { filter: 'replied' }, seller);
const reviewed = replied[0]!.goodsId;

// A buyer who pays an order while the seller watches (the live notice).
const { list: products } = await client.call(
  'store/getGoodsList',
  { filter: 'on_sale', pageSize: 20 },
  seller,
);
const info = await client.call('goods/getGoodsInfo', { id: products[0]!.id });
const sku = info.skus.find((k) => k.stock > 0)!;
const shopper = await kit.buyer({ tag: 'shots-refunds', tradePassword: true, funds: 600 });
const address = await client.call(
  'address/saveAddress',
  {
    recipient: 'Omar Said',
    phone: '+971 50 765 4321',
    country: 'United Arab Emirates',
    street: '3 Creek Road, Dubai',
  },
  { token: shopper.token },
);
async function payOne() {
  const placed = await client.call(
    'order/create',
    { items: [{ skuId: sku.id, quantity: 1 }], addressId: address.id },
    { token: shopper.token, idempotencyKey: randomUUID() },
  );
  await client.call(
    'order/pay',
    { ids: [placed.orders[0]!.id], tradePassword: TEST_TRADE_PASSWORD },
    { token: shopper.token, idempotencyKey: randomUUID() },
  );
}

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(await chromiumLaunchOptions());
const settle = (page: Page) => page.waitForTimeout(900);
for (const lang of ['en', 'ar']) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  await context.addInitScript(
    ([l, t]: string[]) => {
      localStorage.setItem('language', l!);
      localStorage.setItem('token', t!);
    },
    [lang, token],
  );
  const page = await context.newPage();
  const shot = (name: string) => page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`) });
  await page.goto(`${BASE}/seller/orders?tab=refunds`);
  await page.getByTestId('seller-order-list').waitFor();
  await settle(page);
  await shot('list-refunds');
  await page.goto(`${BASE}/seller/orders/${open.id}`);
  await page.getByTestId('refund-answer').waitFor();
  await settle(page);
  await shot('refund-to-answer');
  await page.getByTestId('refund-decline').click();
  await page.getByTestId('refund-decline-submit').click();
  await settle(page);
  await page.getByTestId('refund-answer').scrollIntoViewIfNeeded();
  await shot('refund-decline-form');
  await page.reload();
  await page.getByTestId('refund-accept').click();
  await page.getByTestId('refund-accept-confirm').waitFor();
  await settle(page);
  await shot('refund-accept-confirm');
  await page.goto(`${BASE}/seller/orders/${declined.id}`);
  await page.getByTestId('seller-order-detail').waitFor();
  await settle(page);
  await shot('refund-declined');

  // The live notice: a buyer pays while the seller is on the dashboard.
  await page.goto(`${BASE}/seller`);
  await page.getByTestId('store-dashboard').waitFor();
  await settle(page);
  await payOne();
  await page.getByTestId('new-order-notice').waitFor();
  await shot('new-order-notice');

  await context.close();

  // The buyer's side: the seller's reason, and the store's reply under a review.
  const buyerContext = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  await buyerContext.addInitScript(
    ([l, t]: string[]) => {
      localStorage.setItem('language', l!);
      localStorage.setItem('token', t!);
    },
    [lang, buyerToken],
  );
  const buyerPage = await buyerContext.newPage();
  await buyerPage.goto(`${BASE}/mall/orders/${declined.id}`);
  await buyerPage.getByTestId('refund-seller-declined').waitFor();
  await settle(buyerPage);
  await buyerPage.screenshot({ path: path.join(OUT, `buyer-declined-${lang}.png`) });
  await buyerPage.goto(`${BASE}/mall/product/${reviewed}`);
  await buyerPage.getByTestId('review-reply').first().scrollIntoViewIfNeeded();
  await settle(buyerPage);
  await buyerPage.screenshot({ path: path.join(OUT, `buyer-review-reply-${lang}.png`) });
  await buyerContext.close();
}
await browser.close();
