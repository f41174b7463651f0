import { consoleSignin, expect, test } from './fixtures';

test.describe('revenue-share settlements in the console', () => {
  test.use({ locale: 'en-US', viewport: { width: 1440, height: 960 } });

  test('an admin opens a settlement’s inputs and payouts, and a rerun of a settled day pays nothing', async ({
    page,
    client,
    kit,
  }) => {
    const token = await kit.staffToken();
    const { list } = await client.call('admin/getSettlementList', { pageSize: 1 }, { token });
    const [newest] = list;
    expect(newest).toBeDefined();

    await consoleSignin(page);
    await page.goto('/admin/revenue-settlements');
    await page.locator('[data-testid="settlement-table"] tbody tr.ant-table-row').first().click();
    const detail = page.getByTestId('settlement-detail');
    await expect(detail).toContainText(newest!.timeZone);
    await expect(detail).toContainText('Offerings earning this day');

    // Yesterday (the run's default day) is settled, by the demo history's daily job or by this call.
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await client.call(
      'admin/runSettlement',
      { day: yesterday, reason: 'Make sure the day is settled' },
      { token },
    );

    await page.keyboard.press('Escape');
    await page.getByTestId('settlement-run').click();
    await page.getByTestId('settlement-run-reason').fill('Proving a settled day pays once');
    await page.getByTestId('settlement-run-submit').click();
    const result = page.getByTestId('settlement-run-result');
    await expect(result).toContainText('was already settled: nothing was paid again');
    // Amounts are isolated left-to-right (U+2066 … U+2069) for right-to-left languages.
    await expect(result).toContainText(/Paid by this run:\s*\u2066?\$0\.00/);
    await expect(result).not.toContainText('Settled now');
    const books = await client.call('admin/verifyLedger', {}, { token });
    expect(books.ok).toBe(true);
  });
});
