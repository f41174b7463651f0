import { randomUUID } from 'node:crypto';
import { consoleSignin, expect, test } from './fixtures';

test.describe('a refund the seller declined', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('shows as disputed with both reasons, and staff refund the buyer', async ({ page, client, kit }) => {
    const staff = await kit.staffToken();
    const once = (token: string) => ({ token, idempotencyKey: randomUUID() });

    // A buyer pays for a product from the store's own stock; staff ship it for the seller.
    const buyer = await kit.buyer({ tag: 'dispute', funds: 300 });
    const address = await client.call(
      'address/saveAddress',
      { recipient: 'Dispute Buyer', phone: '+1 555 0199', country: 'United States', street: '3 Quay St' },
      { token: buyer.token },
    );
    const { list: stores } = await client.call(
      'admin/getStoreList',
      { page: 1, pageSize: 100 },
      { token: staff },
    );
    const selling = new Map(stores.filter((s) => s.status === 'normal').map((s) => [s.id, s.ownerEmail]));
    const { list: goods } = await client.call(
      'admin/getGoodsList',
      { page: 1, pageSize: 100 },
      { token: staff },
    );
    const product = goods.find(
      (g) =>
        g.onSale &&
        selling.has(g.storeId) &&
        g.skus.some((k) => k.wholesaleCost === 0 && k.stock > 3 && k.price < 10_000),
    )!;
    const sku = product.skus.find((k) => k.wholesaleCost === 0 && k.stock > 3 && k.price < 10_000)!;
    const { orders } = await client.call(
      'order/create',
      { items: [{ skuId: sku.id, quantity: 1 }], addressId: address.id },
      once(buyer.token),
    );
    const order = orders[0]!;
    await client.call('order/pay', { ids: [order.id] }, once(buyer.token));
    await client.call(
      'admin/advanceOrder',
      { id: order.id, action: 'ship', carrier: 'UPS', trackingNo: '1Z999AA10123456785' },
      { token: staff },
    );

    // The buyer asks for the money back; the seller declines with a reason.
    await client.call(
      'order/refund',
      { id: order.id, reason: 'It stopped working after a day.' },
      once(buyer.token),
    );
    const seller = await client.call('user/signin', {
      email: selling.get(product.storeId)!,
      password: 'Demo12345',
    });
    await client.call(
      'store/answerRefund',
      { id: order.id, accept: false, reason: 'It works; the battery was not charged.' },
      once(seller.token),
    );

    await consoleSignin(page);
    await page.goto('/admin/orders?status=refunding');
    const row = page.getByRole('row').filter({ hasText: order.orderNo });
    await expect(row.getByTestId('order-disputed')).toHaveText('Disputed');
    await row.getByText('Qty 1').click();
    const detail = page.getByTestId('order-detail');
    await expect(detail.getByText('The seller declined this refund: you decide')).toBeVisible();
    await expect(detail.getByTestId('order-refund-reason')).toContainText('It stopped working after a day.');
    await expect(detail.getByTestId('order-seller-reason')).toContainText(
      'It works; the battery was not charged.',
    );

    await page.getByTestId('order-approve-refund').click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Approve and refund' }).press('Enter');
    await expect(page.getByText(/Refund approved/)).toBeVisible();
    await expect(detail.getByTestId('order-disputed')).toHaveCount(0);

    const seen = await client.call('order/getOrderInfo', { id: order.id }, { token: buyer.token });
    expect(seen.status).toBe('refunded');
    expect(seen.refundSellerReason).toBe('It works; the battery was not charged.');
  });
});
