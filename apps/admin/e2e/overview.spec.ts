import { DEMO_ADMIN, DEMO_USDT, freshTxHash } from '@app/testkit';
import { consoleSignin, expect, test } from './fixtures';

test.describe('the console overview', () => {
  test.use({ locale: 'en-US', viewport: { width: 1440, height: 900 } });

  test('staff land on the overview, see the deposits they are waiting on, and follow the card to the queue', async ({
    page,
    client,
    kit,
  }) => {
    const admin = await kit.staffToken();
    const buyer = await kit.buyer({ tag: 'overview' });
    const hashes = [freshTxHash(), freshTxHash()];
    for (const txHash of hashes) {
      await client.call(
        'user_wallet/submitDeposit',
        { currencyId: DEMO_USDT, amount: '12.5', txHash },
        { token: buyer.token },
      );
    }

    await consoleSignin(page, DEMO_ADMIN);
    await expect(page).toHaveURL(/\/admin\/overview$/);
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu.getByRole('menuitem').first()).toHaveText('Overview');
    await expect(page.getByRole('heading', { name: 'Overview', level: 3 })).toBeVisible();
    await expect(page.getByText(/days run from midnight to midnight UTC/)).toBeVisible();

    // The deposits card shows what the server counts at that moment, the two this test submitted
    // among them. Other journeys add and review deposits meanwhile (the wallet journey reviews two
    // of its own), so the count is not compared with an earlier one.
    const card = page.getByTestId('overview-queue-deposits');
    await expect(async () => {
      const now = await client.call('admin/getOverview', {}, { token: admin });
      const pending = now.queues.deposits!.pending;
      expect(pending).toBeGreaterThanOrEqual(2);
      await page.getByRole('button', { name: 'Refresh' }).click();
      await expect(card.locator('.ant-statistic-content-value')).toHaveText(String(pending), {
        timeout: 2_000,
      });
    }).toPass();
    await expect(card).toContainText('Oldest waiting since');

    // Today's sign-ups include this test's buyer; the trend draws a chart and reads as a table too.
    const users = page.getByTestId('overview-today-users');
    await expect(users).toContainText('New users');
    await expect(page.getByTestId('overview-chart-signups').locator('svg')).toBeVisible();
    await page.getByTestId('overview-view').getByText('Table').click();
    await expect(page.getByTestId('overview-trend-table').locator('tbody tr.ant-table-row')).toHaveCount(14);
    await page.getByTestId('overview-days').getByText('Last 30 days').click();
    await expect(page).toHaveURL(/days=30/);
    await expect(page.getByTestId('overview-trend-table').locator('tbody tr.ant-table-row')).toHaveCount(30);

    // The card opens the deposits queue, where this test's deposits wait.
    await page.getByTestId('overview-open-deposits').click();
    await expect(page).toHaveURL(/\/admin\/deposits$/);
    await expect(page.getByTestId('deposit-tabs').getByRole('tab', { selected: true })).toContainText(
      'To review',
    );
    // The queue is oldest first: a page of 100 holds this test's requests however many wait.
    await page.goto('/admin/deposits?pageSize=100');
    const table = page.getByTestId('deposits-table');
    for (const hash of hashes) {
      await expect(table.getByRole('row').filter({ hasText: hash.slice(0, 8) })).toContainText(buyer.email);
    }
  });

  test('a member sees only the parts of the overview their roles may open', async ({ page }) => {
    await consoleSignin(page, { email: 'support@demo.local', password: DEMO_ADMIN.password });
    await expect(page).toHaveURL(/\/admin\/overview$/);
    await expect(page.getByTestId('overview-queue-feedback')).toBeVisible();
    await expect(page.getByTestId('overview-queue-refunds')).toBeVisible();
    for (const hidden of [
      'overview-queue-deposits',
      'overview-queue-withdrawals',
      'overview-ledger',
      'overview-transcode',
    ]) {
      await expect(page.getByTestId(hidden)).toHaveCount(0);
    }
    await page.getByTestId('overview-open-refunds').click();
    await expect(page).toHaveURL(/\/admin\/orders\?status=refunding$/);
  });
});
