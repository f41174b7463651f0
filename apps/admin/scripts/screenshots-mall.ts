/**
 * Screenshots of the marketplace pages (orders, stores, products, support chats) in English and
 * Arabic, on a desktop (1440×900) and a phone, against a running server with the demo catalog:
 * `BASE_URL=http://localhost:3104 npx tsx apps/admin/scripts/screenshots-mall.ts`.
 * Before the screens it places orders in every state and opens conversations as the demo buyer; a
 * later run only brings back the states the screens need (`SKIP_SEED=1` skips this, `SEED_ONLY=1`
 * only does this).
 * Output: /tmp/shots-admin-mall/<locale>-<viewport>-<screen>.png
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import type { OrderStatus } from '@app/contract';
import { DEMO_ADMIN } from '@app/testkit';
import { BASE_URL, client, forEachScreen, kit } from './shots';

const OUT = process.env.SHOTS_DIR ?? '/tmp/shots-admin-mall';
const BUYER = { email: 'buyer@demo.local', password: 'Demo12345' } as const;

/** A money-moving call as the web client makes it: with an Idempotency-Key per attempt. */
const once = (token: string) => ({ token, idempotencyKey: randomUUID() });

const signin = async (email: string, password: string) =>
  (await client.call('user/signin', { email, password })).token;

