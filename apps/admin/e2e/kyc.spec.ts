import sharp from 'sharp';
import { consoleSignin, expect, test } from './fixtures';

test.describe('real-name review', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('staff see the ID photos, reject one form with a reason and pass another; the owners see the outcome', async ({
    page,
    client,
    kit,
    baseURL,
  }) => {
    /** A buyer who opened a store and sent a personal real-name form with two private photos. */
    const applicant = async (tag: string, realName: string) => {
      const buyer = await kit.buyer({ tag });
      const upload = async (colour: string) => {
        const png = await sharp({ create: { width: 64, height: 40, channels: 3, background: colour } })
          .png()
          .toBuffer();
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'id.png');
        form.append('path', 'auth');
        const res = await fetch(`${baseURL}/v1/file/upload`, {
          method: 'POST',
          body: form,
          headers: { authorization: `Bearer ${buyer.token}` },
        });
        return ((await res.json()) as { data: { url: string } }).data.url;
      };
      await client.call(
        'user/openStore',
        {
          storeName: `${realName} Shop`,
          storeAddress: '1 Market Street, Leeds',
          country: 'GB',
          whatsapp: '+447700900123',
        },
        { token: buyer.token },
      );
      await client.call(
        'user/saveAuth',
        {
          type: 'personal',
          realName,
          idNumber: 'GB1234567',
          idFront: await upload('#336699'),
          idBack: await upload('#996633'),
        },
        { token: buyer.token },
      );
      return buyer;
    };
    const stamp = Date.now();
    const toReject = await applicant('kyc-reject', `Rita Reject ${stamp}`);
    const toPass = await applicant('kyc-pass', `Pat Pass ${stamp}`);

    await consoleSignin(page);
    await page.getByRole('menuitem', { name: 'Real-name checks' }).click();
    await expect(page).toHaveURL(/\/admin\/auths/);
    const table = page.getByTestId('auths-table');
    const rowOf = (name: string) => table.getByRole('row').filter({ hasText: name });
    await expect(rowOf(`Rita Reject ${stamp}`)).toContainText(toReject.email);
    await expect(rowOf(`Rita Reject ${stamp}`)).toContainText(`Rita Reject ${stamp} Shop`);

    // The photos open from their signed addresses.
    await rowOf(`Pat Pass ${stamp}`).getByTestId('auth-id-front').click();
    await expect(page.locator('.ant-image-preview-img')).toBeVisible();
    await page.keyboard.press('Escape');

    await rowOf(`Rita Reject ${stamp}`).getByRole('button', { name: 'Reject' }).click();
    const modal = page.getByRole('dialog', { name: 'Reject this real-name authentication' });
    await modal.getByRole('button', { name: 'Reject' }).click();
    await expect(modal).toContainText('Please give a reason');
    await modal.getByLabel('Reason shown to the user').fill('The ID photo is blurred');
    await modal.getByRole('button', { name: 'Reject' }).click();
    await expect(rowOf(`Rita Reject ${stamp}`)).toHaveCount(0);
    const rejected = await client.call('user/getUserAuth', {}, { token: toReject.token });
    expect(rejected).toMatchObject({ status: 'rejected', reason: 'The ID photo is blurred' });

    await rowOf(`Pat Pass ${stamp}`).getByRole('button', { name: 'Pass' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Pass' }).click();
    await expect(page.locator('.ant-message')).toContainText(`Pat Pass ${stamp} is now authenticated`);
    const passed = await client.call('user/getUserAuth', {}, { token: toPass.token });
    expect(passed.status).toBe('passed');

    await page.getByRole('tab', { name: 'Passed' }).click();
    await expect(rowOf(`Pat Pass ${stamp}`)).toContainText('Demo Admin');
  });
});
