/**
 * Screenshots of the seller center's inbox and one conversation (a demo seller answering a buyer)
 * on a Pixel 7 in English and Arabic:
 *
 *   BASE_URL=http://localhost:3512 npx tsx apps/web/scripts/shots-seller-chat.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots/seller-chat).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { outboxScenarios } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3512';
const OUT = process.env.SHOTS_DIR ?? '/work/shots/seller-chat';

const client = createApiClient({ baseUrl: BASE });
const kit = outboxScenarios(client);
const { token } = await client.call('user/signin', { email: 'store2@demo.local', password: 'Demo12345' });
// A buyer asks the seller's store something, with a product card.
const buyer = await kit.buyer({ tag: 'shots' });
const { list } = await client.call('goods/getGoodsList', { pageSize: 50 });
let chatId = 0;
for (const g of list) {
  const chat = await client.call('chat/getChatInfo', { storeId: g.storeId }, { token: buyer.token });
  const own = await client.call('store/getChatInfo', { chatId: chat.id }, { token }).catch(() => null);
  if (own) {
    chatId = chat.id;
    await client.call('chat/sendMessage', { chatId, type: 'goods', goodsId: g.id }, { token: buyer.token });
    await client.call(
      'chat/sendMessage',
      { chatId, content: 'Hello! Is this still in stock in size M?' },
      { token: buyer.token },
    );
    break;
  }
}

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(await chromiumLaunchOptions());
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
  await page.goto(`${BASE}/seller/chats`);
  await page.getByTestId(`chat-item-${chatId}`).waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(OUT, `inbox-${lang}.png`) });
  await page.goto(`${BASE}/seller/chats/${chatId}`);
  await page.getByTestId('chat-theirs').first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `room-${lang}.png`) });
  await context.close();
}
await browser.close();
