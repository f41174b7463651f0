/**
 * Screenshots of the vouchers (decision 44) on a Pixel 7 in English and Arabic — the buyer's coupon
 * card, store vouchers on the store and product pages, checkout with the coupon and a voucher, an
 * order that used both, the seller's vouchers and its form — and the console's voucher rules on a
 * desktop. Against a demo server (its seed has the coupon on and vouchers on stores 1 and 2):
 *
 *   BASE_URL=http://localhost:3704 npx tsx apps/web/scripts/shots-vouchers.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots14/v1).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { DEMO_ADMIN } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3704';
const OUT = process.env.SHOTS_DIR ?? '/work/shots14/v1';
const PASSWORD = 'Demo12345';

fs.mkdirSync(OUT, { recursive: true });
const client = createApiClient({ baseUrl: BASE });
const store1 = (await client.call('voucher/getStoreVouchers', { storeId: 1 })).list[0];
if (!store1) throw new Error('no voucher on store 1: is this a demo server?');
// A product of store 1 whose two units reach its voucher's minimum.
const { list } = await client.call('goods/getGoodsList', { storeId: 1, pageSize: 50 });
const product = list.find((g) => g.price * 2 >= store1.minSpend && g.price < 10_000) ?? list[0]!;
const info = await client.call('goods/getGoodsInfo', { id: product.id });
const sku = info.skus.find((k) => k.stock > 3)!;
const firstBuyer = await client.call('user/signin', { email: 'first.order@demo.local', password: PASSWORD });
const firstOrder = (await client.call('order/getOrderList', {}, { token: firstBuyer.token })).list[0]!;
// One of store 1's orders that used its voucher (the seller's detail shows who took what off).
const seller = await client.call('user/signin', { email: 'store1@demo.local', password: PASSWORD });
const tabs = ['to_purchase', 'to_ship', 'shipped', 'completed'] as const;
const sellerOrders = await Promise.all(
  tabs.map((tab) => client.call('store/getOrderList', { tab, pageSize: 50 }, { token: seller.token })),
);
const voucherOrder = sellerOrders.flatMap((p) => p.list).find((o) => o.discounts.length > 0)!;

async function signIn(page: Page, email: string) {
  await page.goto(`${BASE}/auth/signin`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(PASSWORD);
  await page
    .getByRole('button', { name: /sign in|تسجيل الدخول/i })
    .first()
    .click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

const browser = await chromium.launch(await chromiumLaunchOptions());
for (const lang of ['en', 'ar']) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  await context.addInitScript((l: string) => localStorage.setItem('language', l), lang);
  const page = await context.newPage();
  const shot = async (route: string, name: string, ready: string, scroll = 0) => {
    await page.goto(`${BASE}${route}`);
    await page.getByTestId(ready).first().waitFor();
    await page.waitForTimeout(900);
    if (scroll) await page.mouse.wheel(0, scroll);
    if (scroll) await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`) });
  };
  await shot('/mall/me', 'visitor-me', 'first-order-coupon');
  await shot('/mall/store/1', 'store-vouchers', 'store-vouchers');
  await shot(`/mall/product/${product.id}`, 'product-vouchers', 'store-vouchers');
  await signIn(page, 'buyer@demo.local');
  await shot('/mall/me', 'buyer-me', 'first-order-coupon');
  await shot('/wallet', 'wallet-coupon', 'first-order-coupon');
  await shot(`/mall/checkout?sku=${sku.id}&qty=2`, 'checkout', 'checkout-group');
  await shot(`/mall/checkout?sku=${sku.id}&qty=2`, 'checkout-totals', 'checkout-group', 700);
  // An unpaid order paid from the list: the confirmation shows what is taken off (then cancelled).
  const demo = await client.call('user/signin', { email: 'buyer@demo.local', password: PASSWORD });
  const addresses = await client.call('address/getAddressList', {}, { token: demo.token });
  const addressId =
    addresses.list[0]?.id ??
    (
      await client.call(
        'address/saveAddress',
        { recipient: 'Demo Buyer', phone: '+1 555 0100', country: 'United States', street: '1 Demo Way' },
        { token: demo.token },
      )
    ).id;
  const unpaid = (
    await client.call(
      'order/create',
      { items: [{ skuId: sku.id, quantity: 2 }], addressId },
      { token: demo.token, idempotencyKey: `shots-${lang}-${Date.now()}` },
    )
  ).orders[0]!;
  await page.goto(`${BASE}/mall/orders?status=unpaid`);
  await page.getByTestId('order-card').first().waitFor();
  await page.getByTestId('order-pay').first().click();
  await page.getByTestId('charge-confirm').waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(OUT, `pay-confirm-${lang}.png`) });
  await client.call('order/cancel', { id: unpaid.id }, { token: demo.token });
  await context.clearCookies();
  await page.evaluate(() => localStorage.removeItem('token'));
  await signIn(page, 'first.order@demo.local');
  await shot(`/mall/orders/${firstOrder.id}`, 'order-discounts', 'order-pay-total', 500);
  await shot('/mall/orders', 'order-card', 'order-card');
  await page.evaluate(() => localStorage.removeItem('token'));
  await signIn(page, 'store1@demo.local');
  await shot('/seller', 'seller-home', 'seller-stats', 3000);
  await shot('/seller/vouchers', 'seller-vouchers', 'seller-voucher');
  await page.getByTestId('voucher-new').click();
  await page.getByTestId('voucher-form').waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, `seller-voucher-form-${lang}.png`) });
  await page.goto(`${BASE}/seller/orders/${voucherOrder.id}`);
  await page.getByTestId('so-buyer-paid').waitFor();
  await page.getByTestId('so-buyer-paid').scrollIntoViewIfNeeded();
  await page.waitForTimeout(700);
  await page.screenshot({ path: path.join(OUT, `seller-order-discounts-${lang}.png`) });
  await context.close();
}

for (const lang of ['en', 'ar']) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 960 } });
  await context.addInitScript((l: string) => localStorage.setItem('adminLanguage', l), lang);
  const page = await context.newPage();
  await page.goto(`${BASE}/admin/signin`);
  await page.locator('#email').fill(DEMO_ADMIN.email);
  await page.locator('#password').fill(DEMO_ADMIN.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/signin'));
  await page.goto(`${BASE}/admin/vouchers`);
  await page.getByTestId('coupon-settings').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `console-vouchers-${lang}.png`) });
  await context.close();
}
await browser.close();
