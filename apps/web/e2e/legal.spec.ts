import { devices } from '@playwright/test';
import { TEST_PASSWORD } from '@app/testkit';
import { expect, test } from './fixtures';
import { field, uniqueEmail } from './helpers';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

test('sign-up opens the agreements over the form, Back keeps what was typed, and the account records the versions', async ({
  page,
  client,
  kit,
}) => {
  const email = uniqueEmail('legal');
  await page.goto('/tv/signup');
  await field(page, 'email').fill(email);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toContainText(/\d+s/);
  await field(page, 'code').fill(await kit.mailedCode(email));
  await field(page, 'password').fill(TEST_PASSWORD);
  await field(page, 'confirmPassword').fill(TEST_PASSWORD);
  await field(page, 'inviteCode').fill('DEMO2026');

  const membership = (await client.call('legal/getDocument', { kind: 'membership' })).version;
  const privacy = (await client.call('legal/getDocument', { kind: 'privacy' })).version;
  await expect(page.getByTestId('agree-versions')).toContainText(
    `Membership Agreement version ${membership} and Privacy Policy version ${privacy}`,
  );

  // The agreement opens in the app, over the form, with its version; the browser's Back closes it.
  await page.getByTestId('agree-membership').click();
  await expect(page).toHaveURL(/\/tv\/signup\?legal=membership$/);
  const sheet = page.getByTestId('legal-sheet');
  await expect(sheet.getByRole('heading', { name: 'Membership Agreement', level: 1 })).toBeVisible();
  await expect(sheet.getByTestId('legal-version')).toContainText(`Version ${membership}`);
  await expect(sheet.getByRole('heading', { name: 'Your wallet' })).toBeVisible();
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/tv\/signup$/);
  await expect(field(page, 'email')).toHaveValue(email);
  await expect(field(page, 'password')).toHaveValue(TEST_PASSWORD);
  await expect(field(page, 'confirmPassword')).toHaveValue(TEST_PASSWORD);
  await expect(field(page, 'inviteCode')).toHaveValue('DEMO2026');

  // The privacy policy, closed with the page's own back arrow.
  await page.getByTestId('agree-privacy').click();
  await expect(sheet.getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible();
  await expect(sheet.getByText(/outbox/).first()).toBeVisible();
  await page.locator('.legal-sheet .adm-nav-bar-back').click();
  await expect(sheet).toBeHidden();
  await expect(field(page, 'code')).not.toHaveValue('');

  await page.getByTestId('agree').locator('.adm-checkbox-icon').click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).not.toHaveURL(/signup/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const consents = await client.call('legal/getMyConsents', {}, { token: token! });
  expect(consents.list.map((c) => [c.kind, c.version])).toEqual([
    ['membership', membership],
    ['privacy', privacy],
  ]);

  // The about page (Settings > About us) shows what this account accepted.
  await page.goto('/vip/setting');
  await page.getByText('About us').click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByTestId('accepted-membership')).toContainText(`You accepted version ${membership}`);
  await page.locator('.adm-list-item', { hasText: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/about\/privacy$/);
  await expect(page.getByTestId('legal-privacy')).toBeVisible();
});

test('the legal pages read in Arabic from right to left, with version and date', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('language', 'ar'));
  await page.goto('/about/membership');
  const doc = page.getByTestId('legal-membership');
  await expect(doc.getByRole('heading', { level: 1 })).toHaveText('اتفاقية العضوية');
  await expect(doc.getByTestId('legal-version')).toContainText('الإصدار');
  await expect(page.getByTestId('legal-fallback')).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
  expect(await doc.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
});