/** Orders in every state and a few conversations, placed by the demo buyer. */
async function seed(): Promise<void> {
  const staff = { token: await kit.staffToken() };
  const placed = await client.call(
    'admin/getOrderList',
    { page: 1, pageSize: 1, keyword: BUYER.email },
    staff,
  );
  const first = placed.total === 0;
  const buyer = await signin(BUYER.email, BUYER.password);
  await kit.fund(buyer, first ? 1500 : 300);

  // Dropshipped products (a wholesale cost) of stores that can sell, cheap enough to pay without a trade password.
  const { list: stores } = await client.call('admin/getStoreList', { page: 1, pageSize: 100 }, staff);
  const selling = new Set(stores.filter((s) => s.status === 'normal').map((s) => s.id));
  const { list: goods } = await client.call('admin/getGoodsList', { page: 1, pageSize: 100 }, staff);
  const dropship = goods.filter(
    (g) => g.onSale && selling.has(g.storeId) && g.wholesaleCost > 0 && g.price < 9000 && g.stock > 10,
  );
  if (dropship.length < 8) throw new Error('the demo catalog has too few products: seed it first');
  // The purchase step is paid by each seller's wallet.
  for (const storeId of new Set(dropship.slice(0, 8).map((g) => g.storeId))) {
    const owner = stores.find((s) => s.id === storeId)?.ownerEmail;
    if (owner) await kit.fund(await signin(owner, 'Demo12345'), 400);
  }

  const count = async (status: OrderStatus) =>
    (await client.call('admin/getOrderList', { page: 1, pageSize: 1, status }, staff)).total;

  const { list: addresses } = await client.call('address/getAddressList', {}, { token: buyer });
  const address =
    addresses[0] ??
    (await client.call(
      'address/saveAddress',
      {
        recipient: 'Amira Haddad',
        phone: '+1 415 555 0134',
        country: 'United States',
        region: 'California',
        street: '1200 Market Street, Apt 5B, San Francisco',
        postcode: '94102',
        isDefault: true,
      },
      { token: buyer },
    ));

  const place = async (picks: { index: number; quantity: number; sku?: number }[], pay = true) => {
    const items = picks.map(({ index, quantity, sku = 0 }) => {
      const product = dropship[index]!;
      return { skuId: (product.skus[sku] ?? product.skus[0]!).id, quantity };
    });
    const { orders } = await client.call('order/create', { items, addressId: address.id }, once(buyer));
    const order = orders[0]!;
    if (pay) await client.call('order/pay', { ids: [order.id] }, once(buyer));
    return order.id;
  };
  const advance = (id: number, action: 'purchase' | 'ship' | 'deliver') =>
    client.call('admin/advanceOrder', { id, action }, staff);

  if (!first) {
    // A later run: only bring back the states the screens open (an earlier run may have moved them on).
    if ((await count('to_purchase')) === 0) await place([{ index: 7, quantity: 1 }]);
    if ((await count('pending')) === 0) await advance(await place([{ index: 6, quantity: 1 }]), 'purchase');
    if ((await count('shipped')) === 0) {
      const id = await place([{ index: 4, quantity: 1 }]);
      await advance(id, 'purchase');
      await advance(id, 'ship');
    }
    if ((await count('refunding')) === 0) {
      const id = await place([{ index: 5, quantity: 1 }]);
      await advance(id, 'purchase');
      await client.call(
        'order/refund',
        { id, reason: 'The colour is different from the photos' },
        once(buyer),
      );
    }
    return;
  }

  // completed
  const completed = await place([{ index: 0, quantity: 1 }]);
  await advance(completed, 'purchase');
  await advance(completed, 'ship');
  await advance(completed, 'deliver');
  await client.call('order/confirm', { id: completed }, once(buyer));
  // refunded before the seller purchased (immediate)
  const refunded = await place([{ index: 1, quantity: 1 }]);
  await client.call(
    'order/refund',
    { id: refunded, reason: 'Ordered the wrong size by mistake' },
    once(buyer),
  );
  // cancelled while unpaid
  const cancelled = await place([{ index: 2, quantity: 2 }], false);
  await client.call('order/cancel', { id: cancelled }, { token: buyer });
  // refunding after shipment
  const disputed = await place([{ index: 3, quantity: 1 }]);
  await advance(disputed, 'purchase');
  await advance(disputed, 'ship');
  await client.call(
    'order/refund',
    { id: disputed, reason: 'The parcel arrived damaged: the box was crushed and the item is cracked.' },
    once(buyer),
  );
  // shipped, with the delivery recorded
  const shipped = await place([{ index: 4, quantity: 1 }]);
  await advance(shipped, 'purchase');
  await advance(shipped, 'ship');
  await advance(shipped, 'deliver');
  // refunding before shipment
  const waiting = await place([{ index: 5, quantity: 1 }]);
  await advance(waiting, 'purchase');
  await client.call('order/refund', { id: waiting, reason: 'Found it cheaper elsewhere' }, once(buyer));
  // pending (awaiting shipment)
  const pending = await place([{ index: 6, quantity: 2 }]);
  await advance(pending, 'purchase');
  // to purchase: several lines of one store
  const sameStore = dropship.filter((g) => g.storeId === dropship[7]!.storeId).slice(0, 3);
  await place(
    sameStore.map((g, i) => ({ index: dropship.indexOf(g), quantity: i + 1 })),
    true,
  );
  // unpaid
  await place([{ index: 7, quantity: 1 }], false);

  // Conversations: one answered by the store, one waiting, one with customer service.
  const storeChat = await client.call(
    'chat/getChatInfo',
    { storeId: dropship[0]!.storeId },
    { token: buyer },
  );
  for (const content of [
    'Hello! Is this available in a larger size?',
    'I need it before Friday if possible.',
  ])
    await client.call('chat/sendMessage', { chatId: storeChat.id, type: 'text', content }, { token: buyer });
  await client.call(
    'admin/sendMessage',
    {
      chatId: storeChat.id,
      type: 'text',
      content: 'Hi! Yes, the larger size is in stock and ships within 24 hours.',
    },
    staff,
  );
  await client.call(
    'admin/sendMessage',
    { chatId: storeChat.id, type: 'image', content: dropship[0]!.images[0] ?? '/media/goods/p1-1.webp' },
    staff,
  );
  await client.call(
    'chat/sendMessage',
    { chatId: storeChat.id, type: 'text', content: 'Great, thank you. Ordering now.' },
    { token: buyer },
  );
  const otherStore = dropship.find((g) => g.storeId !== dropship[0]!.storeId)!.storeId;
  const second = await client.call('chat/getChatInfo', { storeId: otherStore }, { token: buyer });
  await client.call(
    'chat/sendMessage',
    { chatId: second.id, type: 'text', content: 'Can you ship to Canada?' },
    { token: buyer },
  );
  const service = await client.call('chat/getChatInfo', { service: true }, { token: buyer });
  await client.call(
    'chat/sendMessage',
    {
      chatId: service.id,
      type: 'text',
      content: 'My refund request has been open for two days. When will it be reviewed?',
    },
    { token: buyer },
  );
}

async function rows(page: Page, testId: string) {
  const row = page.getByTestId(testId).locator('tbody tr.ant-table-row').first();
  await row.waitFor();
  return row;
}

