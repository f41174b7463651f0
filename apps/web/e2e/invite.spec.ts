import { devices } from '@playwright/test';
import { TEST_PASSWORD, type Buyer } from '@app/testkit';
import { expect, test } from './fixtures';
import { field, uniqueEmail } from './helpers';
import { buyAndPay } from './seller-helpers';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

// The invitation program (issue 14 part 6, decision 45): a friend signs up through the inviter's
// link, buys and confirms receipt; the inviter sees the reward with its (masked) order.
test('a buyer invited by link buys and confirms; the inviter sees the reward with its order', async ({
  page,
  browser,
  client,
  kit,
}) => {
  test.setTimeout(120_000);
  const inviter = await kit.buyer({ tag: 'inviter' });
  const { code, links, rule } = await client.call('user/getInviteInfo', {}, { token: inviter.token });

  // The friend opens the link: the sign-up form has the code filled in.
  await page.goto(links.mall);
  await expect(field(page, 'inviteCode')).toHaveValue(code);
  const email = uniqueEmail('invited');
  await field(page, 'email').fill(email);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toContainText(/\d+s/);
  await field(page, 'code').fill(await kit.mailedCode(email));
  await field(page, 'password').fill(TEST_PASSWORD);
  await field(page, 'confirmPassword').fill(TEST_PASSWORD);
  await page.getByTestId('agree').locator('.adm-checkbox-icon').click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/$/);
  const token = (await page.evaluate(() => localStorage.getItem('token')))!;

  // The inviter's team shows the new member (masked), before any order.
  const team = await client.call('user/getTeam', { level: 1 }, { token: inviter.token });
  expect(team.counts[0]).toBe(1);

  // The friend buys (money, trade password and address prepared through the API) and pays.
  const friend = { email, password: TEST_PASSWORD, token } as Buyer;
  await kit.setTradePassword(friend);
  await kit.fund(token, 200);
  const address = await client.call(
    'address/saveAddress',
    { recipient: 'Invited Friend', phone: '+1 555 0123', country: 'United States', street: '5 Invite Lane' },
    { token },
  );
  const staff = await kit.staffToken();
  // A product its store ships itself, with stock and a modest price.
  const { list } = await client.call('admin/getGoodsList', { pageSize: 100 }, { token: staff });
  const sku = list
    .filter((g) => g.onSale)
    .flatMap((g) => g.skus)
    .find((k) => k.wholesaleCost === 0 && k.stock > 2 && k.price >= 2_000 && k.price <= 15_000);
  expect(sku).toBeDefined();
  const order = await buyAndPay(client, friend, address.id, sku!.id);

  // The staff ship it; the friend confirms receipt in the order page.
  const info = await client.call('order/getOrderInfo', { id: order.id }, { token });
  if (info.status === 'to_purchase')
    await client.call('admin/advanceOrder', { id: order.id, action: 'purchase' }, { token: staff });
  await client.call('admin/advanceOrder', { id: order.id, action: 'ship' }, { token: staff });
  await page.goto(`/mall/orders/${order.id}`);
  await page.getByTestId('order-confirm').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(page.getByText('Thanks! The order is complete.')).toBeVisible();

  // The inviter opens the invitation page and finds the paid reward of that order (masked number).
  const context = await browser.newContext({ ...pixel });
  await context.addInitScript((tok: string) => localStorage.setItem('token', tok), inviter.token);
  const mine = await context.newPage();
  await mine.goto('/me/invite?tab=rewards');
  const reward = mine.getByTestId('invite-reward');
  await expect(reward).toHaveCount(1);
  const masked = `${order.orderNo.slice(0, 4)}****${order.orderNo.slice(-4)}`;
  await expect(reward.getByTestId('invite-reward-order')).toHaveText(masked);
  await expect(reward).toContainText('Paid');
  await expect(reward).toContainText('Level 1');
  const expected = Math.min(
    Math.floor((info.total * rule.levelBps[0]!) / 10_000),
    Math.floor((info.total * 500) / 10_000),
  );
  await expect(reward.getByTestId('invite-reward-amount')).toHaveText(`$${(expected / 100).toFixed(2)}`);
  await expect(mine.getByTestId('invite-total-paid')).toContainText(`$${(expected / 100).toFixed(2)}`);
  // The rules shown are the configured ones.
  await mine.goto('/me/invite?tab=rules');
  await expect(mine.getByTestId('invite-rule-level-1')).toContainText('4%');
  await context.close();
});
