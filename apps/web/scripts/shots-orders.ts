/**
 * Screenshots of the buying screens (cart, checkout, payment, orders, order detail, review,
 * addresses, personal centre) on a Pixel 7, in English and Arabic.
 *
 *   npx tsx apps/web/scripts/shots-orders.ts
 *
 * Needs the API and the Vite dev server running (BASE_URL, default http://localhost:5102) with the
 * demo catalog. Prepares the demo buyer through the API: money (a deposit approved as staff),
 * addresses, a cart with lines from two stores, and orders moved along as staff (shipped,
 * completed). A fresh buyer (code read from the dev outbox) shows the empty states. PNGs go to
 * SHOTS_DIR (default /work/shots/w2). ONLY=<name fragment> limits the run; LANGS=en limits the languages.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { createApiClient, type ApiData } from '@app/contract';
import { outboxScenarios } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:5102';
const OUT = process.env.SHOTS_DIR ?? '/work/shots/w2';
const ONLY = process.env.ONLY ?? '';
const LANGS = (process.env.LANGS ?? 'en,ar').split(',');
const BUYER = { email: 'buyer@demo.local', password: 'Demo12345' };
const TRADE_PASSWORD = '123456';
/** A picture to attach to the review (a demo product image, fetched once). */
const PHOTO = path.join(os.tmpdir(), 'shots-orders-photo.webp');

const launchOptions = await chromiumLaunchOptions();

const client = createApiClient({ baseUrl: BASE });
const kit = outboxScenarios(client);

const signin = async (who: { email: string; password: string }) =>
  (await client.call('user/signin', who)).token;
const uuid = () => globalThis.crypto.randomUUID();

type Sku = ApiData<'goods/getGoodsInfo'>['skus'][number];

/** In-stock specifications of products of one store, for cart lines and orders. */
async function skusOf(storeId: number, count: number): Promise<Sku[]> {
  const { list } = await client.call('goods/getGoodsList', { storeId, sort: 'sales', pageSize: 12 });
  const found: Sku[] = [];
  for (const g of list) {
    const info = await client.call('goods/getGoodsInfo', { id: g.id });
    const sku = info.skus.find((s) => s.stock > 20);
    if (info.onSale && info.maxPerCustomer === 0 && sku) found.push(sku);
    if (found.length === count) break;
  }
  return found;
}

/** At least `least` (cents) in the wallet: a deposit staff approve tops it up. */
async function ensureMoney(token: string, least = 30_000) {
  const wallet = await client.call('user_wallet/getWallet', {}, { token });
  if (wallet.balance < least) await kit.fund(token, 500);
}

/** The first trade password is set with an email code (decision 0019). */
async function ensureTradePassword(token: string) {
  const user = await client.call('user/getUserInfo', {}, { token });
  if (!user.hasTradePassword) await kit.setTradePassword({ email: BUYER.email, token }, TRADE_PASSWORD);
}

async function ensureAddresses(token: string): Promise<number> {
  const { list } = await client.call('address/getAddressList', {}, { token });
  if (list.length >= 2) return list.find((a) => a.isDefault)!.id;
  await client.call(
    'address/saveAddress',
    {
      recipient: 'Amelia Carter',
      phone: '+1 415 555 0132',
      country: 'United States',
      region: 'California',
      street: '1450 Market Street, Apt 12B, San Francisco',
      postcode: '94103',
      isDefault: true,
    },
    { token },
  );
  await client.call(
    'address/saveAddress',
    {
      recipient: 'Amelia Carter (office)',
      phone: '+44 20 7946 0958',
      country: 'United Kingdom',
      region: 'Greater London',
      street: '22 Shoreditch High Street, 3rd floor, London',
      postcode: 'E1 6PG',
      isDefault: false,
    },
    { token },
  );
  return ensureAddresses(token);
}

/** The cart holds exactly these lines (two stores), all selected. */
async function fillCart(token: string, lines: { skuId: number; quantity: number }[]) {
  const cart = await client.call('cart/getCartList', {}, { token });
  const ids = cart.groups.flatMap((g) => g.lines.map((l) => l.id));
  if (ids.length) await client.call('cart/remove', { ids }, { token });
  for (const line of [...lines].reverse()) await client.call('cart/add', line, { token });
  await client.call('cart/select', { selected: true }, { token });
}

