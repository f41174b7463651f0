import { randomUUID } from 'node:crypto';
import type { ApiClient } from '@app/contract';
import type { OutboxScenarios } from '@app/testkit';
import { consoleSignin, expect, test } from './fixtures';

/** A buyer with money and an address who has paid one order for a dropshipped product. */
async function paidDropshippedOrder(client: ApiClient, kit: OutboxScenarios) {
  const { email, token } = await kit.buyer({ tag: 'orders', funds: 300 });
  const address = await client.call(
    'address/saveAddress',
    { recipient: 'Console Buyer', phone: '+1 555 0123', country: 'United States', street: '9 Ship St' },
    { token },
  );
  // A product of a dropshipping store (its specifications carry a wholesale cost), in stock, under $100.
  const { list } = await client.call(
    'admin/getGoodsList',
    { page: 1, pageSize: 100 },
    { token: await kit.staffToken() },
  );
  const goods = list.find((g) => g.skus.some((k) => k.wholesaleCost > 0 && k.stock > 3 && k.price < 10_000))!;
  const sku = goods.skus.find((k) => k.wholesaleCost > 0 && k.stock > 3 && k.price < 10_000)!;
  const placed = await client.call(
    'order/create',
    { items: [{ skuId: sku.id, quantity: 1 }], addressId: address.id },
    { token, idempotencyKey: randomUUID() },
  );
  const order = placed.orders[0]!;
  await client.call('order/pay', { ids: [order.id] }, { token });
  return { email, token, order };
}

test.describe('orders in the console', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('staff purchase, ship and mark delivered for the seller; the buyer sees each step', async ({
    page,
    client,
    kit,
  }) => {
    const { email, token, order } = await paidDropshippedOrder(client, kit);
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

    const seen = await client.call('order/getOrderInfo', { id: order.id }, { token });
    expect(seen.status).toBe('shipped');
    expect(seen.trackingNo).toBe('1Z999AA10123456784');
    expect(seen.events.map((e) => e.type).slice(0, 3)).toEqual(['delivered', 'shipped', 'purchased']);
  });
});
