import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { instantToZoned } from '@app/contract';
import { campaignSaveBody } from '@app/testkit';
import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const PG_URL = `postgres://postgres:postgres@127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 48_000}/dramamall`;
const home = {
  recipient: 'Noor Buyer',
  phone: '+1 555 0117',
  country: 'United States',
  street: '17 Group Lane',
};
const money = (minor: number) => `$${(minor / 100).toFixed(2)}`;
const utc = (offsetDays: number) => instantToZoned(new Date(Date.now() + offsetDays * DAY), 'UTC');

/**
 * Issue 17's journey, one buyer on a phone: joins a group deal that completes and one that fails
 * (its deadline moved into the past, the deadline job refunds), earns points from the completed
 * order and the check-in, draws, wins goods (an order the platform pays, shipped to the buyer) and
 * receives them and a milestone; the Christmas page
 * shows in its window and hides outside it. It changes the prize table and the campaign's window
 * and puts both back, so it runs among the journeys that turn a platform-wide switch.
 */
test('a buyer joins a deal that completes and one that fails, earns points, draws and receives a prize; Christmas in and out of its window', async ({
  page,
  client,
  kit,
}) => {
  test.setTimeout(240_000);
  const staff = await kit.staffToken();
  const { rules } = await client.call('lottery/getLottery', {});
  // A deal price whose points, with the check-in, pay for one draw.
  const price = Math.max(
    1_000,
    Math.ceil((rules.costPerDraw - rules.checkInPoints) / rules.pointsPerUnit) * 100,
  );
  const goods = await client.call('admin/getGoodsList', { pageSize: 100 }, { token: staff });
  // Specifications buyers can order now (on sale, live, from a store that may sell), own stock.
  const buyable = [];
  for (const g of goods.list.filter((x) => x.onSale && x.review === 'live')) {
    if (!(await client.call('goods/getGoodsInfo', { id: g.id })).onSale) continue;
    buyable.push(
      ...g.skus.filter((k) => k.wholesaleCost === 0).map((k) => ({ ...k, goodsId: g.id, title: g.title })),
    );
    if (buyable.length > 20) break;
  }
  const sku = buyable.find((s) => s.stock >= 10 && s.price > price && s.price < 50_000)!;
  expect(sku).toBeDefined();
  const createDeal = (targetCount: number, cashback: number, reason: string) =>
    client.call(
      'admin/createDeal',
      {
        skuId: sku.id,
        price,
        targetCount,
        cashback,
        effect: 'immediate',
        deadline: new Date(Date.now() + DAY).toISOString(),
        reason,
      },
      { token: staff },
    );
  const completes = await createDeal(2, 150, 'Journey: a deal that completes');
  const fails = await createDeal(3, 0, 'Journey: a deal that fails');
  // Someone else holds the first place of the deal that completes.
  const other = await kit.buyer({ tag: 'deal-other', funds: 200 });
  const otherHome = await client.call('address/saveAddress', home, { token: other.token });
  await client.call(
    'task/join',
    { id: completes.id, addressId: otherHome.id },
    { token: other.token, idempotencyKey: randomUUID() },
  );

  const buyer = await kit.buyer({ tag: 'deal-journey', funds: 300 });
  await client.call('address/saveAddress', home, { token: buyer.token });
  await page.goto('/auth/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);

  // 1. The deal that completes: the buyer takes the last place; the group completes, cashback paid.
  await page.goto(`/tasks/${completes.id}`);
  await expect(page.getByTestId('deal-person')).toHaveCount(1);
  await page.getByTestId('deal-join').click();
  await expect(page.getByTestId('charge-cost')).toHaveText(money(price));
  await page.getByTestId('charge-pay').click();
  await expect(page.getByTestId('deal-state')).toHaveText('Completed');
  await expect(page.getByTestId('deal-my-place')).toContainText('$1.50');
  await expect(page.getByTestId('deal-person')).toHaveCount(2);

  // 2. The deal that fails: the buyer joins, one of three; the deadline passes without the others.
  await page.goto(`/tasks/${fails.id}`);
  await page.getByTestId('deal-join').click();
  await page.getByTestId('charge-pay').click();
  await expect(page.getByTestId('deal-state')).toHaveText('In progress');
  await expect(page.getByTestId('deal-my-place')).toBeVisible();
  const paidBoth = 30_000 - 2 * price + 150;
  expect((await client.call('user_wallet/getWallet', {}, { token: buyer.token })).balance).toBe(paidBoth);
  // The test clock: the deadline moves into the past; the deadline job (every minute) refunds.
  const db = new pg.Client({ connectionString: PG_URL });
  await db.connect();
  try {
    await db.query(`update group_deals set deadline = now() - interval '1 second' where id = $1`, [fails.id]);
  } finally {
    await db.end();
  }
  await expect
    .poll(async () => (await client.call('task/getTaskInfo', { id: fails.id })).deal.state, {
      timeout: 90_000,
    })
    .toBe('failed');
  await page.reload();
  await expect(page.getByTestId('deal-state')).toHaveText('Failed');
  await expect(page.getByTestId('deal-my-place')).toContainText('refunded in full to your wallet');
  expect((await client.call('user_wallet/getWallet', {}, { token: buyer.token })).balance).toBe(
    paidBoth + price,
  );

  // 3. The completed deal's order is shipped; the buyer confirms receipt and earns its points.
  const orders = await client.call('order/getOrderList', { status: 'all' }, { token: buyer.token });
  const dealOrder = orders.list.find((o) => o.type === 'quick_grab' && o.status !== 'refunded')!;
  await client.call('admin/advanceOrder', { id: dealOrder.id, action: 'ship' }, { token: staff });
  await page.goto(`/mall/orders/${dealOrder.id}`);
  await page.getByTestId('order-confirm').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(page.getByText('Thanks! The order is complete.')).toBeVisible();
  const earned = Math.floor((price * rules.pointsPerUnit) / 100);

  // 4. Points: the order's and the check-in's; then a draw that wins goods (staff made every draw
  //    win one unit of a product), which the platform pays and ships to the buyer's address.
  const before = await client.call('admin/getLottery', {}, { token: staff });
  const table = (l: typeof before) => ({
    // The journey's table retired these rows: they come back as new rows with what was left of them.
    prizes: l.prizes.map((p) => ({
      kind: p.kind,
      amount: p.amount,
      oddsBp: p.oddsBp,
      stock: p.remaining,
      ...(p.kind === 'voucher' ? { minSpend: p.minSpend ?? 0, validDays: p.validDays ?? 1 } : {}),
      ...(p.kind === 'goods' && p.goods ? { skuId: p.goods.skuId } : {}),
    })),
    noPrizeBp: l.noPrizeBp,
    milestones: l.milestones.map((m) => ({ draws: m.draws, kind: m.kind, amount: m.amount })),
  });
  const prizeSku = buyable.find((k) => k.goodsId !== sku.goodsId && k.stock >= 5)!;
  await client.call(
    'admin/saveLotteryPrizes',
    {
      prizes: [{ kind: 'goods', amount: 1, skuId: prizeSku.id, oddsBp: 10_000, stock: 5 }],
      noPrizeBp: 0,
      milestones: [{ draws: 1, kind: 'points', amount: 40 }],
      reason: 'Journey: every draw wins goods',
    },
    { token: staff },
  );
  let prizeOrderId: number | undefined;
  try {
    await page.goto('/lottery');
    await expect(page.getByTestId('lottery-balance')).toHaveText(earned.toLocaleString('en'));
    await page.getByTestId('lottery-checkin').click();
    await expect(page.getByTestId('lottery-balance')).toHaveText(
      (earned + rules.checkInPoints).toLocaleString('en'),
    );
    await expect(page.getByTestId('lottery-changed')).toBeVisible();
    await page.getByTestId('lottery-draw').click();
    const result = page.getByTestId('lottery-result');
    await expect(result).toContainText(prizeSku.title);
    await expect(result.getByTestId('lottery-won-goods')).toBeVisible();
    // The milestone of one draw became receivable; the buyer receives it.
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByTestId('lottery-draws')).toHaveText('1');
    const milestone = page.getByTestId('lottery-milestone').first();
    await milestone.getByTestId('lottery-receive').click();
    await expect(milestone).toContainText('Received');
    await expect(page.getByTestId('lottery-balance')).toHaveText(
      (earned + rules.checkInPoints - rules.costPerDraw + 40).toLocaleString('en'),
    );
    // The prize is an order to the buyer's address that the buyer pays nothing for.
    await page.getByTestId('lottery-won-order').first().click();
    await expect(page).toHaveURL(/\/mall\/orders\/\d+/);
    prizeOrderId = Number(/\/mall\/orders\/(\d+)/.exec(page.url())![1]);
  } finally {
    await client.call(
      'admin/saveLotteryPrizes',
      { ...table(before), reason: 'Journey: the table put back' },
      { token: staff },
    );
  }
  const prizeOrder = await client.call('order/getOrderInfo', { id: prizeOrderId! }, { token: buyer.token });
  expect(prizeOrder.payTotal).toBe(0);
  expect(prizeOrder.address.street).toBe(home.street);
  // Received: shipped by the store, confirmed by the buyer.
  if (prizeOrder.status === 'to_purchase')
    await client.call('admin/advanceOrder', { id: prizeOrderId!, action: 'purchase' }, { token: staff });
  await client.call('admin/advanceOrder', { id: prizeOrderId!, action: 'ship' }, { token: staff });
  await page.reload();
  await page.getByTestId('order-confirm').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm receipt' }).click();
  await expect(page.getByText('Thanks! The order is complete.')).toBeVisible();
  expect((await client.call('user_wallet/getWallet', {}, { token: buyer.token })).balance).toBe(
    paidBoth + price,
  );

  // 5. The Christmas page in its window, then outside it, then back.
  const christmas = (await client.call('admin/getCampaignList', {}, { token: staff })).list.find(
    (c) => c.key === 'christmas',
  )!;
  await page.goto('/campaign/christmas');
  await expect(page.getByTestId('campaign-page')).toHaveAttribute('data-state', 'running');
  await expect(page.getByTestId('campaign-countdown')).toBeVisible();
  try {
    await client.call(
      'admin/saveCampaign',
      campaignSaveBody(christmas, 'Journey: ended', { start: utc(-20), end: utc(-1) }),
      {
        token: staff,
      },
    );
    await page.reload();
    await expect(page.getByTestId('campaign-page')).toHaveAttribute('data-state', 'ended');
    await expect(page.getByTestId('campaign-not-running')).toContainText('This campaign has ended');
  } finally {
    await client.call('admin/saveCampaign', campaignSaveBody(christmas, 'Journey: the window put back'), {
      token: staff,
    });
  }
  await page.reload();
  await expect(page.getByTestId('campaign-page')).toHaveAttribute('data-state', 'running');
  expect((await client.call('admin/verifyLedger', {}, { token: staff })).ok).toBe(true);
});
