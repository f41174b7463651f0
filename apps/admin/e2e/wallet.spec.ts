import { formatMoney } from '@app/contract';
import { DEMO_ADMIN, freshTxHash } from '@app/testkit';
import { consoleSignin, expect, test } from './fixtures';

test.describe('wallet review and the ledger', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('staff reject one deposit with a reason, approve another, and the books still balance', async ({
    page,
    client,
    kit,
  }) => {
    const buyer = await kit.buyer({ tag: 'depositor' });
    const user = { email: buyer.email, id: buyer.user.id, token: buyer.token };
    const { list: currencies } = await client.call('chain/getCurrencyList', {});
    const currency = currencies.find((c) => c.depositEnabled);
    if (!currency) throw new Error('no currency accepts deposits');
    const deposit = (amount: string) =>
      client.call(
        'user_wallet/submitDeposit',
        { currencyId: currency.id, amount, txHash: freshTxHash() },
        { token: user.token },
      );
    const toReject = await deposit('7.5');
    const toApprove = await deposit('25');
    const credit = formatMoney(toApprove.creditAmount, 'en');
    const reason = `No transfer with this hash reached our address ${Date.now()}`;

    await consoleSignin(page);
    await page.getByRole('menuitem', { name: 'Deposits' }).click();
    await expect(page).toHaveURL(/\/admin\/deposits/);
    const table = page.getByTestId('deposits-table');
    const rowOf = (hash: string) => table.getByRole('row').filter({ hasText: hash.slice(0, 8) });
    await expect(rowOf(toReject.txHash)).toContainText(user.email);
    await expect(rowOf(toApprove.txHash)).toContainText(credit);

    // A rejection needs a reason, which the user then sees on their record.
    await rowOf(toReject.txHash).getByRole('button', { name: 'Reject' }).click();
    const modal = page.getByRole('dialog', { name: 'Reject this deposit' });
    await modal.getByRole('button', { name: 'Reject deposit' }).click();
    await expect(modal).toContainText('Please give a reason');
    await modal.getByLabel('Reason shown to the user').fill(reason);
    await modal.getByRole('button', { name: 'Reject deposit' }).click();
    await expect(modal).toBeHidden();
    await expect(rowOf(toReject.txHash)).toHaveCount(0);
    const mine = await client.call(
      'user_wallet/getDepositList',
      { page: 1, pageSize: 10 },
      { token: user.token },
    );
    expect(mine.list.find((d) => d.id === toReject.id)).toMatchObject({
      status: 'rejected',
      rejectReason: reason,
    });

    // Approving states the exact credit first, then credits it once.
    await rowOf(toApprove.txHash).getByRole('button', { name: 'Approve' }).click();
    const confirm = page.locator('.ant-popconfirm');
    await expect(confirm).toContainText(credit);
    await confirm.getByRole('button', { name: 'Approve and credit' }).click();
    const toast = page.locator('.ant-message');
    await expect(toast).toContainText('Deposit approved');
    await expect(toast).toContainText(credit);
    await expect(rowOf(toApprove.txHash)).toHaveCount(0);
    const wallet = await client.call('user_wallet/getWallet', {}, { token: user.token });
    expect(wallet.balance).toBe(toApprove.creditAmount);

    // The history shows who decided.
    await page.getByRole('tab', { name: 'Approved' }).click();
    await expect(page).toHaveURL(/status=approved/);
    await expect(rowOf(toApprove.txHash)).toContainText('Demo Admin');

    // The books balance after the decisions.
    await page.getByRole('menuitem', { name: 'Ledger' }).click();
    await page.getByRole('tab', { name: 'Verify' }).click();
    await expect(page).toHaveURL(/\/admin\/ledger\/verify/);
    await page.getByTestId('ledger-verify-run').click();
    const report = page.getByTestId('ledger-verify-result');
    await expect(report).toContainText('The books balance');
    await expect(report).toContainText('Problems found: 0');

    // The user's statement holds the credit, from the crypto clearing account to theirs.
    await page.goto(`/admin/ledger/transfers?userId=${user.id}`);
    await expect(page.getByTestId('ledger-statement')).toContainText(`Statement of user ${user.id}`);
    const transfers = page.getByTestId('ledger-transfers-table').locator('tbody tr.ant-table-row');
    await expect(transfers).toHaveCount(1);
    await expect(transfers.first()).toContainText(credit);
    await expect(transfers.first()).toContainText(`user:${user.id}:available`);
    await expect(transfers.first()).toContainText('deposit');
  });

  test('staff without a finance role see no wallet pages', async ({ page }) => {
    await consoleSignin(page, { email: 'support@demo.local', password: DEMO_ADMIN.password });
    const menu = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(menu.getByRole('menuitem', { name: 'Users' })).toBeVisible();
    for (const name of ['Deposits', 'Withdrawals', 'Ledger']) {
      await expect(menu.getByRole('menuitem', { name })).toHaveCount(0);
    }
    await page.goto('/admin/ledger/transfers');
    await expect(page.getByText('Your staff roles do not include this page.')).toBeVisible();
  });
});
