import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import type { ApiClient } from '@app/contract';
import { TEST_TRADE_PASSWORD, type Buyer } from '@app/testkit';
import { expect } from './fixtures';
import { field } from './helpers';

/** The demo buyer's invitation code, printed in the server's start banner. */
export const DEMO_INVITE = 'DEMO2026';

/** A small photo as a phone would pick it. */
export async function photo(colour: string) {
  return {
    name: 'id.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 64, height: 40, channels: 3, background: colour } })
      .png()
      .toBuffer(),
  };
}

export async function pickCountry(page: Page, name: string) {
  await page.getByTestId('country-field').click();
  await page.locator('.country-popup input').fill(name);
  await page.locator('.country-popup .adm-check-list-item').filter({ hasText: name }).first().click();
}

/** The real-name form: a person's name, ID number and both sides of the ID. */
export async function fillRealName(page: Page, name: string) {
  await field(page, 'realName').fill(name);
  await field(page, 'idNumber').fill('X1234567');
  await page
    .getByTestId('kyc-idFront')
    .locator('input[type=file]')
    .setInputFiles(await photo('#336699'));
  await page
    .getByTestId('kyc-idBack')
    .locator('input[type=file]')
    .setInputFiles(await photo('#996633'));
  // Both uploads are done before sending.
  await expect(page.getByTestId('kyc-idBack').locator('.adm-image-uploader-cell-mask')).toHaveCount(0);
  await expect(page.getByTestId('kyc-idFront').locator('.adm-image-uploader-cell-mask')).toHaveCount(0);
  await page.getByTestId('kyc-submit').click();
}

/** A buyer orders one unit of `skuId` to `addressId` and pays from the wallet (the buyer's side is the shopping journey's). */
export async function buyAndPay(client: ApiClient, buyer: Buyer, addressId: number, skuId: number) {
  const placed = await client.call(
    'order/create',
    { items: [{ skuId, quantity: 1 }], addressId },
    { token: buyer.token, idempotencyKey: randomUUID() },
  );
  const order = placed.orders[0]!;
  await client.call(
    'order/pay',
    { ids: [order.id], tradePassword: TEST_TRADE_PASSWORD },
    { token: buyer.token, idempotencyKey: randomUUID() },
  );
  return order;
}

/** The seller's order card on the open tab, found by its number. */
export async function findOrder(page: Page, orderNo: string) {
  const search = page.getByTestId('seller-orders-search').locator('input');
  await search.fill(orderNo);
  await search.press('Enter');
  const card = page.getByTestId('seller-order-card').filter({ hasText: orderNo });
  await expect(card).toBeVisible();
  return card;
}
