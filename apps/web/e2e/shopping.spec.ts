import type { Page } from '@playwright/test';
import type { ApiClient, ApiData } from '@app/contract';
import { TEST_TRADE_PASSWORD } from '@app/testkit';
import { expect, test } from './fixtures';
import { signInWithForm, staffProduct } from './helpers';

type Card = ApiData<'goods/getGoodsList'>['list'][number];

// A 2x2 PNG: the review photo.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** Two in-stock products of two different stores, cheap enough to pay without the trade password. */
async function pickProducts(client: ApiClient): Promise<[Card, Card]> {
  const { list } = await client.call('goods/getGoodsList', { sort: 'sales', pageSize: 100 });
  const picks: Card[] = [];
  for (const card of list) {
    if (card.price > 10_000 || picks.some((p) => p.storeId === card.storeId)) continue;
    const info = await client.call('goods/getGoodsInfo', { id: card.id });
    if (info.skus.some((k) => k.stock > 5)) picks.push(card);
    if (picks.length === 2) break;
  }
  expect(picks).toHaveLength(2);
  return picks as [Card, Card];
}

async function searchAndOpen(page: Page, card: Card) {
  await page.goto('/mall');
  await page.getByTestId('search-entry').click();
  await expect(page).toHaveURL(/\/mall\/search/);
  await page.getByTestId('search-input').locator('input').fill(card.title);
  await page.getByTestId('search-submit').click();
  const hit = page.getByTestId('product-card').filter({ hasText: card.title }).first();
  await expect(hit).toBeVisible();
  await hit.click();
  await expect(page).toHaveURL(new RegExp(`/mall/product/${card.id}$`));
}

async function addToCart(page: Page) {
  await page.getByTestId('add-to-cart').click();
  const option = page
    .locator('[data-testid="sku-option"]:not([aria-disabled="true"]):not([disabled])')
    .first();
  if (await option.isVisible().catch(() => false)) await option.click();
  const sheetAdd = page.getByTestId('sheet-add');
  if (await sheetAdd.isVisible().catch(() => false)) await sheetAdd.click();
  await expect(page.getByText('Added to cart')).toBeVisible();
}

test('search, add from two stores, check out, pay, receive, review with a photo, chat with the merchant', async ({
  page,
  client,
  kit,
}) => {
  test.setTimeout(180_000);
  // Money from a deposit staff approve, then a shipping address.
  const buyer = await kit.buyer({ tag: 'shop', funds: 800 });
  await client.call(
    'address/saveAddress',
    { recipient: 'Journey Buyer', phone: '+1 555 0199', country: 'United States', street: '42 Test Avenue' },
    { token: buyer.token },
  );
  const staff = await kit.staffToken();
  const [first, second] = await pickProducts(client);

  await page.goto('/auth/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);

  // Search, open, add: one product from each of two stores.
  await searchAndOpen(page, first);
  await addToCart(page);
  await searchAndOpen(page, second);
  await addToCart(page);

  // The cart groups the lines by store; checkout shows both and pays in one step.
  await page.goto('/mall/cart');
  await expect(page.getByTestId('cart-store')).toHaveCount(2);
  await page.getByTestId('cart-checkout').click();
  await expect(page).toHaveURL(/\/mall\/checkout/);
  await expect(page.getByTestId('checkout-group')).toHaveCount(2);
  await expect(page.getByTestId('checkout-address')).toContainText('Journey Buyer');
  await page.getByTestId('pay-now').click();
  await expect(page.getByTestId('pay-result')).toBeVisible();

  // The orders: two, paid, one per store.
  await page.getByTestId('result-orders').click();
  await expect(page).toHaveURL(/\/mall\/orders/);
  await expect(page.getByTestId('order-card')).toHaveCount(2);

  // The seller's part, done by staff until the seller centre exists: purchase when dropshipped, then ship.
  const { list } = await client.call('admin/getOrderList', { keyword: buyer.email }, { token: staff });
  expect(list).toHaveLength(2);
  for (const order of list) {
    if (order.status === 'to_purchase')
      await client.call('admin/advanceOrder', { id: order.id, action: 'purchase' }, { token: staff });
    await client.call('admin/advanceOrder', { id: order.id, action: 'ship' }, { token: staff });
  }

  // Confirm receipt of the first store's order, from its detail page with the logistics timeline.
  await page.goto('/mall/orders?status=shipped');
  const shipped = page.getByTestId('order-card').filter({ hasText: first.title });
  await expect(shipped).toBeVisible();
  await shipped.click();
  await expect(page.getByTestId('order-timeline')).toContainText(/shipped/i);
  await expect(page.getByTestId('order-hero')).toContainText('Shipped');

  // Delivered: the header says so, as the newest tracking event does.
  const firstOrder = list.find((o) => o.lines.some((l) => l.title === first.title))!;
  await client.call('admin/advanceOrder', { id: firstOrder.id, action: 'deliver' }, { token: staff });
  await page.reload();
  await expect(page.getByTestId('order-hero').getByRole('heading')).toHaveText('Delivered');
  await expect(page.getByTestId('order-hero')).toContainText('Please check your parcel and confirm receipt');
  await page.getByTestId('order-confirm').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(page.getByText('Thanks! The order is complete.')).toBeVisible();

  // Review the line with a score, words and a photo.
  await page.getByTestId('order-review').click();
  await expect(page).toHaveURL(/\/review\//);
  await page.getByRole('radio', { name: '5' }).tap();
  await page.locator('textarea[name="content"]').fill('Arrived quickly and looks exactly like the photos.');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PHOTO });
  await expect(
    page.locator('.adm-image-uploader-cell-image, .adm-image-uploader-cell img').first(),
  ).toBeVisible();
  await page.getByTestId('review-submit').click();
  await expect(page).not.toHaveURL(/\/review\//);
  const reviews = await client.call('goods/getCommentList', { goodsId: first.id });
  expect(reviews.list[0]).toMatchObject({ content: 'Arrived quickly and looks exactly like the photos.' });
  expect(reviews.list[0]!.images).toHaveLength(1);

  // Chat with the merchant from the product page; the store's answer arrives live.
  await page.goto(`/mall/product/${first.id}`);
  await page.getByTestId('chat-button').click();
  // The product comes along, pinned above the input.
  await expect(page).toHaveURL(new RegExp(`/mall/chat/\\d+\\?goods=${first.id}$`));
  await page
    .getByTestId('chat-input')
    .locator('textarea:not([aria-hidden])')
    .fill('Hello! Do you ship to Canada too?');
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-mine').filter({ hasText: 'Do you ship to Canada too?' })).toBeVisible();
  const chatId = Number(/\/mall\/chat\/(\d+)/.exec(page.url())![1]);
  await client.call('admin/sendMessage', { chatId, content: 'Yes, we ship worldwide.' }, { token: staff });
  await expect(page.getByTestId('chat-theirs').filter({ hasText: 'Yes, we ship worldwide.' })).toBeVisible();
});

test('a visitor’s cart survives sign-in: the lines kept in local storage join the account’s cart', async ({
  page,
  client,
  kit,
}) => {
  const buyer = await kit.buyer({ tag: 'visitor-cart' });
  const [product] = await pickProducts(client);
  await searchAndOpen(page, product);
  await addToCart(page);
  const stored = await page.evaluate(() => localStorage.getItem('cartIds'));
  expect(stored).toContain('skuId');

  await page.goto('/mall/cart');
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await page.getByTestId('cart-checkout').click();
  // Checking out needs an account: sign in, come back, and the line is now in the account's cart.
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=/);
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/mall\/checkout/);
  const { token } = buyer;
  await expect.poll(async () => (await client.call('cart/getCartList', {}, { token })).count).toBe(1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cartIds'))).not.toContain('skuId');
});

