import { randomUUID } from 'node:crypto';
import { formatMoney, loanInterest } from '@app/contract';
import { TEST_TRADE_PASSWORD, uploadFile } from '@app/testkit';
import { devices } from '@playwright/test';
import pg from 'pg';
import sharp from 'sharp';
import { expect, test } from './fixtures';
import { signInWithForm } from './helpers';
import { photo } from './seller-helpers';

/** The journey server's embedded PostgreSQL (playwright.config.ts: PG_PORT = PORT + 48,000). */
const PG_URL = `postgres://postgres:postgres@127.0.0.1:${Number(process.env.E2E_PORT ?? 3210) + 48_000}/dramamall`;

/**
 * Issue 16, whole: a seller with passed real-name checks applies for a loan after reading its cost,
 * staff approve and the money arrives; the days pass (the test moves the loan's dates back, as the
 * clock would have) and the daily job charges a late fee after the due date; the seller repays early,
 * staff accept, and the loan is repaid.
 */
test('a seller borrows, is charged a late fee after the due date, repays early and the loan is repaid', async ({
  browser,
  baseURL,
  client,
  kit,
}) => {
  test.setTimeout(180_000);
  const staff = await kit.staffToken();
  // A store owner whose real-name authentication passed, with money for the interest and fees.
  const seller = await kit.buyer({ tag: 'borrower', tradePassword: true, funds: 200 });
  await client.call(
    'user/openStore',
    {
      storeName: `Loan Shop ${randomUUID().slice(0, 6)}`,
      storeAddress: '12 Market Street, Leeds',
      country: 'GB',
      whatsapp: '+447700900123',
    },
    { token: seller.token },
  );
  const png = async (colour: string) =>
    new Blob([
      new Uint8Array(
        await sharp({ create: { width: 32, height: 20, channels: 3, background: colour } })
          .png()
          .toBuffer(),
      ),
    ]);
  const upload = async (colour: string) =>
    (await uploadFile(baseURL!, seller.token, await png(colour), 'auth', 'id.png')).url;
  await client.call(
    'user/saveAuth',
    {
      type: 'personal',
      realName: 'Ada Lender',
      idNumber: 'AL1234567',
      idFront: await upload('#336699'),
      idBack: await upload('#996633'),
    },
    { token: seller.token },
  );
  const auths = await client.call(
    'admin/getAuthList',
    { keyword: seller.email, status: 'reviewing' },
    { token: staff },
  );
  await client.call('admin/reviewAuth', { id: auths.list[0]!.id, action: 'approve' }, { token: staff });

  const page = await (await browser.newContext(devices['Pixel 7'])).newPage();
  await page.goto('/auth/signin');
  await signInWithForm(page, seller.email, seller.password);
  await expect(page).not.toHaveURL(/signin/);

  // The application: the cost is on the page before the tick.
  await page.goto('/loans');
  await page.getByTestId('loan-apply').click();
  const terms = await client.call('loan/getLoanTerms', {}, { token: seller.token });
  const product = terms.products.find((p) => p.eligible && p.termDays.includes(30))!;
  const products = page.getByTestId(`loan-product-${product.id}`);
  if (await products.count()) await products.click();
  await page.getByTestId('loan-amount').locator('input').fill('1000');
  await page.getByTestId('loan-term-30').click();
  await page.getByTestId('loan-nationality').click();
  await page.locator('.country-popup input').fill('United Kingdom');
  await page
    .locator('.country-popup .adm-check-list-item')
    .filter({ hasText: 'United Kingdom' })
    .first()
    .click();
  await page.getByTestId('loan-name').locator('input').fill('Ada Lender');
  await page.getByTestId('loan-id-number').locator('input').fill('AL1234567');
  for (const [side, colour] of [
    ['front', '#336699'],
    ['back', '#996633'],
    ['holding', '#669933'],
  ] as const) {
    await page
      .getByTestId(`loan-photo-${side}`)
      .locator('input[type=file]')
      .setInputFiles(await photo(colour));
    await expect(page.getByTestId(`loan-photo-${side}`).locator('.adm-image-uploader-cell-mask')).toHaveCount(
      0,
    );
  }
  const interest = loanInterest(100_000, product.annualRateBp, 30);
  await expect(page.getByTestId('loan-cost-interest')).toHaveText(formatMoney(interest, 'en'));
  await expect(page.getByTestId('loan-cost-total')).toHaveText(formatMoney(100_000 + interest, 'en'));
  await expect(page.getByTestId('loan-cost-late-fee')).toBeVisible();
  // Without the tick, nothing is sent.
  await page.getByTestId('loan-submit').click();
  await expect(page.getByText('Please read carefully and tick to agree')).toBeVisible();
  await page.getByTestId('loan-agree').click();
  await page.getByTestId('loan-submit').click();
  await expect(page.getByTestId('loan-status')).toHaveAttribute('data-status', 'applying');
  const [loan] = (await client.call('loan/getLoanList', {}, { token: seller.token })).list;
  expect(loan).toMatchObject({ amount: 100_000, interest, status: 'applying' });

  // Staff approve: the money arrives in the wallet.
  const before = (await client.call('user_wallet/getWallet', {}, { token: seller.token })).balance;
  await client.call('admin/reviewLoan', { id: loan!.id, action: 'approve' }, { token: staff });
  await page.reload();
  await expect(page.getByTestId('loan-status')).toHaveAttribute('data-status', 'repaying');
  await expect(page.getByTestId('loan-remaining')).toHaveText(formatMoney(100_000 + interest, 'en'));
  expect((await client.call('user_wallet/getWallet', {}, { token: seller.token })).balance).toBe(
    before + 100_000,
  );

  // Thirty-one days pass: the loan is one day past its due date and the 00:00 job runs.
  const db = new pg.Client({ connectionString: PG_URL });
  await db.connect();
  await db.query(
    `update loans set start_day = start_day - 31, due_day = due_day - 31, accrued_through = accrued_through - 31 where id = $1`,
    [loan!.id],
  );
  await db.end();
  await client.call('admin/runLoanJob', { reason: 'Loans journey: the night passed' }, { token: staff });
  await page.reload();
  await expect(page.getByTestId('loan-overdue-days')).toContainText('1');
  await expect(page.getByTestId('loan-entry-lateFee')).toHaveCount(1);
  const detail = await client.call('loan/getLoanInfo', { id: loan!.id }, { token: seller.token });
  const fee = detail.entries.find((e) => e.kind === 'lateFee')!.amount;
  expect(fee).toBeGreaterThan(0);
  await expect(page.getByTestId('loan-entry-lateFee')).toContainText(formatMoney(fee, 'en'));

  // The seller repays early: the payoff is shown, held from the wallet, and staff accept it.
  await page.getByTestId('loan-early').click();
  await expect(page.getByTestId('loan-early-amount')).toHaveText(formatMoney(detail.payoff!.amount, 'en'));
  await page.getByTestId('loan-early-confirm').click();
  // Over the trade-password amount: the wallet asks for it.
  await expect(page.getByTestId('trade-password-sheet')).toBeVisible();
  await page.locator('input[name="tradePassword"]').fill(TEST_TRADE_PASSWORD);
  await page.getByTestId('pay-confirm').click();
  await expect(page.getByTestId('loan-early-state')).toBeVisible();
  await client.call('admin/reviewEarlyRepayment', { id: loan!.id, action: 'accept' }, { token: staff });
  await page.reload();
  await expect(page.getByTestId('loan-status')).toHaveAttribute('data-status', 'repaid');
  const done = await client.call('loan/getLoanInfo', { id: loan!.id }, { token: seller.token });
  expect(done).toMatchObject({
    status: 'repaid',
    remaining: 0,
    paid: { fees: fee, interest, principal: 100_000 },
  });
});