/** An order of one specification, paid, and moved on by staff to `until`. */
async function orderUntil(
  buyer: string,
  addressId: number,
  skuId: number,
  until: 'unpaid' | 'paid' | 'shipped' | 'completed',
) {
  const staff = { token: await kit.staffToken() };
  const placed = await client.call(
    'order/create',
    { items: [{ skuId, quantity: 1 }], addressId, remark: 'Please gift-wrap it, thank you!' },
    { token: buyer, idempotencyKey: uuid() },
  );
  const order = placed.orders[0]!;
  if (until === 'unpaid') return order;
  await client.call('order/pay', { ids: [order.id] }, { token: buyer, idempotencyKey: uuid() });
  if (until === 'paid') return order;
  await client.call('admin/advanceOrder', { id: order.id, action: 'purchase' }, staff);
  await client.call('admin/advanceOrder', { id: order.id, action: 'ship' }, staff);
  if (until === 'shipped') return order;
  await client.call('order/confirm', { id: order.id }, { token: buyer, idempotencyKey: uuid() });
  return order;
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        Array.from(document.images)
          .filter((img) => {
            const r = img.getBoundingClientRect();
            return r.bottom > 0 && r.top < window.innerHeight;
          })
          .every((img) => img.complete),
      undefined,
      { timeout: 8000 },
    )
    .catch(() => undefined);
  await page.waitForTimeout(500);
}

interface Ctx {
  buyer: string;
  fresh: string;
  shippedId: number;
  completedId: number;
  reviewLineId: number;
  unpaidId: number;
  addressId: number;
  bigSku: number;
  /** Enough of bigSku to be over both the trade-password amount and the balance. */
  bigQty: number;
  cartLines: { skuId: number; quantity: number }[];
}

interface Shot {
  name: string;
  path: (c: Ctx) => string;
  token?: 'buyer' | 'fresh' | 'none';
  storage?: (c: Ctx) => Record<string, string>;
  /** Runs before the page opens (API state). */
  before?: (c: Ctx) => Promise<void>;
  act?: (page: Page, c: Ctx) => Promise<void>;
  fullPage?: boolean;
}

const scrollToEnd = async (page: Page) => {
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
};

