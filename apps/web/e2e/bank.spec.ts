import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import type { ApiClient } from '@app/contract';
import { expect, test } from './fixtures';
import { field, signInWithForm } from './helpers';

const SEPA = 'SEPA transfer (EUR)';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, tail]);
};

/** A small PNG "bank receipt": white paper with grey text lines and a blue stamp. */
function voucherPng(width = 120, height = 160): Buffer {
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3, 255);
    row[0] = 0;
    for (let x = 0; x < width; x++) {
      const line = y > 20 && y < 120 && y % 12 < 4 && x > 12 && x < width - 12 - (y % 36);
      const stamp = (x - 85) ** 2 + (y - 135) ** 2 < 220;
      const rgb = stamp ? [40, 90, 200] : line ? [150, 150, 150] : y < 14 ? [252, 87, 63] : [255, 255, 255];
      row.set(rgb, 1 + x * 3);
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Step 1 and step 2 of a bank top-up through the SEPA channel. */
async function topUp(page: Page, amount: string, receiptNo: string) {
  await page.goto('/wallet/bank');
  await page.getByTestId('bank-channels').getByText(SEPA).click();
  await field(page, 'amount').fill(amount);
  await field(page, 'receiptNo').fill(receiptNo);
  await page.getByTestId('voucher-input').setInputFiles({
    name: `${receiptNo}.png`,
    mimeType: 'image/png',
    buffer: voucherPng(),
  });
  await expect(page.getByTestId('voucher-preview')).toBeVisible();
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page).toHaveURL(/\/wallet\/records\?tab=bank$/);
}

/** Staff complete one top-up (found by its receipt number) through the console API. */
async function completeTopUp(client: ApiClient, staff: string, receiptNo: string) {
  const { list } = await client.call(
    'admin/getRechargeReviewList',
    { status: 'requesting', pageSize: 100 },
    { token: staff },
  );
  const recharge = list.find((r) => r.receiptNo === receiptNo);
  expect(recharge, 'the top-up waits for review').toBeDefined();
  await client.call('admin/reviewRecharge', { id: recharge!.id, action: 'approve' }, { token: staff });
}

test('bank-card top-up: choose the account, report with a voucher, cancel, completion', async ({
  page,
  client,
  kit,
}) => {
  test.setTimeout(90_000);
  const buyer = await kit.buyer({ tag: 'bank' });
  const receipt = `SEPA-A-${Date.now()}`;
  const other = receipt.replace('SEPA-A-', 'SEPA-B-');
  await page.goto('/auth/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);

  // The overview's quick action leads to step 1: the account to pay into, with its rules.
  await page.goto('/wallet');
  await page.getByTestId('wallet-action-bank').click();
  await expect(page).toHaveURL(/\/wallet\/bank$/);
  await page.getByTestId('bank-channels').getByText(SEPA).click();
  const details = page.getByTestId('bank-details');
  await expect(details).toContainText('DE89370400440532013000');
  await expect(details).toContainText('DEMODEFFXXX');
  await expect(page.getByTestId('bank-notes')).toContainText('at the latest T+3');
  await expect(page.getByTestId('bank-rate')).toContainText('1 EUR = $1.08');

  // Step 2 checks the receipt number and the voucher before sending.
  await field(page, 'amount').fill('250');
  await expect(page.getByTestId('bank-you-get')).toHaveText('$270.00');
  await page.getByRole('button', { name: 'Submit for review' }).click();
  await expect(page.getByText('Please enter the receipt number')).toBeVisible();
  await expect(page.getByText('Please upload the payment voucher')).toBeVisible();

  await topUp(page, '250', receipt);
  const first = page.getByTestId('recharge-item').first();
  await expect(first).toContainText('Requesting');
  await expect(first).toContainText(receipt);

  // A second request, cancelled after confirming.
  await topUp(page, '100', other);
  const second = page.getByTestId('recharge-item').filter({ hasText: other });
  await second.getByTestId('recharge-cancel').click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'Cancel request' }).click();
  await expect(second).toContainText('Cancelled');
  await expect(second.getByTestId('recharge-cancel')).toHaveCount(0);

  // The voucher opens in a viewer.
  const kept = page
    .getByTestId('recharge-item')
    .filter({ hasText: receipt })
    .filter({ hasText: 'Requesting' });
  await kept.getByTestId('voucher-thumb').click();
  await expect(page.locator('.adm-image-viewer-content')).toBeVisible();
  await page.keyboard.press('Escape');

  // Staff complete the first: 250 EUR at 1.08 is $270.00 in the wallet.
  await completeTopUp(client, await kit.staffToken(), receipt);
  await page.goto('/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('$270.00');
  // The record line names the bank amount and the receipt (decision 27), isolates aside.
  const line = new RegExp(`Bank top-up \u2066250\\.00\u2069 EUR, receipt \u2066${receipt}\u2069`);
  await expect(page.getByTestId('log-description').first()).toHaveText(line);

  await page.goto('/wallet/records');
  const deposit = page.getByTestId('log-item').filter({ hasText: line });
  await expect(deposit).toContainText('+$270.00');
  await page.getByTestId('records-tab-bank').click();
  await expect(page.getByTestId('recharge-item').filter({ hasText: receipt }).first()).toContainText(
    'Completed',
  );
});
