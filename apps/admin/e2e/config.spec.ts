import { formatMoney } from '@app/contract';
import { uploadFile } from '@app/testkit';
import { consoleSignin, expect, test } from './fixtures';

/** The smallest valid PNG (1×1), as a user's voucher photo. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

test.describe('bank top-ups and configuration', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('staff complete one bank top-up and reject another with a reason', async ({
    page,
    baseURL,
    client,
    kit,
  }) => {
    const user = await kit.buyer({ tag: 'payer' });
    const png = new Blob([PNG], { type: 'image/png' });
    const { url: voucher } = await uploadFile(baseURL!, user.token, png, 'voucher', 'voucher.png');
    const { list: channels } = await client.call('bank/getChannelList', {}, { token: user.token });
    const channel = channels[0];
    if (!channel) throw new Error('no bank channel is enabled');
    const stamp = Date.now().toString(36).toUpperCase();
    const submit = (amount: string, receiptNo: string) =>
      client.call(
        'bank/submitRecharge',
        { channelId: channel.id, amount, receiptNo, voucher },
        { token: user.token },
      );
    const toComplete = await submit('250', `R-OK-${stamp}`);
    const toReject = await submit('120', `R-NO-${stamp}`);
    const credit = formatMoney(toComplete.creditAmount, 'en');
    const reason = `No payment with this receipt reached our account ${stamp}`;

    await consoleSignin(page);
    await page.getByRole('menuitem', { name: 'Bank top-ups' }).click();
    await expect(page).toHaveURL(/\/admin\/recharges/);
    const table = page.getByTestId('recharges-table');
    const rowOf = (receipt: string) => table.getByRole('row').filter({ hasText: receipt });
    await expect(rowOf(toComplete.receiptNo)).toContainText(user.email);
    await expect(rowOf(toComplete.receiptNo)).toContainText(credit);
    await expect(rowOf(toComplete.receiptNo).getByTestId('recharge-voucher')).toBeVisible();

    // A rejection needs a reason, which the user then sees.
    await rowOf(toReject.receiptNo).getByRole('button', { name: 'Reject' }).click();
    const modal = page.getByRole('dialog', { name: 'Reject this top-up' });
    await modal.getByRole('button', { name: 'Reject top-up' }).click();
    await expect(modal).toContainText('Please give a reason');
    await modal.getByLabel('Reason shown to the user').fill(reason);
    await modal.getByRole('button', { name: 'Reject top-up' }).click();
    await expect(modal).toBeHidden();
    await expect(rowOf(toReject.receiptNo)).toHaveCount(0);
    const mine = await client.call('bank/getRechargeList', { page: 1, pageSize: 10 }, { token: user.token });
    expect(mine.list.find((r) => r.id === toReject.id)).toMatchObject({
      status: 'rejected',
      rejectReason: reason,
    });

    // Completing states the exact credit first, then credits it once.
    await rowOf(toComplete.receiptNo).getByRole('button', { name: 'Complete' }).click();
    const confirm = page.locator('.ant-popconfirm');
    await expect(confirm).toContainText(credit);
    await confirm.getByRole('button', { name: 'Complete and credit' }).click();
    const toast = page.locator('.ant-message');
    await expect(toast).toContainText('Top-up completed');
    await expect(toast).toContainText(credit);
    await expect(rowOf(toComplete.receiptNo)).toHaveCount(0);
    const wallet = await client.call('user_wallet/getWallet', {}, { token: user.token });
    expect(wallet.balance).toBe(toComplete.creditAmount);

    await page.getByRole('tab', { name: 'Completed' }).click();
    await expect(rowOf(toComplete.receiptNo)).toContainText('Demo Admin');
  });

  test('staff change a minimum deposit and switch a bank channel off and on, and it is audited', async ({
    page,
    client,
    kit,
  }) => {
    const session = await kit.buyer({ tag: 'payer' });
    const before = (await client.call('chain/getCurrencyList', {})).list.find(
      (c) => c.currency === 'USDT' && c.network === 'TRC20',
    );
    if (!before) throw new Error('USDT TRC20 is not configured');
    const original = (before.minDeposit / 10 ** before.scale).toString();
    const changed = String(Number(original) + 7);

    await consoleSignin(page);
    // The configuration group is open from the start.
    await expect(page.getByRole('menuitem', { name: 'Configuration' })).toBeVisible();
    await page.getByRole('menuitem', { name: 'Currencies' }).click();
    await expect(page).toHaveURL(/\/admin\/settings\/currencies/);
    await expect(page.getByTestId('audit-note')).toContainText('recorded in the audit log');
    const row = page.getByTestId('currencies-table').getByRole('row').filter({ hasText: 'TRC20' });
    const setMinimum = async (value: string) => {
      await row.getByRole('button', { name: /Edit/ }).click();
      const drawer = page.getByTestId('currency-drawer');
      await drawer.getByLabel('Minimum deposit').fill(value);
      await drawer.getByRole('button', { name: 'Save' }).click();
      await expect(drawer).toBeHidden();
    };
    await setMinimum(changed);
    await expect(row).toContainText(`${Number(changed).toFixed(before.scale)} USDT`);
    const after = (await client.call('chain/getCurrencyList', {})).list.find((c) => c.id === before.id);
    expect(after?.minDeposit).toBe(Number(changed) * 10 ** before.scale);
    await setMinimum(original);
    await expect
      .poll(async () => (await client.call('chain/getCurrencyList', {})).list.find((c) => c.id === before.id))
      .toMatchObject({ minDeposit: before.minDeposit });

    // Switching a bank channel off hides it from users; switching it on brings it back.
    const { list: channels } = await client.call('bank/getChannelList', {}, { token: session.token });
    const channel = channels[0];
    if (!channel) throw new Error('no bank channel is enabled');
    await page.getByRole('menuitem', { name: 'Bank channels' }).click();
    const channelRow = page
      .getByTestId('bank-channels-table')
      .getByRole('row')
      .filter({ hasText: channel.name });
    await channelRow.getByTestId('bank-channel-enabled').click();
    const confirm = page.getByRole('dialog').filter({ hasText: `Switch off ${channel.name}?` });
    await confirm.getByRole('button', { name: 'Switch off' }).click();
    await expect(channelRow.getByTestId('bank-channel-enabled')).not.toBeChecked();
    const visible = async () =>
      (await client.call('bank/getChannelList', {}, { token: session.token })).list.some(
        (c) => c.id === channel.id,
      );
    expect(await visible()).toBe(false);
    await channelRow.getByTestId('bank-channel-enabled').click();
    await expect(channelRow.getByTestId('bank-channel-enabled')).toBeChecked();
    expect(await visible()).toBe(true);

    // Both kinds of change are in the audit log.
    const audit = await client.call(
      'admin/getAuditList',
      { page: 1, pageSize: 50 },
      { token: await kit.staffToken() },
    );
    const actions = audit.list.map((entry) => entry.action);
    expect(actions).toContain('currency.changed');
    expect(actions).toContain('bank_channel.changed');
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await expect(page.getByTestId('audit-table')).toContainText('currency.changed');
  });
});
