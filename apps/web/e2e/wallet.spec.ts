import type { ApiClient } from '@app/contract';
import { freshTxHash } from '@app/testkit';
import { expect, test } from './fixtures';
import { field, signInWithForm } from './helpers';

const TRADE_PASSWORD = '246810';
const WITHDRAW_ADDRESS = 'TQrY8tryqsYVCYS3MFbtffiPp2ccyn4STm';

/** Staff approve one deposit (found by its transaction hash) through the console API. */
async function approveDeposit(client: ApiClient, staff: string, txHash: string) {
  const { list } = await client.call(
    'admin/getDepositReviewList',
    { status: 'reviewing', pageSize: 100 },
    { token: staff },
  );
  const deposit = list.find((d) => d.txHash === txHash);
  expect(deposit, 'the deposit waits for review').toBeDefined();
  await client.call('admin/reviewDeposit', { id: deposit!.id, action: 'approve' }, { token: staff });
}

test('deposit, approval, transfer, address, withdrawal and records', async ({ page, client, kit }) => {
  test.setTimeout(240_000);
  const buyer = await kit.buyer({ tag: 'wallet' });
  // One code a minute per address: each later code waits for the previous code's minute.
  let codeAllowedAt = Date.now() + 61_000;
  await page.goto('/auth/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);

  // Without a trade password, a transfer leads to setting one first, then back to the transfer.
  await page.goto('/wallet/transfer');
  await expect(page.getByTestId('trade-password-gate')).toBeVisible();
  await page.getByRole('button', { name: 'Set trade password' }).click();
  await expect(page).toHaveURL(/\/me\/trade-password\?redirect=%2Fwallet%2Ftransfer$/);
  // The first trade password is confirmed with an email code, never the login password alone.
  await expect(page.getByTestId('trade-first-hint')).toContainText('login password alone can never');
  await expect(field(page, 'loginPassword')).toHaveCount(0);
  await field(page, 'tradePassword').fill(TRADE_PASSWORD);
  await field(page, 'confirmTradePassword').fill(TRADE_PASSWORD);
  await page.waitForTimeout(Math.max(0, codeAllowedAt - Date.now()));
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toContainText(/\d+s/);
  codeAllowedAt = Date.now() + 61_000;
  await field(page, 'code').fill(await kit.mailedCode(buyer.email));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/wallet\/transfer$/);
  await expect(page.getByTestId('trade-password-gate')).toHaveCount(0);

  // Deposit 25 USDT on TRC20: the address and its QR code, then the report for review.
  await page.goto('/wallet/deposit');
  await page.getByText('USDT', { exact: true }).click();
  await page.getByText('TRC20', { exact: true }).click();
  await expect(page.getByTestId('deposit-address')).toHaveText(/^T\w{33}$/);
  await expect(page.getByTestId('deposit-qr').locator('canvas')).toBeVisible();
  const txHash = freshTxHash();
  await field(page, 'amount').fill('25');
  await expect(page.getByText('You will receive')).toBeVisible();
  await field(page, 'txHash').fill(txHash);
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/\/wallet\/records\?tab=deposits$/);
  await expect(page.getByTestId('deposit-item').first()).toContainText('Under review');

  await approveDeposit(client, await kit.staffToken(), txHash);
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('$25.00');

  // The eye hides the figures and remembers it.
  await page.getByTestId('toggle-balance').click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('****');
  expect(await page.evaluate(() => localStorage.getItem('hideBalance'))).toBe('true');
  await page.getByTestId('toggle-balance').click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('$25.00');

  // Transfer 5.00 to the demo buyer by email.
  await page.getByTestId('wallet-action-transfer').click();
  await field(page, 'to').fill('buyer@demo.local');
  await field(page, 'amount').fill('5');
  await field(page, 'remark').fill('Lunch');
  await field(page, 'tradePassword').fill(TRADE_PASSWORD);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByText('Confirm transfer')).toBeVisible();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page).toHaveURL(/\/wallet\/records\?tab=transfers$/);
  await expect(page.getByTestId('transfer-item').first()).toContainText('-$5.00');
  // The record names the recipient enough to recognise, never by their whole address.
  await expect(page.getByTestId('transfer-item').first()).toContainText('b***@demo.local');
  await expect(page.getByTestId('transfer-item').first()).not.toContainText('buyer@demo.local');

  // A TRC20 withdrawal address.
  await page.goto('/wallet/addresses');
  await page.getByTestId('address-add').click();
  const sheet = page.getByTestId('address-form');
  await sheet.getByText('USDT', { exact: true }).click();
  await sheet.getByText('TRC20', { exact: true }).click();
  await field(page, 'address').fill('T-not-an-address');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Please enter a valid wallet address')).toBeVisible();
  await field(page, 'address').fill(WITHDRAW_ADDRESS);
  await field(page, 'label').fill('My exchange');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByTestId('address-item')).toHaveCount(1);
  await expect(page.getByTestId('address-item')).toContainText(WITHDRAW_ADDRESS);

  // Withdraw 10.00 (fee 1.00 on top) with the email code and the trade password.
  await page.goto('/wallet/withdraw');
  await expect(page.getByTestId('withdraw-address')).toContainText('TRC20');
  await expect(page.getByText('24-hour limit')).toBeVisible();
  await field(page, 'amount').fill('10');
  await expect(page.getByTestId('withdraw-total')).toHaveText('$11.00');
  await page.waitForTimeout(Math.max(0, codeAllowedAt - Date.now()));
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toContainText(/\d+s/);
  const code = await kit.mailedCode(buyer.email);
  await field(page, 'code').fill(code);
  await field(page, 'tradePassword').fill(TRADE_PASSWORD);
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/\/wallet\/records\?tab=withdrawals$/);
  await expect(page.getByTestId('withdrawal-item').first()).toContainText('Under review');

  // The overview: 25 - 5 - (10 + 1) available, 11 frozen for the withdrawal under review.
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('$9.00');
  await expect(page.getByTestId('wallet-frozen')).toContainText('$11.00');
  await page.getByTestId('wallet-frozen').click();
  await expect(page.getByTestId('holds')).toContainText('Withdrawal under review');
  await page.keyboard.press('Escape');

  // Every movement is in the records.
  await page.goto('/wallet/records');
  const log = page.getByTestId('log-item');
  await expect(log.filter({ hasText: 'Deposit' }).first()).toBeVisible();
  await expect(log.filter({ hasText: 'Transfer' }).first()).toBeVisible();
  await expect(log.filter({ hasText: 'Withdrawal' }).first()).toBeVisible();
  await page.getByTestId('records-tab-deposits').click();
  await expect(page.getByTestId('deposit-item')).toContainText('Approved');
  await page.getByTestId('records-tab-withdrawals').click();
  await expect(page.getByTestId('withdrawal-item')).toContainText('Under review');
  await page.getByTestId('records-tab-transfers').click();
  await expect(page.getByTestId('transfer-item')).toContainText('Lunch');
});

test('after an email change, withdrawals and transfers say they are paused, and why', async ({
  page,
  kit,
}) => {
  const buyer = await kit.buyer({ tag: 'hold' });
  await page.goto('/auth/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);

  // The email form asks for the password and says what the change does before it is made.
  await page.goto('/me/profile');
  await expect(page.getByText('withdrawals and transfers will pause for 24 hours')).toBeVisible();
  const next = buyer.email.replace('@', '+moved@');
  await field(page, 'email').fill(next);
  await page.getByTestId('send-code').click();
  await field(page, 'code').fill(await kit.mailedCode(next));
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText('Please enter a password')).toBeVisible();
  await field(page, 'password').fill(buyer.password);
  await page.getByRole('button', { name: 'Change email' }).click();
  await expect(page.getByText('Email changed')).toBeVisible();

  for (const path of ['/wallet/withdraw', '/wallet/transfer']) {
    await page.goto(path);
    const hold = page.getByTestId('funds-hold');
    await expect(hold).toContainText('Withdrawals and transfers are paused');
    await expect(hold).toContainText('Your email address was changed');
    await expect(page.locator('input[name="tradePassword"]')).toHaveCount(0);
  }
});
