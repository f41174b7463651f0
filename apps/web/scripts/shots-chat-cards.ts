/**
 * Screenshots of product and order cards in chat (issue 12 part 11): the buyer's room with both
 * cards sent and a product pinned above the input, the order pinned from "Contact seller", the
 * order page's button (Pixel 7; English, Arabic, German), and the console's thread with both cards
 * (desktop; English and Arabic). Needs a running server with the built web app and console.
 *
 *   BASE_URL=http://localhost:3490 OUT=/work/shots/h9 npx tsx apps/web/scripts/shots-chat-cards.ts
 */
import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { outboxScenarios } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3490';
const OUT = process.env.OUT ?? '/work/shots/h9';
const LOCALES = (process.env.SHOT_LOCALES ?? 'en,ar,de').split(',');
const ADMIN = { email: 'admin@demo.local', password: 'Demo12345' };

const client = createApiClient({ baseUrl: BASE_URL });
const kit = outboxScenarios(client);

/** A buyer who asked a store about a product and about an order, with the store's answers. */
async function prepare(staff: string) {
  const buyer = await kit.buyer({ tag: 'shots-cards' });
  const token = buyer.token;
  const address = await client.call(
    'address/saveAddress',
    { recipient: 'Mia Chen', phone: '+1 555 0123', country: 'United States', street: '12 Harbor Road' },
    { token },
  );
  const { list } = await client.call('goods/getGoodsList', { sort: 'sales', pageSize: 60 });
  const byStore = new Map<number, typeof list>();
  for (const g of list) byStore.set(g.storeId, [...(byStore.get(g.storeId) ?? []), g]);
  let picked: { storeId: number; first: number; second: number; skuId: number } | null = null;
  for (const [storeId, cards] of byStore) {
    if (cards.length < 2) continue;
    const info = await client.call('goods/getGoodsInfo', { id: cards[0]!.id });
    const sku = info.skus.find((k) => k.stock > 2);
    if (sku && info.store.contactable) {
      picked = { storeId, first: cards[0]!.id, second: cards[1]!.id, skuId: sku.id };
      break;
    }
  }
  if (!picked) throw new Error('no store with two products to chat about');
  const placed = await client.call(
    'order/create',
    { items: [{ skuId: picked.skuId, quantity: 1 }], addressId: address.id },
    { token, idempotencyKey: randomUUID() },
  );
  const order = placed.orders[0]!;
  const chat = await client.call('chat/getChatInfo', { storeId: picked.storeId }, { token });
  const say = (content: string) => client.call('chat/sendMessage', { chatId: chat.id, content }, { token });
  const reply = (content: string) =>
    client.call('admin/sendMessage', { chatId: chat.id, content }, { token: staff });
  await client.call('chat/sendMessage', { chatId: chat.id, type: 'goods', goodsId: picked.first }, { token });
  await say('Hi! Is this one in stock?');
  await reply('Yes, it ships within 24 hours.');
  await client.call('chat/sendMessage', { chatId: chat.id, type: 'order', orderId: order.id }, { token });
  await say('I just ordered it. Can you gift-wrap it?');
  await reply('Of course, we will wrap it for you.');
  return { token, chat, order, second: picked.second };
}

async function phonePage(browser: Browser, locale: string, token: string): Promise<Page> {
  const { defaultBrowserType: _ignored, ...pixel } = devices['Pixel 7'];
  const context = await browser.newContext({ ...pixel, locale });
  await context.addInitScript(
    ([lng, tok]) => {
      localStorage.setItem('language', lng!);
      localStorage.setItem('token', tok!);
    },
    [locale, token],
  );
  return context.newPage();
}

async function shot(page: Page, name: string) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600); // antd motion, images
  await page.screenshot({ path: `${OUT}/${name}.png` });
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const staff = await kit.staffToken();
  const data = await prepare(staff);
  const browser = await chromium.launch(await chromiumLaunchOptions());
  try {
    for (const lng of LOCALES) {
      const page = await phonePage(browser, lng, data.token);
      await page.goto(`${BASE_URL}/mall/chat/${data.chat.id}?goods=${data.second}`);
      await page.getByTestId('chat-pin-goods').waitFor();
      await page.getByTestId('chat-order-card').waitFor();
      await shot(page, `${lng}-chat-cards-pinned-goods`);

      await page.goto(`${BASE_URL}/mall/orders/${data.order.id}`);
      await page.getByTestId('order-contact').scrollIntoViewIfNeeded();
      await shot(page, `${lng}-order-contact`);
      await page.getByTestId('order-contact').click();
      await page.getByTestId('chat-pin-order').waitFor();
      await shot(page, `${lng}-chat-pinned-order`);

      await page.goto(`${BASE_URL}/mall/messages`);
      await page.getByTestId(`chat-item-${data.chat.id}`).waitFor();
      await shot(page, `${lng}-messages`);
      await page.context().close();
    }

    for (const lng of ['en', 'ar']) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await context.addInitScript((l) => localStorage.setItem('adminLanguage', l), lng);
      const page = await context.newPage();
      await page.goto(`${BASE_URL}/admin/signin`);
      await page.locator('#email').fill(ADMIN.email);
      await page.locator('#password').fill(ADMIN.password);
      await page.locator('button[type=submit]').click();
      await page.waitForURL(/\/admin\/overview/);
      await page.goto(`${BASE_URL}/admin/chats/${data.chat.id}`);
      await page.getByTestId('console-order-card').waitFor();
      await shot(page, `console-${lng}-chat-cards`);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  process.stdout.write(`screenshots in ${OUT}\n`);
}

await main();