// Decision 65: "pay now" places and pays in one call, so a refused payment leaves no unpaid order behind.
test('checkout over the trade-password amount: a wrong password or a short balance places nothing; the right password places and pays once', async ({
  page,
  client,
  kit,
}) => {
  test.setTimeout(120_000);
  const staff = await kit.staffToken();
  const product = await staffProduct(client, staff, {
    title: 'Espresso machine',
    sku: 'Steel',
    price: 60_000,
    stock: 5,
  });
  const skuId = product.skus[0]!.id;
  const buyer = await kit.buyer({ tag: 'checkout-once', tradePassword: true, funds: 700 });
  await client.call(
    'address/saveAddress',
    { recipient: 'Once Buyer', phone: '+1 555 0170', country: 'United States', street: '7 Espresso Lane' },
    { token: buyer.token },
  );
  const placedOrders = async () =>
    (await client.call('order/getOrderList', {}, { token: buyer.token })).total;
  await page.goto('/auth/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);

  // Two machines cost more than the wallet holds: the page says so, and paying places nothing.
  await page.goto(`/mall/checkout?sku=${skuId}&qty=2`);
  await expect(page.getByTestId('balance-short')).toBeVisible();
  await page.getByTestId('pay-now').click();
  const sheet = page.getByTestId('trade-password-sheet');
  await expect(sheet).toBeVisible();
  await page.locator('input[name="tradePassword"]').fill(TEST_TRADE_PASSWORD);
  await page.getByTestId('pay-confirm').click();
  await expect(page.getByText('Your available balance is not enough')).toBeVisible();
  await expect(page.getByTestId('checkout')).toBeVisible();
  expect(await placedOrders()).toBe(0);

  // One machine: a wrong password keeps the sheet open and places nothing; the right one pays.
  await page.goto(`/mall/checkout?sku=${skuId}&qty=1`);
  await expect(page.getByTestId('balance-after')).toBeVisible();
  await page.getByTestId('pay-now').click();
  await expect(sheet).toBeVisible();
  await page.locator('input[name="tradePassword"]').fill('000000');
  await page.getByTestId('pay-confirm').click();
  await expect(page.getByText('The trade password is incorrect')).toBeVisible();
  expect(await placedOrders()).toBe(0);
  await page.locator('input[name="tradePassword"]').fill(TEST_TRADE_PASSWORD);
  await page.getByTestId('pay-confirm').click();
  await expect(page.getByTestId('pay-result')).toBeVisible();
  const { list } = await client.call('order/getOrderList', {}, { token: buyer.token });
  expect(list.map((o) => o.status)).toEqual(['pending']);
  const wallet = await client.call('user_wallet/getWallet', {}, { token: buyer.token });
  expect([wallet.balance, wallet.frozen]).toEqual([70_000 - 60_000, 60_000]);
});