async function main(): Promise<void> {
  if (!process.env.SKIP_SEED) await seed();
  if (process.env.SEED_ONLY) return;
  await forEachScreen(OUT, async (page, shot, phone) => {
    // Warnings and errors in the browser console are worth a look (antd deprecations, React keys).
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') process.stderr.write(`[${m.type()}] ${m.text()}\n`);
    });
    if (!phone) await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(`${BASE_URL}/admin/signin`);
    await page.locator('#email').fill(DEMO_ADMIN.email);
    await page.locator('#password').fill(DEMO_ADMIN.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/admin\/overview/);

    // Orders
    await page.goto(`${BASE_URL}/admin/orders`);
    await rows(page, 'orders-table');
    await shot('01-orders');
    await page.goto(`${BASE_URL}/admin/orders?status=refunding`);
    (await rows(page, 'orders-table')).click();
    await page.getByTestId('order-detail').waitFor();
    await shot('02-order-refunding');
    await page.getByTestId('order-reject-refund').click();
    await page.locator('.ant-modal textarea').waitFor();
    await shot('03-order-reject-refund');
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });
    await page.getByTestId('order-approve-refund').click();
    await page.locator('.ant-popconfirm').waitFor();
    await shot('04-order-approve-refund');
    await page.keyboard.press('Escape');

    await page.goto(`${BASE_URL}/admin/orders?status=pending`);
    (await rows(page, 'orders-table')).click();
    await page.getByTestId('order-detail').waitFor();
    await page.getByTestId('order-ship').click();
    await page.getByTestId('ship-modal').locator('input').first().waitFor();
    await shot('05-order-ship');
    await page.keyboard.press('Escape');

    await page.goto(`${BASE_URL}/admin/orders?status=shipped`);
    (await rows(page, 'orders-table')).click();
    await page.getByTestId('order-detail').waitFor();
    await shot('06-order-shipped');

    await page.goto(`${BASE_URL}/admin/orders?status=to_purchase`);
    (await rows(page, 'orders-table')).click();
    await page.getByTestId('order-detail').waitFor();
    await page.getByTestId('order-purchase').click();
    await page.locator('.ant-popconfirm').waitFor();
    await shot('07-order-purchase');
    await page.keyboard.press('Escape');

    await page.goto(`${BASE_URL}/admin/orders?keyword=nobody-matches-this`);
    await page.getByTestId('orders-table').locator('.ant-empty').waitFor();
    await shot('08-orders-empty');

    // Stores
    await page.goto(`${BASE_URL}/admin/stores`);
    await rows(page, 'stores-table');
    await shot('10-stores');
    // A normal store (the first one of the demo is frozen), about to be frozen without a reason yet.
    await page.getByTestId('store-edit').nth(1).click();
    await page.getByTestId('store-modal').locator('textarea').waitFor();
    await page.getByTestId('store-modal').locator('input[type=radio][value=frozen]').check();
    await page.getByTestId('store-modal').locator('.ant-btn-primary').click();
    await shot('11-store-edit');
    await page.keyboard.press('Escape');

    // Products
    await page.goto(`${BASE_URL}/admin/goods`);
    await rows(page, 'goods-table');
    await shot('20-goods');
    await page.getByTestId('goods-edit').first().click();
    await page.getByTestId('goods-drawer').locator('.ant-form').waitFor();
    await shot('21-goods-edit');
    await page.getByTestId('goods-drawer').getByTestId('goods-skus').scrollIntoViewIfNeeded();
    await shot('22-goods-edit-skus');
    await page.goto(`${BASE_URL}/admin/goods`);
    await rows(page, 'goods-table');
    await page.getByTestId('goods-new').click();
    await page.getByTestId('goods-drawer').locator('.ant-form').waitFor();
    await page.getByTestId('goods-save').click();
    await shot('23-goods-new-invalid');

    // Support chats
    await page.goto(`${BASE_URL}/admin/chats`);
    await page.getByTestId('chat-list').locator('[data-testid=chat-item]').first().waitFor();
    await shot('30-chats');
    // The conversation the store answered with a picture.
    const answered = page
      .getByTestId('chat-list')
      .locator('[data-testid=chat-item]')
      .filter({ hasText: 'Ordering now' });
    await ((await answered.count()) > 0 ? answered.first() : page.getByTestId('chat-item').last()).click();
    await page.getByTestId('chat-thread').locator('[data-testid=chat-bubble]').first().waitFor();
    await page.mouse.move(1, 1);
    await shot('31-chat-thread');
  });
}

await main();
