/**
 * Screenshots of the seller center's orders (a demo seller) on a Pixel 7 in English, Arabic and
 * German: each tab, a search without result, and an order in each state the seller meets
 * (to purchase with its confirmation, the warehouse shipping, the ship form and its errors,
 * shipped, refund under review). The orders are made first through the real flows:
 *
 *   BASE_URL=http://localhost:3641 npx tsx apps/web/scripts/shots-seller-orders.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots/seller-orders).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { outboxScenarios, TEST_TRADE_PASSWORD } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3641';
const OUT = process.env.SHOTS_DIR ?? '/work/shots/seller-orders';
const SELLER = process.env.SELLER ?? 'store2@demo.local';

const client = createApiClient({ baseUrl: BASE });
const kit = outboxScenarios(client);
const { token } = await client.call('user/signin', { email: SELLER, password: 'Demo12345' });
const seller = { token };
const store = await client.call('store/getMyStore', {}, seller);
const staff = await kit.staffToken();

// A warehouse product of the store and one of its own (no wholesale cost).
const { list: model } = await client.call(
  'admin/getGoodsList',
  { storeId: store.id, pageSize: 50 },
  { token: staff },
);
const warehouseSku = model
  .filter((g) => g.onSale)
  .flatMap((g) => g.skus)
  .find((k) => k.wholesaleCost > 0 && k.stock > 5 && k.price <= 20_000)!.id;
const own = await client.call(
  'admin/saveGoods',
  {
    storeId: store.id,
    categoryId: model[0]!.categoryId,
    title: 'Handmade ceramic mug',
    images: model[0]!.images.slice(0, 1),
    shippingFee: 0,
    maxPerCustomer: 0,
    onSale: true,
    skus: [{ name: 'Ocean blue', price: 1_500, originalPrice: 1_800, stock: 50, wholesaleCost: 0 }],
  },
  { token: staff },
);
const buyer = await kit.buyer({ tag: 'shots-seller-orders', tradePassword: true, funds: 800 });
await client
  .call('user/updateInfo', { nickname: 'Lina Haddad' }, { token: buyer.token })
  .catch(() => undefined);
const address = await client.call(
  'address/saveAddress',
  {
    recipient: 'Lina Haddad',
    phone: '+971 50 123 4567',
    country: 'United Arab Emirates',
    street: '12 Marina Walk, Dubai',
  },
  { token: buyer.token },
);
async function buy(skuId: number) {
  const placed = await client.call(
    'order/create',
    { items: [{ skuId, quantity: 1 }], addressId: address.id },
    { token: buyer.token, idempotencyKey: randomUUID() },
  );
  const order = placed.orders[0]!;
  await client.call(
    'order/pay',
    { ids: [order.id], tradePassword: TEST_TRADE_PASSWORD },
    { token: buyer.token, idempotencyKey: randomUUID() },
  );
  return order.id;
}
const toPurchase = await buy(warehouseSku);
const purchased = await buy(warehouseSku);
const wholesale = (await client.call('store/getOrderInfo', { id: purchased }, seller)).wholesaleTotal;
const wallet = await client.call('user_wallet/getWallet', {}, seller);
if (wallet.balance < wholesale * 2) await kit.fund(token, Math.ceil((wholesale * 2) / 100) + 10);
await client.call('store/purchaseOrder', { id: purchased }, { token, idempotencyKey: randomUUID() });
const toShip = await buy(own.skus[0]!.id);
const shipped = await buy(own.skus[0]!.id);
await client.call(
  'store/shipOrder',
  { id: shipped, carrier: 'Aramex', trackingNo: 'AX4471902236' },
  {
    token,
    idempotencyKey: randomUUID(),
  },
);
const completed = await buy(own.skus[0]!.id);
await client.call(
  'store/shipOrder',
  { id: completed, carrier: 'DHL', trackingNo: 'JD0148823390' },
  {
    token,
    idempotencyKey: randomUUID(),
  },
);
await client.call('order/confirm', { id: completed }, { token: buyer.token, idempotencyKey: randomUUID() });
// A refund before shipment is immediate; after it, the platform reviews it.
const refunding = await buy(own.skus[0]!.id);
await client.call(
  'store/shipOrder',
  { id: refunding, carrier: 'DHL', trackingNo: 'JD0148823391' },
  {
    token,
    idempotencyKey: randomUUID(),
  },
);
await client.call(
  'order/refund',
  { id: refunding, reason: 'Ordered the wrong colour' },
  { token: buyer.token, idempotencyKey: randomUUID() },
);

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(await chromiumLaunchOptions());
const settle = (page: Page) => page.waitForTimeout(900);
for (const lang of ['en', 'ar', 'de']) {
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
  await page.goto(`${BASE}/seller`);
  await page.getByTestId('store-dashboard').waitFor();
  await page.mouse.wheel(0, 2600);
  await settle(page);
  await shot('home-menu');
  for (const tab of ['to_purchase', 'to_ship', 'shipped', 'completed', 'refunds']) {
    await page.goto(`${BASE}/seller/orders?tab=${tab}`);
    await page.getByTestId('seller-order-list').or(page.getByTestId('seller-orders-empty')).waitFor();
    await settle(page);
    await shot(`list-${tab}`);
  }
  const search = page.getByTestId('seller-orders-search').locator('input');
  await search.fill('DM000000');
  await search.press('Enter');
  await page.getByTestId('seller-orders-empty').waitFor();
  await shot('list-search-empty');

  const detail = async (id: number, name: string) => {
    await page.goto(`${BASE}/seller/orders/${id}`);
    await page.getByTestId('seller-order-detail').waitFor();
    await settle(page);
    await shot(name);
  };
  await detail(toPurchase, 'detail-to-purchase');
  await page.getByTestId('so-purchase').click();
  await page.getByTestId('charge-confirm').waitFor();
  await settle(page);
  await shot('detail-purchase-confirm');
  await page.getByTestId('charge-cancel').click();
  await detail(purchased, 'detail-warehouse-ships');
  await detail(toShip, 'detail-ship-form');
  await page.getByTestId('ship-submit').click();
  await settle(page);
  await shot('detail-ship-errors');
  await page.mouse.wheel(0, 900);
  await settle(page);
  await shot('detail-ship-form-lower');
  await detail(shipped, 'detail-shipped');
  await detail(completed, 'detail-completed');
  await detail(refunding, 'detail-refunding');
  await context.close();
}
await browser.close();
