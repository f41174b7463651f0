import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { STAFF, callApi, createBuyer, signInWithForm } from './helpers';

type Card = { id: number; title: string; storeId: number; storeName: string; price: number };

const randomHash = () =>
  Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('');

// A 2x2 PNG: the review photo.
const PHOTO = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

/** The wallet test helper: a deposit the buyer submits and staff approve, then a shipping address. */
async function prepareBuyer(request: APIRequestContext, email: string, password: string) {
  const { token } = await callApi<{ token: string }>(request, 'user/signin', { email, password });
  const deposit = await callApi<{ id: number }>(
    request,
    'user_wallet/submitDeposit',
    { currencyId: 1, amount: '800', txHash: randomHash() },
    token,
  );
  const staff = await callApi<{ token: string }>(request, 'admin/signin', STAFF);
  await callApi(request, 'admin/reviewDeposit', { id: deposit.id, action: 'approve' }, staff.token);
  await callApi(
    request,
    'address/saveAddress',
    { recipient: 'Journey Buyer', phone: '+1 555 0199', country: 'United States', street: '42 Test Avenue' },
    token,
  );
  return { token, staff: staff.token };
}

/** Two in-stock products of two different stores, cheap enough to pay without the trade password. */
async function pickProducts(request: APIRequestContext): Promise<[Card, Card]> {
  const { list } = await callApi<{ list: Card[] }>(request, 'goods/getGoodsList', {
    sort: 'sales',
    pageSize: 100,
  });
  const picks: Card[] = [];
  for (const card of list) {
    if (card.price > 10_000 || picks.some((p) => p.storeId === card.storeId)) continue;
    const info = await callApi<{ skus: { stock: number }[]; maxPerCustomer: number }>(
      request,
      'goods/getGoodsInfo',
      {
        id: card.id,
      },
    );
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
  request,
}) => {
  test.setTimeout(180_000);
  const buyer = await createBuyer(request, 'shop');
  const { staff } = await prepareBuyer(request, buyer.email, buyer.password);
  const [first, second] = await pickProducts(request);

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
  const { list } = await callApi<{ list: { id: number; status: string }[] }>(
    request,
    'admin/getOrderList',
    { keyword: buyer.email },
    staff,
  );
  expect(list).toHaveLength(2);
  for (const order of list) {
    if (order.status === 'to_purchase')
      await callApi(request, 'admin/advanceOrder', { id: order.id, action: 'purchase' }, staff);
    await callApi(request, 'admin/advanceOrder', { id: order.id, action: 'ship' }, staff);
  }

  // Confirm receipt of the first store's order, from its detail page with the logistics timeline.
  await page.goto('/mall/orders?status=shipped');
  const shipped = page.getByTestId('order-card').filter({ hasText: first.title });
  await expect(shipped).toBeVisible();
  await shipped.click();
  await expect(page.getByTestId('order-timeline')).toContainText(/shipped/i);
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
  const reviews = await callApi<{ list: { content: string; images: string[] }[] }>(
    request,
    'goods/getCommentList',
    {
      goodsId: first.id,
    },
  );
  expect(reviews.list[0]).toMatchObject({ content: 'Arrived quickly and looks exactly like the photos.' });
  expect(reviews.list[0]!.images).toHaveLength(1);

  // Chat with the merchant from the product page; the store's answer arrives live.
  await page.goto(`/mall/product/${first.id}`);
  await page.getByTestId('chat-button').click();
  await expect(page).toHaveURL(/\/mall\/chat\/\d+$/);
  await page
    .getByTestId('chat-input')
    .locator('textarea:not([aria-hidden])')
    .fill('Hello! Do you ship to Canada too?');
  await page.getByTestId('chat-send').click();
  await expect(page.getByTestId('chat-mine').filter({ hasText: 'Do you ship to Canada too?' })).toBeVisible();
  const chatId = Number(/\/mall\/chat\/(\d+)$/.exec(page.url())![1]);
  await callApi(request, 'admin/sendMessage', { chatId, content: 'Yes, we ship worldwide.' }, staff);
  await expect(page.getByTestId('chat-theirs').filter({ hasText: 'Yes, we ship worldwide.' })).toBeVisible();
});

test('a visitor’s cart survives sign-in: the lines kept in local storage join the account’s cart', async ({
  page,
  request,
}) => {
  const buyer = await createBuyer(request, 'visitor-cart');
  const [product] = await pickProducts(request);
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
  const { token } = await callApi<{ token: string }>(request, 'user/signin', {
    email: buyer.email,
    password: buyer.password,
  });
  await expect
    .poll(async () => (await callApi<{ count: number }>(request, 'cart/getCartList', {}, token)).count)
    .toBe(1);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cartIds'))).not.toContain('skuId');
});
