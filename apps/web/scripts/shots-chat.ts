/**
 * Screenshots of the message center and the conversation screens, in English and Arabic, at the
 * Pixel 7 viewport. Needs the API and Vite running (see the common brief); data is prepared through
 * the API as the demo buyer and the demo staff account (who answers for the stores).
 *
 *   npx tsx apps/web/scripts/shots-chat.ts            # BASE_URL=http://localhost:5103, OUT=/work/shots/w3
 */
import { mkdirSync } from 'node:fs';
import { chromium, devices, type Browser, type Page } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { outboxScenarios, uploadFile } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:5103';
const OUT = process.env.OUT ?? '/work/shots/w3';
const LOCALES = (process.env.SHOT_LOCALES ?? 'en,ar').split(',');
const BUYER = { email: 'buyer@demo.local', password: 'Demo12345' };

const client = createApiClient({ baseUrl: BASE_URL });
const kit = outboxScenarios(client);

async function uploadChatImage(token: string, source: string): Promise<string> {
  const image = await (await fetch(`${BASE_URL}${source}`)).blob();
  return (await uploadFile(BASE_URL, token, image, 'chat', 'photo.webp')).url;
}

/** Conversations with a few stores and customer service, once (later runs reuse them). */
async function prepare(buyer: string, staff: string) {
  const { list: stores } = await client.call(
    'admin/getStoreList',
    { page: 1, pageSize: 50 },
    { token: staff },
  );
  const open = stores.filter((s) => s.status === 'normal').sort((a, b) => a.id - b.id);
  const frozen = stores.find((s) => s.status === 'frozen');
  if (!frozen || open.length < 4)
    throw new Error('the demo catalog is missing (frozen store or open stores)');

  const say = (chatId: number, content: string, type: 'text' | 'image' = 'text') =>
    client.call('chat/sendMessage', { chatId, type, content }, { token: buyer });
  const reply = (chatId: number, content: string, type: 'text' | 'image' = 'text') =>
    client.call('admin/sendMessage', { chatId, type, content }, { token: staff });
  const count = async (chatId: number) =>
    (await client.call('chat/getMsgList', { chatId, pageSize: 100 }, { token: buyer })).list.length;

  const main = await client.call('chat/getChatInfo', { storeId: open[0]!.id }, { token: buyer });
  if ((await count(main.id)) === 0) {
    const { list: goods } = await client.call('goods/getGoodsList', { page: 1, pageSize: 40 });
    const product = goods.find((g) => g.storeId === open[0]!.id) ?? goods[0]!;
    await say(main.id, 'Hi! Is this still available in size M?');
    await say(main.id, await uploadChatImage(buyer, product.image), 'image');
    await reply(main.id, 'Hello! How can I help? 😊');
    await reply(main.id, 'Yes, size M is in stock. Here is the colour in daylight:');
    await reply(
      main.id,
      goods.find((g) => g.storeId === open[0]!.id && g.image !== product.image)?.image ?? product.image,
      'image',
    );
    await say(main.id, 'Looks great. If I order today, when will it ship?\nI need it before Friday.');
    await reply(main.id, 'Orders placed before 5 pm ship the same day, so it should arrive in 3–5 days.');
  }
  const others = [
    {
      store: open[1]!,
      lines: ['Does the power bank support fast charging?'],
      answer: 'Yes — 20 W USB-C PD on both ports.',
    },
    { store: open[2]!, lines: ['Could you send a photo of the back of the lamp?'], answer: null },
    {
      store: open[3]!,
      lines: ['Is this serum suitable for sensitive skin?'],
      answer: 'It is fragrance-free and dermatologist tested.',
    },
  ];
  const chats = [];
  for (const o of others) {
    const chat = await client.call('chat/getChatInfo', { storeId: o.store.id }, { token: buyer });
    chats.push(chat);
    if ((await count(chat.id)) === 0) {
      for (const line of o.lines) await say(chat.id, line);
      if (o.answer) await reply(chat.id, o.answer);
    }
  }
  const service = await client.call('chat/getChatInfo', { service: true }, { token: buyer });
  if ((await count(service.id)) === 0) {
    await say(service.id, 'Hi, my payment went through but the order still shows unpaid.');
    await reply(service.id, 'Hello! Sorry about that. Could you send me the order number?');
    await say(service.id, 'It is 2026112200015.');
    await reply(
      service.id,
      'Thank you! The payment is confirmed now — the order shows as paid. Anything else?',
    );
  }
  // Something unread in the list (these two conversations are never opened in the browser).
  if (chats[0]!.unread === 0) await reply(chats[0]!.id, 'By the way, we have a 10% discount this week!');
  if (chats[2]!.unread === 0) await reply(chats[2]!.id, 'Happy to help with anything else.');
  // A conversation opened but empty, for the greeting.
  const quiet = open[4] ?? open[3]!;
  return { main, service, frozen, quiet };
}

