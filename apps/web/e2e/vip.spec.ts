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
  await expect(page.getByTestId('vip-plan-year')).toContainText('Best value');

  await page.getByTestId('vip-plan-month').click();
  await expect(page.getByTestId('vip-plan-month')).toHaveAttribute('aria-checked', 'true');
  const pay = page.getByTestId('vip-pay');
  await expect(pay).toBeEnabled();
  await expect(pay).toContainText('Pay');
  const paidAt = Date.now();
  await pay.click();

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
