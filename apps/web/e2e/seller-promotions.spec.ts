import { randomUUID } from 'node:crypto';
import { devices } from '@playwright/test';
import { discountedPrice, formatMoney, minorToDecimal } from '@app/contract';
import { TEST_TRADE_PASSWORD } from '@app/testkit';
import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

const SELLER = { email: 'store4@demo.local', password: 'Demo12345' };

// Issue 14 parts 1 and 2 (decision 41): a seller buys points, promotes a product at a discount,
// and a buyer sees the struck-through price and pays the discounted one.
test('a seller buys points and promotes a product; a buyer sees the discount and pays it', async ({
  page,
  client,
  kit,
}) => {
  test.setTimeout(180_000);
  const { token: sellerToken } = await client.call('user/signin', SELLER);
  const store = await client.call('store/getMyStore', {}, { token: sellerToken });
  // One of the store's products buyers can buy, with no promotion yet, at a modest price.
  const { list } = await client.call('goods/getGoodsList', { storeId: store.id, pageSize: 100 });
  const open = await client.call('store/getPromotionList', { tab: 'promoting' }, { token: sellerToken });
  const scheduled = await client.call('store/getPromotionList', { tab: 'scheduled' }, { token: sellerToken });
  const busy = new Set([...open.list, ...scheduled.list].map((p) => p.goodsId));
  const card = list.find((c) => !c.promotion && !busy.has(c.id) && c.price >= 500 && c.price <= 20_000);
  expect(card).toBeDefined();
  const before = await client.call('store/getPoints', {}, { token: sellerToken });

  await page.goto('/auth/signin');
  await signInWithForm(page, SELLER.email, SELLER.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/seller');
  await page.getByText('Promotion center', { exact: true }).click();
  await expect(page).toHaveURL(/\/seller\/promotions$/);

  // Points: 500 at the rate shown, paid from the owner's wallet after a confirmation.
  await page.getByTestId('promotions-balance').click();
  await expect(page).toHaveURL(/\/seller\/points$/);
  await expect(page.getByTestId('points-rate')).toContainText(`${before.pointsPerUnit} points for`);
  await page.getByTestId('points-input').locator('input').fill('500');
  const cost = (500 * 100) / before.pointsPerUnit;
  await expect(page.getByTestId('points-cost')).toHaveText(formatMoney(cost, 'en'));
  await page.getByTestId('points-buy-submit').click();
  await page.getByTestId('charge-pay').click();
  await expect(page.getByTestId('points-balance')).toHaveText((before.balance + 500).toLocaleString('en'));
  await expect(page.getByTestId('points-records').locator('.promo-record').first()).toContainText(
    /Points bought \(\u2066?500\u2069?\)/,
  );

  // A promotion: the product, 20 % off for a week; the cost in points shown before confirming.
  await page.goto('/seller/promotions/new');
  await page.getByTestId(`promotion-pick-${card!.id}`).click();
  await page.getByTestId('promotion-discount').locator('input').fill('20');
  await page.getByTestId('promotion-discount').locator('input').blur();
  const weekCost = 7 * before.costPerProductDay;
  await expect(page.getByTestId('promotion-cost')).toHaveText(weekCost.toLocaleString('en'));
  await expect(page.getByTestId('promotion-rule')).toContainText('raised in the last 7 days');
  await page.getByTestId('promotion-submit').click();
  await expect(page.locator('.adm-dialog')).toContainText(`${weekCost} points`);
  await page.locator('.adm-dialog-button-bold').click();
  await expect(page).toHaveURL(/\/seller\/promotions$/);
  const promoted = page.getByTestId('promotion-card').filter({ hasText: card!.title });
  await expect(promoted).toBeVisible();
  await expect(promoted).toContainText('−20%');

  // The buyer's product page: the discounted price, the original struck through, the end shown.
  const price = discountedPrice(card!.price, 20);
  const buyer = await kit.buyer({ tag: 'promo-buyer', tradePassword: true, funds: 300 });
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(`/mall/product/${card!.id}`);
  const priceCard = page.locator('.shop-pdp__price-card');
  await expect(priceCard.getByTestId('discount')).toHaveText('-20%');
  await expect(priceCard.locator('del').first()).toContainText(minorToDecimal(card!.price));
  await expect(page.getByTestId('promotion-ends')).toContainText('Promotion −20% until');

  // The buyer pays the discounted price (checkout prices the line from the server's promotion).
  const info = await client.call('goods/getGoodsInfo', { id: card!.id });
  const sku = info.skus.find((k) => k.stock > 0 && k.price === price) ?? info.skus.find((k) => k.stock > 0)!;
  const address = await client.call(
    'address/saveAddress',
    { recipient: 'Promo Buyer', phone: '+1 555 0142', country: 'United States', street: '3 Sale Street' },
    { token: buyer.token },
  );
  const placed = await client.call(
    'order/create',
    { items: [{ skuId: sku.id, quantity: 1 }], addressId: address.id },
    { token: buyer.token, idempotencyKey: randomUUID() },
  );
  expect(placed.orders[0]!.itemTotal).toBe(sku.price);
  expect(sku.price).toBe(discountedPrice(sku.originalPrice, 20));
  await client.call(
    'order/pay',
    { ids: [placed.orders[0]!.id], tradePassword: TEST_TRADE_PASSWORD },
    { token: buyer.token, idempotencyKey: randomUUID() },
  );
  const order = await client.call('order/getOrderInfo', { id: placed.orders[0]!.id }, { token: buyer.token });
  expect(order.lines[0]!.price).toBe(discountedPrice(sku.originalPrice, 20));
});
