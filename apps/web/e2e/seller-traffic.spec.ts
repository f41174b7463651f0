import { devices } from '@playwright/test';
import { formatMoney } from '@app/contract';
import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

// Issue 14 part 3: a seller buys visibility from the owner's wallet and sees it running.
test('a seller buys a traffic package from the wallet and sees it running with its payment', async ({
  page,
  client,
}) => {
  const seller = { email: 'store3@demo.local', password: 'Demo12345' };
  const { token } = await client.call('user/signin', seller);
  const offer = await client.call('store/getTrafficPlanList', {}, { token });
  const week = offer.list.find((p) => p.unit === 'week')!;
  const before = (await client.call('user_wallet/getWallet', {}, { token })).balance;

  await page.goto('/auth/signin');
  await signInWithForm(page, seller.email, seller.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/seller');
  await page.getByText('Traffic packages', { exact: true }).click();
  await expect(page).toHaveURL(/\/seller\/traffic$/);
  await expect(page.getByTestId('traffic-next-start')).toHaveText('A package bought now starts at once.');
  await expect(page.getByTestId('traffic-packages-empty')).toBeVisible();

  // The plan shows its price; buying asks first with the price and the wallet balance.
  const plan = page.getByTestId(`traffic-plan-${week.id}`);
  await expect(plan).toContainText(week.name);
  await expect(plan).toContainText(formatMoney(week.price, 'en'));
  await plan.getByTestId(`traffic-buy-${week.id}`).click();
  const confirm = page.getByTestId('charge-confirm');
  await expect(confirm).toContainText(`${week.name}: starts now`);
  await expect(confirm.getByTestId('charge-cost')).toHaveText(formatMoney(week.price, 'en'));
  await expect(confirm.getByTestId('charge-balance')).toHaveText(formatMoney(before, 'en'));
  await page.getByTestId('charge-pay').click();
  await expect(page.getByText('Package bought', { exact: true })).toBeVisible();

  // The package runs, with what was paid; the balance shown is what the wallet has left.
  const bought = page.getByTestId('traffic-packages').locator('li').filter({ hasText: week.name }).first();
  await expect(bought.getByTestId('traffic-package-state')).toHaveText('Running');
  await expect(bought.getByTestId('traffic-package-paid')).toContainText(formatMoney(week.price, 'en'));
  await expect(bought.getByTestId('traffic-package-impressions')).toContainText('0');
  await expect(bought.getByTestId('traffic-package-remaining')).toContainText('6 days');
  await expect(page.getByTestId('traffic-balance')).toHaveText(formatMoney(before - week.price, 'en'));
  await expect(page.getByTestId('traffic-next-start')).toContainText('A package bought now starts on');
  // The wallet's record says what it paid for.
  const log = await client.call('user_wallet/getWalletLogList', {}, { token });
  expect(log.list[0]).toMatchObject({ amount: -week.price, line: { kind: 'trafficPackage', days: 7 } });
});
