import { DEFAULT_STORE_LEVELS } from '@app/contract';
import { consoleSignin, expect, test } from './fixtures';

test('an admin changes the store level table with a reason; sellers read the new table', async ({
  page,
  client,
  kit,
}) => {
  // The API's own staff session first: its sign-in is audited too, before the change.
  const staff = await kit.staffToken();
  await consoleSignin(page);
  await page.getByRole('menuitem', { name: 'Store levels' }).click();
  await expect(page).toHaveURL(/\/admin\/store-levels$/);
  const table = page.getByTestId('store-levels-table');
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(DEFAULT_STORE_LEVELS.length);
  await expect(page.getByTestId('level-1-sales')).toBeDisabled();

  // Level 2 allows more products; saving needs a reason for the audit log.
  await page.getByTestId('level-2-products').fill('120');
  await page.getByTestId('store-levels-save').click();
  await expect(page.getByText('Please give a reason')).toBeVisible();
  await page.getByTestId('store-levels-reason').fill('More room for growing stores');
  await page.getByTestId('store-levels-save').click();
  await expect(page.getByText('Store levels saved')).toBeVisible();

  const { list } = await client.call('admin/getStoreLevelList', {}, { token: staff });
  expect(list[1]).toMatchObject({ level: 2, productLimit: 120 });
  const seller = await client.call('user/signin', { email: 'store1@demo.local', password: 'Demo12345' });
  const mine = await client.call('store/getMyStore', {}, { token: seller.token });
  expect(mine.levels[1]).toMatchObject({ level: 2, productLimit: 120 });
  const audit = await client.call('admin/getAuditList', {}, { token: staff });
  expect(audit.list.find((a) => a.action === 'store_levels.changed')).toMatchObject({
    action: 'store_levels.changed',
    reason: 'More room for growing stores',
  });

  // A threshold lower than the level before is refused on its field, and nothing is saved.
  await page.getByTestId('level-3-sales').fill('500');
  await page.getByTestId('store-levels-reason').fill('Try a lower threshold');
  await page.getByTestId('store-levels-save').click();
  await expect(page.getByText('Each level needs more sales than the one before')).toBeVisible();
  const after = await client.call('admin/getStoreLevelList', {}, { token: staff });
  expect(after.list[2]!.minSales).toBe(DEFAULT_STORE_LEVELS[2]!.minSales);

  // Back to the demo table for the other journeys.
  await client.call(
    'admin/saveStoreLevels',
    { levels: DEFAULT_STORE_LEVELS, reason: 'Back to the demo table' },
    { token: staff },
  );
});