async function newPage(browser: Browser, locale: string, token: string): Promise<Page> {
  const { defaultBrowserType: _ignored, ...pixel } = devices['Pixel 7'];
  const context = await browser.newContext({ ...pixel, locale: locale === 'ar' ? 'ar' : 'en-US' });
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
  await page.waitForTimeout(500); // antd motion, images
  await page.screenshot({ path: `${OUT}/${name}.png` });
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const staff = await kit.staffToken();
  const buyer = (await client.call('user/signin', BUYER)).token;
  const data = await prepare(buyer, staff);
  const newcomer = (await kit.buyer({ tag: 'shots-chat' })).token;

  const browser = await chromium.launch(await chromiumLaunchOptions());
  try {
    for (const lng of LOCALES) {
      const empty = await newPage(browser, lng, newcomer);
      await empty.goto(`${BASE_URL}/mall/messages`);
      await empty.getByTestId('chat-empty').waitFor();
      await shot(empty, `${lng}-messages-empty`);
      await empty.context().close();

      const page = await newPage(browser, lng, buyer);
      await page.goto(`${BASE_URL}/mall/messages`);
      await page.getByTestId('chat-item-service').waitFor();
      await page.locator('.chat-item__avatar img').first().waitFor();
      await shot(page, `${lng}-messages`);

      await page.goto(`${BASE_URL}/mall/chat/${data.main.id}`);
      await page.getByTestId('chat-mine').first().waitFor();
      await shot(page, `${lng}-chat-store`);
      await page
        .getByTestId('chat-input')
        .locator('textarea:not([readonly])')
        .fill('Great, I will order now. Thanks!');
      await shot(page, `${lng}-chat-store-typing`);

      await page.goto(`${BASE_URL}/mall/service`);
      await page.getByTestId('chat-mine').first().waitFor();
      await shot(page, `${lng}-chat-service`);

      await page.goto(`${BASE_URL}/mall/chat/store/${data.quiet.id}`);
      await page.waitForURL(/\/mall\/chat\/\d+$/);
      await page.getByTestId('chat-timeline').waitFor();
      await shot(page, `${lng}-chat-new`);

      await page.goto(`${BASE_URL}/mall/chat/store/${data.frozen.id}`);
      await page.getByTestId('chat-unreachable').waitFor();
      await shot(page, `${lng}-chat-unreachable`);

      await page.goto(`${BASE_URL}/mall/chat/999999`);
      await page.getByTestId('chat-chatNotFound').waitFor();
      await shot(page, `${lng}-chat-not-found`);

      // The live connection down: every socket is refused, so the banner shows.
      await page.routeWebSocket(/\/v1\/ws/, (ws) => ws.close({ code: 1011 }));
      await page.goto(`${BASE_URL}/mall/chat/${data.main.id}`);
      await page.getByTestId('chat-connecting').waitFor({ timeout: 15_000 });
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${OUT}/${lng}-chat-connecting.png` });
      await page.context().close();
    }
  } finally {
    await browser.close();
  }
  process.stdout.write(`screenshots in ${OUT}\n`);
}

await main();
