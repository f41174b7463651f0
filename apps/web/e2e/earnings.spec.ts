import { formatMoney } from '@app/contract';
import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';

/** The demo holder: units of two dramas, paid before two weeks of settled history (decision 48). */
const HOLDER = { email: 'viewer1@demo.local', password: 'Demo12345' };

test('a holder reads the earnings dashboard and traces a payout to its settlement and ledger transfer', async ({
  page,
  client,
}) => {
  const { token } = await client.call('user/signin', HOLDER);
  const profit = await client.call('profit/getProfit', {}, { token });
  expect(profit.totalAmount).toBeGreaterThan(0);
  const [latest] = profit.recent;
  expect(latest).toBeDefined();
  const info = await client.call('profit/getPayoutInfo', { id: latest!.id }, { token });

  await page.goto('/auth/signin');
  await signInWithForm(page, HOLDER.email, HOLDER.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/vip/dashboard');
  await expect(page.getByTestId('profit-total')).toHaveText(formatMoney(profit.totalAmount, 'en'));
  await expect(page.getByTestId('profit-today')).toHaveText(formatMoney(profit.todayAmount, 'en'));
  await expect(page.getByTestId('profit-cost')).toHaveText(formatMoney(profit.holdingsCost, 'en'));
  // The statement that earnings can be zero, the time zone and the settlement time are on the page.
  await expect(page.getByTestId('profit-honest')).toContainText('Earnings can be zero');
  await expect(page.getByTestId('profit-settles')).toContainText(`00:00 (${profit.timeZone})`);
  // Both charts load (ECharts in its own chunk).
  await expect(page.getByTestId('profit-trend-chart').locator('svg')).toBeVisible();
  await expect(page.getByTestId('profit-daily-chart').locator('svg')).toBeVisible();

  // The newest payout opens with its settlement's numbers, the formula filled in and the transfer.
  await page.getByTestId(`profit-payout-${latest!.id}`).click();
  const sheet = page.getByTestId('profit-breakdown');
  await expect(sheet).toContainText(latest!.title);
  await expect(page.getByTestId('profit-breakdown-net')).toContainText(
    formatMoney(info.settlement.net, 'en'),
  );
  await expect(page.getByTestId('profit-breakdown-amount')).toHaveText(formatMoney(latest!.amount, 'en'));
  await expect(sheet).toContainText(`× ${latest!.units} ÷ ${latest!.unitsIssued}`);
  if (info.transferId)
    await expect(page.getByTestId('profit-breakdown-transfer')).toHaveText(info.transferId);
});

test('a viewer without units sees the empty state and the same honest statement', async ({ page, kit }) => {
  const viewer = await kit.buyer({ tag: 'no-units' });
  await page.goto('/auth/signin');
  await signInWithForm(page, viewer.email, viewer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/vip/dashboard');
  await expect(page.getByTestId('profit-empty')).toContainText('You hold no revenue-share units');
  await expect(page.getByTestId('profit-honest')).toContainText('not refunded');
});
