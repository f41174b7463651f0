import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { call, readCode, staffSignin, uniqueEmail, consoleSignin } from './support/api';

const PASSWORD = 'Maple7Harbor9';

/** A buyer with money and an address who has paid one order for a dropshipped product. */
async function paidDropshippedOrder(api: APIRequestContext, staffToken: string) {
  const email = uniqueEmail('orders');
  await call(api, 'code/sendCode', { email, scene: 'signup' });
  const code = await readCode(api, staffToken, email);
  const { token } = await call(api, 'user/signup', {
    email,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    code,
    agree: true,
  });
  const deposit = await call(
    api,
    'user_wallet/submitDeposit',
    { currencyId: 1, amount: '300', txHash: randomUUID().replace(/-/g, '') + randomUUID().replace(/-/g, '') },
    token,
  );
  await call(api, 'admin/reviewDeposit', { id: deposit.id, action: 'approve' }, staffToken);
  const address = await call(
    api,
    'address/saveAddress',
    { recipient: 'Console Buyer', phone: '+1 555 0123', country: 'United States', street: '9 Ship St' },
    token,
  );
  // A product of a dropshipping store (its specifications carry a wholesale cost), in stock, under $100.
  const { list } = await call(api, 'admin/getGoodsList', { page: 1, pageSize: 100 }, staffToken);
  const goods = list.find((g) => g.skus.some((k) => k.wholesaleCost > 0 && k.stock > 3 && k.price < 10_000))!;
  const sku = goods.skus.find((k) => k.wholesaleCost > 0 && k.stock > 3 && k.price < 10_000)!;
  const res = await api.post('/v1/order/create', {
    data: { items: [{ skuId: sku.id, quantity: 1 }], addressId: address.id },
    headers: { Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
  });
  const placed = (await res.json()) as { data: { orders: { id: number; orderNo: string }[] } };
  const order = placed.data.orders[0]!;
  await call(api, 'order/pay', { ids: [order.id] }, token);
  return { email, token, order };
}

test.describe('orders in the console', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('staff purchase, ship and mark delivered for the seller; the buyer sees each step', async ({
    page,
    request,
  }) => {
    const staffToken = await staffSignin(request);
    const { email, token, order } = await paidDropshippedOrder(request, staffToken);
    await consoleSignin(page);
    await page.goto('/admin/orders');
    await page.getByPlaceholder('Order number or buyer email').fill(email);
    await page.getByPlaceholder('Order number or buyer email').press('Enter');
    await page.getByRole('row').filter({ hasText: order.orderNo }).getByText('Qty 1').click();
    const detail = page.getByTestId('order-detail');
    await expect(detail).toBeVisible();

    await page.getByTestId('order-purchase').click();
    // The confirmation rides on the drawer as it slides in: answer it from the keyboard, where it is.
    await page
      .locator('.ant-popconfirm')
      .getByRole('button', { name: 'Purchase', exact: true })
      .press('Enter');
    await expect(page.getByTestId('order-ship')).toBeVisible();

    await page.getByTestId('order-ship').click();
    const ship = page.getByTestId('ship-modal');
    await ship.getByLabel('Carrier').fill('UPS');
    await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await page.getByRole('button', { name: 'Mark as shipped' }).click();
    await expect(page.getByTestId('order-deliver')).toBeVisible();
    await page.getByTestId('order-deliver').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Mark delivered' }).press('Enter');
    await expect(page.getByTestId('order-delivered-note')).toBeVisible();

    const seen = await call(request, 'order/getOrderInfo', { id: order.id }, token);
    expect(seen.status).toBe('shipped');
    expect(seen.trackingNo).toBe('1Z999AA10123456784');
    expect(seen.events.map((e) => e.type).slice(0, 3)).toEqual(['delivered', 'shipped', 'purchased']);
  });
});
