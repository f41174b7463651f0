/**
 * Screenshots of the bank top-up queue and the configuration pages in English and Arabic, on a
 * desktop and a phone, against a running server:
 * `BASE_URL=http://localhost:3102 npx tsx apps/admin/scripts/screenshots-config.ts`.
 * Output: /tmp/shots-admin-config/<locale>-<viewport>-<screen>.png
 */
import { DEMO_ADMIN, uploadFile } from '@app/testkit';
import { BASE_URL, client, forEachScreen, kit } from './shots';

const OUT = process.env.SHOTS_DIR ?? '/tmp/shots-admin-config';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAABAAAAAQCAIAAACQkWg2AAAAFklEQVR4nGM4UWFDEmIY1TCqYfhqAACRKnwQyeK93QAAAABJRU5ErkJggg==',
  'base64',
);

/** A user with three top-ups waiting for review. */
async function seed(): Promise<void> {
  const { token } = await kit.buyer({ tag: 'amira' });
  const png = new Blob([PNG], { type: 'image/png' });
  const { url: voucher } = await uploadFile(BASE_URL, token, png, 'voucher', 'voucher.png');
  const { list: channels } = await client.call('bank/getChannelList', {}, { token });
  let n = 0;
  for (const channel of channels.slice(0, 3)) {
    n += 1;
    await client.call(
      'bank/submitRecharge',
      { channelId: channel.id, amount: String(150 * n), receiptNo: `WIRE-2026-00${n}48`, voucher },
      { token },
    );
  }
}

async function main(): Promise<void> {
  await seed();
  await forEachScreen(OUT, async (page, shot, phone) => {
    await page.goto(`${BASE_URL}/admin/signin`);
    await page.locator('#email').fill(DEMO_ADMIN.email);
    await page.locator('#password').fill(DEMO_ADMIN.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/admin\/overview/);

    await page.goto(`${BASE_URL}/admin/recharges`);
    await page.getByTestId('recharges-table').locator('tbody tr.ant-table-row').first().waitFor();
    await shot('01-recharges');
    if (phone) {
      await page.getByTestId('recharges-table').locator('tbody tr.ant-table-row td').first().click();
      await shot('02-recharge-details');
    } else {
      await page
        .locator('.ant-popconfirm')
        .waitFor({ state: 'detached' })
        .catch(() => undefined);
      await page.getByTestId('recharges-table').locator('.ant-btn-primary').first().click();
      await page.locator('.ant-popconfirm').waitFor();
      await shot('02-recharge-complete');
      await page.keyboard.press('Escape');
    }
    await page.getByTestId('recharges-table').locator('.ant-btn-dangerous').first().click();
    await page.locator('.ant-modal .ant-btn-dangerous').click();
    await shot('03-recharge-reject');
    await page.keyboard.press('Escape');

    await page.goto(`${BASE_URL}/admin/settings/currencies`);
    await page.getByTestId('currencies-table').locator('tbody tr.ant-table-row').first().waitFor();
    await shot('04-currencies');
    await page.getByTestId('currencies-table').locator('tbody tr.ant-table-row .ant-btn').first().click();
    await page.getByTestId('currency-drawer').waitFor();
    await shot('05-currency-drawer');
    await page.getByTestId('currency-drawer').locator('input').nth(4).fill('abc');
    await page.getByTestId('currency-drawer').locator('.ant-btn-primary').click();
    await shot('06-currency-invalid');
    await page.keyboard.press('Escape');

    await page.goto(`${BASE_URL}/admin/settings/bank-channels`);
    await page.getByTestId('bank-channels-table').locator('tbody tr.ant-table-row').first().waitFor();
    await shot('07-bank-channels');
    await page
      .getByTestId('bank-channels-table')
      .locator('[data-testid=bank-channel-enabled]')
      .first()
      .click();
    await page.locator('.ant-modal-confirm').waitFor();
    await shot('08-bank-channel-disable');
    await page.locator('.ant-modal-confirm .ant-btn').first().click();
    await page
      .locator('.ant-btn-primary')
      .filter({ has: page.locator('.anticon-plus') })
      .click();
    await page.getByTestId('bank-channel-drawer').waitFor();
    await shot('09-bank-channel-new');
  });
}

await main();
