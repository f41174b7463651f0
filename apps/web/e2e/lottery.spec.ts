import { randomUUID } from 'node:crypto';
import { devices } from '@playwright/test';
import { expect, test } from './fixtures';
import { buyAndPay } from './seller-helpers';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

// The points lottery (issue 17 part L, decision 55): a buyer's completed order earns points, the
// daily check-in adds more, a draw spends the cost and shows its prize and random number, and both
// record lists show what happened.
test('a buyer earns points from a completed order and the check-in, draws, and sees the records', async ({
  page,
  client,
  kit,
}) => {
  test.setTimeout(120_000);
  const buyer = await kit.buyer({ tag: 'lottery', tradePassword: true, funds: 200 });
  const address = await client.call(
    'address/saveAddress',
    { recipient: 'Lottery Buyer', phone: '+1 555 0199', country: 'United States', street: '9 Draw Street' },
    { token: buyer.token },
  );
  const staff = await kit.staffToken();
  const { list } = await client.call('admin/getGoodsList', { pageSize: 100 }, { token: staff });
  const sku = list
    .filter((g) => g.onSale)
    .flatMap((g) => g.skus)
    .find((k) => k.wholesaleCost === 0 && k.stock > 2 && k.price >= 5_000 && k.price <= 15_000);
  expect(sku).toBeDefined();
  const order = await buyAndPay(client, buyer, address.id, sku!.id);
  const info = await client.call('order/getOrderInfo', { id: order.id }, { token: buyer.token });
  if (info.status === 'to_purchase')
    await client.call('admin/advanceOrder', { id: order.id, action: 'purchase' }, { token: staff });
  await client.call('admin/advanceOrder', { id: order.id, action: 'ship' }, { token: staff });
  await client.call('order/confirm', { id: order.id }, { token: buyer.token, idempotencyKey: randomUUID() });
  const rules = (await client.call('lottery/getLottery', {})).rules;
  const earned = Math.floor((info.payTotal * rules.pointsPerUnit) / 100);

  await page.addInitScript((tok: string) => localStorage.setItem('token', tok), buyer.token);
  await page.goto('/lottery');
  await expect(page.getByTestId('lottery-prizes')).toBeVisible();
  await expect(page.getByTestId('lottery-balance')).toHaveText(earned.toLocaleString('en'));
  await expect(page.getByTestId('lottery-draws')).toHaveText('0');

  // The check-in adds the configured points, once today.
  await page.getByTestId('lottery-checkin').click();
  await expect(page.getByTestId('lottery-checkin')).toHaveText('Checked in today');
  await expect(page.getByTestId('lottery-balance')).toHaveText(
    (earned + rules.checkInPoints).toLocaleString('en'),
  );

  // One draw: the result names the prize (or no prize) and its random number.
  await page.getByTestId('lottery-draw').click();
  await expect(page.getByTestId('lottery-result')).toContainText('Random number');
  await page.getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('lottery-draws')).toHaveText('1');
  await expect(page.getByTestId('lottery-draw-records').locator('.adm-list-item')).toHaveCount(1);
  await page.getByRole('tab', { name: 'Points records' }).click();
  const points = page.getByTestId('lottery-points-records');
  // The order number is isolated left to right inside the sentence.
  await expect(points).toContainText(`Points for order \u2066${order.orderNo}\u2069`);
  await expect(points).toContainText('Daily check-in');
  await expect(points).toContainText('Lottery draw');
});
