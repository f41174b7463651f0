import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';

const DAY_MS = 24 * 3600 * 1000;

test('a new buyer buys the month VIP plan from the wallet and becomes a VIP for 30 days', async ({
  page,
  client,
  kit,
}) => {
  // Money for the membership: a deposit staff approve.
  const buyer = await kit.buyer({ tag: 'vip', funds: 100 });
  const { token } = buyer;
  const before = await client.call('user_wallet/getVipCfg', {}, { token });
  const month = before.plans.find((p) => p.period === 'month');
  expect(month).toBeDefined();

  await page.goto('/auth/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/vip/member');
  await expect(page.getByTestId('vip-card')).toContainText('Not a VIP yet');
  await page.getByTestId('vip-card').click();
  await expect(page).toHaveURL(/\/vip\/activate$/);
  const status = page.getByTestId('vip-status');
  await expect(status).toHaveAttribute('data-status', 'not_activated');
  await expect(status).toContainText('Not a VIP yet');
  // The demo's quarterly sale: the price in force, the list price struck through, the percent and the end.
  const quarter = before.plans.find((p) => p.period === 'quarter')!;
  expect(quarter.price).toBeLessThan(quarter.listPrice);
  await expect(page.getByTestId('vip-plan-quarter')).toContainText('−30%');
  await expect(page.getByTestId('vip-price-quarter')).toHaveText('$17.49');
  const struck = page.getByTestId('vip-list-price-quarter');
  await expect(struck).toHaveText('$24.99');
  expect(await struck.evaluate((el) => el.tagName)).toBe('DEL');
  await expect(page.getByTestId('vip-sale-until-quarter')).toContainText(
    new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(quarter.saleEndsAt!)),
  );
  await expect(page.getByTestId('vip-list-price-month')).toHaveCount(0);

  await page.getByTestId('vip-plan-month').click();
  await expect(page.getByTestId('vip-plan-month')).toHaveAttribute('aria-checked', 'true');
  const pay = page.getByTestId('vip-pay');
  await expect(pay).toBeEnabled();
  await expect(pay).toContainText('Pay');

  // Paying asks first: the cost, the balance now and after. Cancel charges nothing.
  await pay.click();
  const confirm = page.getByTestId('charge-confirm');
  await expect(confirm).toBeVisible();
  await expect(page.getByTestId('charge-cost')).toHaveText('$9.99');
  await expect(page.getByTestId('charge-balance')).toHaveText('$100.00');
  await expect(page.getByTestId('charge-after')).toHaveText('$90.01');
  await page.getByTestId('charge-cancel').click();
  await expect(confirm).toBeHidden();
  await expect(status).toHaveAttribute('data-status', 'not_activated');
  expect((await client.call('user_wallet/getWallet', {}, { token })).balance).toBe(10_000);

  const paidAt = Date.now();
  await pay.click();
  await page.getByTestId('charge-pay').click();

  await expect(status).toHaveAttribute('data-status', 'active');
  await expect(status).toContainText('VIP until');
  const endsAt = Date.parse((await status.getAttribute('data-ends-at')) ?? '');
  expect(Math.abs(endsAt - (paidAt + month!.days * DAY_MS))).toBeLessThan(DAY_MS);
  await expect(status).toContainText(
    new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date(endsAt)),
  );
  await expect(page.getByTestId('vip-pay')).toContainText('Renew');

  // The "Me" page shows the membership with its end date and offers to manage it.
  await page.goto('/vip/member');
  await expect(page.getByTestId('vip-card')).toContainText('VIP until');
  await expect(page.getByTestId('vip-card')).toContainText('Manage');

  const after = await client.call('user_wallet/getVipCfg', {}, { token });
  expect(after.vip.status).toBe('active');
  expect(Date.parse(after.vip.endsAt!)).toBe(endsAt);
});

test('a buyer pays the quarterly plan at its sale price, and the record says what was charged', async ({
  page,
  client,
  kit,
}) => {
  const buyer = await kit.buyer({ tag: 'vip-sale', funds: 50 });
  const { token } = buyer;
  await page.goto('/auth/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/vip/activate');
  await page.getByTestId('vip-plan-quarter').click();
  await expect(page.getByTestId('vip-pay')).toContainText('$17.49');
  await page.getByTestId('vip-pay').click();
  await expect(page.getByTestId('charge-cost')).toHaveText('$17.49');
  await expect(page.getByTestId('charge-after')).toHaveText('$32.51');
  await page.getByTestId('charge-pay').click();
  await expect(page.getByTestId('vip-status')).toHaveAttribute('data-status', 'active');
  expect((await client.call('user_wallet/getWallet', {}, { token })).balance).toBe(5_000 - 1_749);
  expect((await kit.verifyBooks()).ok).toBe(true);
});
