import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';

const HOUR = 3_600_000;
const home = {
  recipient: 'Ana Buyer',
  phone: '+1 555 0100',
  country: 'United States',
  street: '1 Main St',
};

test('a buyer finds a group deal, joins the last place from the wallet and the group completes with cashback', async ({
  page,
  client,
  kit,
}) => {
  // Staff offer a demo product at a group price for two people (decision 54).
  const staff = await kit.staffToken();
  const goods = await client.call('admin/getGoodsList', { pageSize: 50 }, { token: staff });
  const sku = goods.list.flatMap((g) => g.skus).find((s) => s.stock >= 10 && s.price >= 1_000)!;
  const deal = await client.call(
    'admin/createDeal',
    {
      skuId: sku.id,
      price: 800,
      targetCount: 2,
      cashback: 150,
      effect: 'immediate',
      deadline: new Date(Date.now() + 24 * HOUR).toISOString(),
      reason: 'Journey deal',
    },
    { token: staff },
  );
  // Someone joined first.
  const first = await kit.buyer({ tag: 'deal-first', funds: 20 });
  const firstHome = await client.call('address/saveAddress', home, { token: first.token });
  await client.call('task/join', { id: deal.id, addressId: firstHome.id }, { token: first.token });

  const buyer = await kit.buyer({ tag: 'deal', funds: 20 });
  await client.call('address/saveAddress', home, { token: buyer.token });
  await page.goto('/auth/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/tasks?filter=inProgress');
  const card = page.getByTestId(`deal-${deal.id}`);
  await expect(card).toContainText(/1\W*of\W*2\W*joined/);
  await card.click();

  await expect(page.getByTestId('deal-price')).toHaveText('$8.00');
  await expect(page.getByTestId('deal-cashback')).toContainText('$1.50');
  await expect(page.getByTestId('deal-person')).toHaveCount(1);
  await expect(page.getByTestId('deal-person')).toContainText('***');
  await expect(page.getByTestId('deal-link')).toHaveText(new RegExp(`/tasks/${deal.id}$`));
  await expect(page.getByTestId('deal-share').locator('canvas')).toBeVisible();

  await page.getByTestId('deal-join').click();
  await expect(page.getByTestId('charge-cost')).toHaveText('$8.00');
  await expect(page.getByTestId('charge-balance')).toHaveText('$20.00');
  await page.getByTestId('charge-pay').click();

  // The last place completes the group: the order proceeds and the cashback is paid.
  await expect(page.getByTestId('deal-state')).toHaveText('Completed');
  await expect(page.getByTestId('deal-my-place')).toContainText('is being fulfilled');
  await expect(page.getByTestId('deal-my-place')).toContainText('$1.50');
  await expect(page.getByTestId('deal-person')).toHaveCount(2);
  expect((await client.call('user_wallet/getWallet', {}, { token: buyer.token })).balance).toBe(
    2_000 - 800 + 150,
  );
  const completed = await client.call('task/getTaskList', { filter: 'toSettle' }, { token: buyer.token });
  expect(completed.list.map((d) => d.id)).toEqual([deal.id]);
});

test('a buyer watching a deal sees another join and then the platform cancel it, with the reason, without reloading', async ({
  page,
  client,
  kit,
}) => {
  const staff = await kit.staffToken();
  const goods = await client.call('admin/getGoodsList', { pageSize: 50 }, { token: staff });
  const sku = goods.list
    .flatMap((g) => g.skus)
    .find((s) => s.stock >= 10 && s.price >= 1_000 && s.price <= 20_000)!;
  // At the product's own price (fixed now), for three people.
  const deal = await client.call(
    'admin/createDeal',
    {
      skuId: sku.id,
      priceMode: 'product',
      targetCount: 3,
      cashback: 0,
      effect: 'immediate',
      deadline: new Date(Date.now() + 24 * HOUR).toISOString(),
      reason: 'Journey deal',
    },
    { token: staff },
  );
  expect(deal.price).toBe(sku.price);
  // Counts are isolated left-to-right runs (U+2066 … U+2069) in the sentence.
  const joinedOf = (n: number) => new RegExp(`\u2066?${n}\u2069? of \u2066?3\u2069? joined`);
  const watcher = await kit.buyer({ tag: 'deal-watch', funds: 5 });
  await page.goto('/auth/signin');
  await signInWithForm(page, watcher.email, watcher.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto(`/tasks/${deal.id}`);
  await expect(page.getByTestId('deal-progress')).toContainText(joinedOf(0));

  // Another buyer joins (through the API): the count on the open page rises.
  const other = await kit.buyer({ tag: 'deal-other', funds: Math.ceil(sku.price / 100) + 5 });
  const otherHome = await client.call('address/saveAddress', home, { token: other.token });
  await client.call('task/join', { id: deal.id, addressId: otherHome.id }, { token: other.token });
  await expect(page.getByTestId('deal-progress')).toContainText(joinedOf(1));

  // Staff cancel it: the page says so, with the reason, and the joiner is refunded.
  await client.call('admin/cancelDeal', { id: deal.id, reason: 'Supplier out of stock' }, { token: staff });
  await expect(page.getByTestId('deal-state')).toHaveText('Cancelled');
  await expect(page.getByTestId('deal-cancelled')).toContainText('Supplier out of stock');
  await expect(page.getByTestId('deal-join')).toBeDisabled();
  const wallet = await client.call('user_wallet/getWallet', {}, { token: other.token });
  expect(wallet.balance).toBe((Math.ceil(sku.price / 100) + 5) * 100);
});