const SHOTS: Shot[] = [
  { name: 'cart', path: () => '/mall/cart' },
  {
    name: 'cart-edit',
    path: () => '/mall/cart',
    act: async (page) => {
      await page.getByTestId('cart-edit').click();
      await page.locator('.cart-line .adm-checkbox').first().click();
      await page.waitForTimeout(300);
    },
  },
  {
    name: 'cart-swipe',
    path: () => '/mall/cart',
    act: async (page) => {
      // SwipeAction listens to touches: drive a real touch drag through the DevTools protocol.
      const box = (await page.getByTestId('cart-line').first().boundingBox())!;
      const rtl = await page.evaluate(() => document.documentElement.dir === 'rtl');
      const y = box.y + box.height / 2;
      const [from, to] = rtl ? [box.x + 60, box.x + 260] : [box.x + box.width - 60, box.x + box.width - 260];
      const cdp = await page.context().newCDPSession(page);
      const touch = (type: string, x: number) =>
        cdp.send('Input.dispatchTouchEvent', {
          type,
          touchPoints: type === 'touchEnd' ? [] : [{ x, y }],
        } as never);
      await touch('touchStart', from);
      for (let i = 1; i <= 10; i++) await touch('touchMove', from + ((to - from) * i) / 10);
      await touch('touchEnd', to);
      await page.waitForTimeout(600);
    },
  },
  {
    name: 'cart-visitor',
    path: () => '/mall/cart',
    token: 'none',
    storage: (c) => ({ cartIds: JSON.stringify(c.cartLines) }),
  },
  { name: 'cart-empty', path: () => '/mall/cart', token: 'fresh' },
  { name: 'checkout', path: () => '/mall/checkout?from=cart' },
  { name: 'checkout-bottom', path: () => '/mall/checkout?from=cart', act: scrollToEnd },
  {
    name: 'checkout-address-picker',
    path: () => '/mall/checkout?from=cart',
    act: async (page) => {
      await page.getByTestId('checkout-address').click();
      await page.waitForTimeout(600);
    },
  },
  {
    name: 'checkout-password',
    path: (c) => `/mall/checkout?sku=${c.bigSku}&qty=${c.bigQty}`,
    act: async (page) => {
      await page.getByTestId('pay-now').click();
      await page.getByTestId('trade-password-sheet').waitFor();
      await page.locator('input[name="tradePassword"]').fill('12345');
      await page.waitForTimeout(500);
    },
  },
  {
    name: 'checkout-short',
    path: (c) => `/mall/checkout?sku=${c.bigSku}&qty=${c.bigQty}`,
    act: async (page) => {
      await page.getByTestId('balance-short').scrollIntoViewIfNeeded();
    },
  },
  { name: 'checkout-no-address', path: () => '/mall/checkout?sku=1&qty=1', token: 'fresh' },
  {
    name: 'payment-success',
    path: () => '/mall/checkout?from=cart',
    act: async (page) => {
      await page.getByTestId('pay-now').click();
      await page.getByTestId('pay-result').waitFor({ timeout: 15_000 });
      await page.waitForTimeout(400);
    },
  },
  { name: 'orders-all', path: () => '/mall/orders' },
  { name: 'orders-unpaid', path: () => '/mall/orders?status=unpaid' },
  { name: 'orders-shipped', path: () => '/mall/orders?status=shipped' },
  { name: 'orders-completed', path: () => '/mall/orders?status=completed' },
  { name: 'orders-empty', path: () => '/mall/orders', token: 'fresh' },
  {
    name: 'orders-refund',
    path: () => '/mall/orders?status=shipped',
    act: async (page) => {
      await page.getByTestId('order-refund').first().click();
      await page.getByTestId('refund-sheet').waitFor();
      await page.locator('.refund-sheet__reasons .adm-selector-item').nth(1).click();
      await page.waitForTimeout(400);
    },
  },
  {
    name: 'orders-confirm',
    path: () => '/mall/orders?status=shipped',
    act: async (page) => {
      await page.getByTestId('order-confirm').first().click();
      await page.waitForTimeout(500);
    },
  },
  { name: 'order-shipped', path: (c) => `/mall/orders/${c.shippedId}` },
  { name: 'order-shipped-bottom', path: (c) => `/mall/orders/${c.shippedId}`, act: scrollToEnd },
  { name: 'order-unpaid', path: (c) => `/mall/orders/${c.unpaidId}` },
  {
    name: 'order-completed',
    path: (c) => `/mall/orders/${c.completedId}`,
    act: async (page) => {
      await page.evaluate(() => window.scrollTo(0, 300));
    },
  },
  { name: 'review', path: (c) => `/mall/orders/${c.completedId}/review/${c.reviewLineId}` },
  {
    name: 'review-filled',
    path: (c) => `/mall/orders/${c.completedId}/review/${c.reviewLineId}`,
    act: async (page) => {
      await page.locator('.adm-rate-box').nth(3).tap();
      await page
        .locator('textarea[name="content"]')
        .fill('Lovely quality and it arrived well packed. The colour is exactly as in the pictures.');
      await page.locator('.adm-image-uploader input[type=file]').setInputFiles(PHOTO);
      await page.locator('.adm-image-uploader-cell-image').first().waitFor();
      await page.waitForTimeout(1500);
    },
  },
  {
    name: 'review-errors',
    path: (c) => `/mall/orders/${c.completedId}/review/${c.reviewLineId}`,
    act: async (page) => {
      await page.getByTestId('review-submit').click();
      await page.waitForTimeout(400);
    },
  },
  { name: 'addresses', path: () => '/mall/addresses' },
  { name: 'addresses-empty', path: () => '/mall/addresses', token: 'fresh' },
  { name: 'address-new', path: () => '/mall/addresses/edit' },
  { name: 'address-edit', path: (c) => `/mall/addresses/edit?id=${c.addressId}`, fullPage: true },
  {
    name: 'address-errors',
    path: () => '/mall/addresses/edit',
    act: async (page) => {
      await page.getByTestId('address-save').click();
      await page.waitForTimeout(400);
    },
    fullPage: true,
  },
  {
    name: 'address-country',
    path: () => '/mall/addresses/edit',
    act: async (page) => {
      await page.getByTestId('country-field').click();
      await page.waitForTimeout(500);
    },
  },
  { name: 'me', path: () => '/mall/me' },
];

