import { devices } from '@playwright/test';
import type { ApiClient } from '@app/contract';
import { TEST_TRADE_PASSWORD, type Buyer } from '@app/testkit';
import { expect, test } from './fixtures';
import { signInWithForm, staffProduct } from './helpers';
import { buyAndPay, findOrder } from './seller-helpers';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

const SELLER = { email: 'store2@demo.local', password: 'Demo12345' };

/** The buyer's address, then one unit of `skuId` ordered and paid. */
async function buyOne(client: ApiClient, buyer: Buyer, skuId: number) {
  const address = await client.call(
    'address/saveAddress',
    { recipient: 'Order Buyer', phone: '+1 555 0199', country: 'United States', street: '9 Seller Road' },
    { token: buyer.token },
  );
  return buyAndPay(client, buyer, address.id, skuId);
}

// The seller center's orders (issue 13 part 6): a warehouse product's order is purchased from the
// "Pending purchase" tab and then waits for the warehouse under "Awaiting shipment".
test('a seller purchases a paid order from the warehouse, and the warehouse is shown to ship it', async ({
  page,
  client,
  kit,
}) => {
  test.setTimeout(120_000);
  const { token: sellerToken } = await client.call('user/signin', SELLER);
  const store = await client.call('store/getMyStore', {}, { token: sellerToken });
  // A warehouse product of the store (staff see its wholesale cost), with stock and a modest price.
  const { list } = await client.call(
    'admin/getGoodsList',
    { storeId: store.id, pageSize: 50 },
    { token: await kit.staffToken() },
  );
  const skuId = list
    .filter((g) => g.onSale)
    .flatMap((g) => g.skus)
    .find((k) => k.wholesaleCost > 0 && k.stock > 2 && k.price <= 20_000)?.id;
  expect(skuId).toBeDefined();
  const buyer = await kit.buyer({ tag: 'seller-orders', tradePassword: true, funds: 300 });
  const placed = await buyOne(client, buyer, skuId!);
  const order = await client.call('store/getOrderInfo', { id: placed.id }, { token: sellerToken });
  expect(order).toMatchObject({ status: 'to_purchase', shipper: 'warehouse' });
  // The seller's wallet pays the warehouse: enough money for it.
  const wallet = await client.call('user_wallet/getWallet', {}, { token: sellerToken });
  if (wallet.balance < order.wholesaleTotal) {
    await kit.fund(sellerToken, Math.ceil((order.wholesaleTotal - wallet.balance) / 100) + 1);
  }

  await page.goto('/auth/signin');
  await signInWithForm(page, SELLER.email, SELLER.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/seller');
  await page.getByText('Orders', { exact: true }).click();
  await expect(page).toHaveURL(/\/seller\/orders$/);
  await expect(page.getByTestId('seller-orders-tab-to_purchase')).toHaveText('Pending purchase');

  const card = await findOrder(page, order.orderNo);
  // What the buyer paid, what the store earns and what the warehouse costs, from the order's rows.
  await expect(card.getByTestId('so-total')).toBeVisible();
  await expect(card.getByTestId('so-earnings')).toBeVisible();
  await expect(card.getByTestId('so-wholesale')).toBeVisible();
  await card.getByTestId('so-purchase').click();
  const confirm = page.getByTestId('charge-confirm');
  await expect(confirm).toBeVisible();
  await expect(confirm.getByTestId('charge-after')).toBeVisible();
  await page.getByTestId('charge-pay').click();
  // Above the payment threshold the server asks for the trade password.
  const sheet = page.getByTestId('trade-password-sheet');
  const done = page.getByText('Purchased. The warehouse ships this order.');
  await expect(sheet.or(done)).toBeVisible();
  if (await sheet.isVisible()) {
    await page.locator('input[name="tradePassword"]').fill(TEST_TRADE_PASSWORD);
    await page.getByTestId('pay-confirm').click();
    await expect(done).toBeVisible();
  }

  await page.getByTestId('seller-orders-tab-to_ship').click();
  await expect(page).toHaveURL(/\?tab=to_ship$/);
  const shipped = await findOrder(page, order.orderNo);
  await expect(shipped.getByTestId('so-warehouse-note')).toHaveText('The warehouse ships this order.');
  await expect(shipped.getByTestId('so-ship')).toHaveCount(0);
  await shipped.click();
  await expect(page).toHaveURL(new RegExp(`/seller/orders/${order.id}$`));
  await expect(page.getByTestId('so-state-note')).toHaveText('The warehouse ships this order.');
  await expect(page.getByTestId('so-buyer')).toContainText(buyer.user.nickname);
  await expect(page.getByTestId('ship-form')).toHaveCount(0);

  // The wallet records the purchase, and the books balance.
  const { list: records } = await client.call(
    'user_wallet/getWalletLogList',
    { pageSize: 20 },
    { token: sellerToken },
  );
  expect(
    records.find((r) => r.line.kind === 'warehousePurchase' && r.line.orderNo === order.orderNo),
  ).toMatchObject({
    amount: -order.wholesaleTotal,
  });
  expect((await client.call('store/getOrderInfo', { id: order.id }, { token: sellerToken })).status).toBe(
    'pending',
  );
  expect((await kit.verifyBooks()).ok).toBe(true);
});

// The store's own products (no wholesale cost) are shipped by the seller with carrier and tracking number.
test('a seller ships an order of the store’s own product from the dashboard’s “To ship”', async ({
  page,
  client,
  kit,
}) => {
  test.setTimeout(120_000);
  const { token: sellerToken } = await client.call('user/signin', SELLER);
  const store = await client.call('store/getMyStore', {}, { token: sellerToken });
  const staff = await kit.staffToken();
  const own = await staffProduct(client, staff, {
    storeId: store.id,
    title: 'Handmade mug',
    sku: 'Blue',
    price: 1_500,
    stock: 5,
  });
  const buyer = await kit.buyer({ tag: 'seller-ship', tradePassword: true, funds: 50 });
  const placed = await buyOne(client, buyer, own.skus[0]!.id);
  const order = await client.call('store/getOrderInfo', { id: placed.id }, { token: sellerToken });
  expect(order).toMatchObject({ status: 'pending', shipper: 'store', wholesaleTotal: 0 });

  await page.goto('/auth/signin');
  await signInWithForm(page, SELLER.email, SELLER.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/seller');
  await page.getByTestId('dash-todo-toShip').click();
  await expect(page).toHaveURL(/\/seller\/orders\?tab=to_ship$/);
  const card = await findOrder(page, order.orderNo);
  await expect(card.getByTestId('so-wholesale')).toHaveCount(0);
  await card.getByTestId('so-ship').click();
  await expect(page).toHaveURL(new RegExp(`/seller/orders/${order.id}$`));
  await expect(page.getByTestId('so-detail-no')).toHaveText(order.orderNo);
  await expect(page.getByText('9 Seller Road')).toBeVisible();

  // Each missing field is named; nothing is sent.
  await page.getByTestId('ship-submit').click();
  await expect(page.locator('[data-field="carrier"]')).toHaveText('Please enter the carrier');
  await expect(page.locator('[data-field="trackingNo"]')).toHaveText('Please enter the tracking number');
  await page.getByTestId('ship-carrier').locator('input').fill('DHL');
  await page.getByTestId('ship-tracking').locator('input').fill('JD0123456789');
  await page.getByTestId('ship-submit').click();
  await expect(page.getByTestId('so-state-note')).toContainText('On its way to the buyer');
  await expect(page.getByTestId('so-tracking')).toContainText('JD0123456789');
  await expect(page.getByTestId('ship-form')).toHaveCount(0);

  // The buyer sees the parcel on its way with the seller's tracking number.
  const mine = await client.call('order/getOrderInfo', { id: order.id }, { token: buyer.token });
  expect(mine).toMatchObject({ status: 'shipped', carrier: 'DHL', trackingNo: 'JD0123456789' });
});