async function shoot(browser: Browser, lang: string, shot: Shot, c: Ctx) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  const token = shot.token === 'none' ? null : shot.token === 'fresh' ? c.fresh : c.buyer;
  const storage: Record<string, string> = {
    language: lang,
    ...(token ? { token } : {}),
    ...(shot.storage?.(c) ?? {}),
  };
  await context.addInitScript((entries: Record<string, string>) => {
    if (sessionStorage.getItem('shots-init')) return;
    sessionStorage.setItem('shots-init', '1');
    for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
  }, storage);
  const page = await context.newPage();
  // A failed call on a screenshot is worth knowing about (some are expected: e.g. a wrong password).
  page.on('response', (res) => {
    if (res.status() >= 400) process.stdout.write(`  ${shot.name}-${lang}: ${res.status()} ${res.url()}\n`);
  });
  try {
    await page.goto(BASE + shot.path(c));
    await settle(page);
    if (shot.act) {
      await shot.act(page, c);
      await settle(page);
    }
    const file = path.join(OUT, `${shot.name}-${lang}.png`);
    await page.screenshot({ path: file, fullPage: shot.fullPage ?? false });
    process.stdout.write(`shot ${file}\n`);
  } finally {
    await context.close();
  }
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  fs.writeFileSync(PHOTO, Buffer.from(await (await fetch(`${BASE}/media/goods/p5-1.webp`)).arrayBuffer()));
  const buyer = await signin(BUYER);
  const fresh = (await kit.buyer({ tag: 'shots-orders' })).token;
  await ensureTradePassword(buyer);
  await ensureMoney(buyer);
  const addressId = await ensureAddresses(buyer);
  const [a1, a2] = await skusOf(1, 2);
  const [b1] = await skusOf(4, 1);
  const [c1, c2, c3] = await skusOf(2, 3);
  if (!a1 || !a2 || !b1 || !c1 || !c2 || !c3) throw new Error('the demo catalog has too few products');
  // The seller pays the warehouse when it "purchases" an order (demo sellers are store<N>@demo.local).
  await ensureMoney(await signin({ email: 'store2@demo.local', password: BUYER.password }), 20_000);
  const shipped = await orderUntil(buyer, addressId, c1.id, 'shipped');
  const completed = await orderUntil(buyer, addressId, c2.id, 'completed');
  const unpaid = await orderUntil(buyer, addressId, c3.id, 'unpaid');
  const ctx: Ctx = {
    buyer,
    fresh,
    addressId,
    shippedId: shipped.id,
    completedId: completed.id,
    reviewLineId: completed.lines[0]!.id,
    unpaidId: unpaid.id,
    bigSku: a1.id,
    bigQty: Math.min(a1.stock - 5, 60),
    cartLines: [
      { skuId: a1.id, quantity: 1 },
      { skuId: a2.id, quantity: 2 },
      { skuId: b1.id, quantity: 1 },
    ],
  };

  const browser = await chromium.launch(launchOptions);
  try {
    for (const lang of LANGS) {
      await fillCart(buyer, ctx.cartLines);
      for (const shot of SHOTS) {
        if (ONLY && !shot.name.includes(ONLY)) continue;
        if (shot.before) await shot.before(ctx);
        // Paying empties the cart: fill it again for the next language.
        if (shot.name === 'payment-success') await fillCart(buyer, ctx.cartLines);
        await shoot(browser, lang, shot, ctx);
      }
      await ensureMoney(buyer);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error); // eslint-disable-line no-console
  process.exitCode = 1;
});
