import { devices } from '@playwright/test';
import { TEST_PASSWORD } from '@app/testkit';
import { expect, test } from './fixtures';
import { field, signInWithForm, uniqueEmail } from './helpers';
import { DEMO_INVITE, fillRealName, pickCountry } from './seller-helpers';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

test('register as a seller with the invitation and email codes, send real-name checks, staff pass them, the seller sees "passed"', async ({
  page,
  client,
  kit,
}) => {
  const email = uniqueEmail('seller');
  // The buyer's sign-in leads here.
  await page.goto('/auth/signin');
  await page.getByRole('link', { name: 'Register as a seller' }).click();
  await expect(page).toHaveURL(/\/auth\/seller-signup$/);

  await field(page, 'email').fill(email);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toContainText(/\d+s/);
  await field(page, 'code').fill(await kit.mailedCode(email));
  await field(page, 'password').fill(TEST_PASSWORD);
  await field(page, 'confirmPassword').fill(`${TEST_PASSWORD}x`);
  await field(page, 'storeName').fill('Harbour Goods');
  await field(page, 'storeAddress').fill('12 Quay Street, Lisbon');
  await pickCountry(page, 'Portugal');
  await field(page, 'whatsapp').fill('+351 912 345 678');
  await page.getByTestId('agree').locator('.adm-checkbox-icon').click();
  await page.getByTestId('seller-signup-submit').click();
  // Every rule of spec §5 with its message: the invitation code is required, the passwords must match.
  await expect(page.getByText('The invitation code is required')).toBeVisible();
  await field(page, 'inviteCode').fill(DEMO_INVITE);
  await page.getByTestId('seller-signup-submit').click();
  await expect(page.getByText('The two passwords entered are inconsistent')).toBeVisible();
  await field(page, 'confirmPassword').fill(TEST_PASSWORD);
  await page.getByTestId('seller-signup-submit').click();

  // Signed in with a store: the real-name form follows.
  await expect(page.getByTestId('onboarding-store-open')).toBeVisible();
  await page.getByTestId('kyc-submit').click();
  await expect(page.getByText('Please upload the front of your ID')).toBeVisible();
  await fillRealName(page, 'Ana Pereira');
  await expect(page.getByTestId('onboarding-done')).toBeVisible();

  await page.goto('/vip/auth');
  await expect(page.getByTestId('kyc-reviewing')).toBeVisible();
  await expect(page.getByTestId('kyc-status')).toHaveText('Reviewing');

  // Staff pass it in the console's queue (here through its call), seeing the ID photos.
  const staff = await kit.staffToken();
  const { list } = await client.call('admin/getAuthList', { keyword: email }, { token: staff });
  expect(list[0]).toMatchObject({ realName: 'Ana Pereira', store: { name: 'Harbour Goods', country: 'PT' } });
  const front = await page.request.get(list[0]!.idFront);
  expect(front.status()).toBe(200);
  await client.call('admin/reviewAuth', { id: list[0]!.id, action: 'approve' }, { token: staff });

  await page.reload();
  await expect(page.getByTestId('kyc-passed')).toBeVisible();
  await expect(page.getByTestId('kyc-status')).toHaveText('Passed');
});

test('a rejected form shows its reason and can be sent again; a buyer opens a store from /seller/open', async ({
  page,
  client,
  kit,
}) => {
  const buyer = await kit.buyer({ tag: 'opener' });
  await page.goto('/auth/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).not.toHaveURL(/signin/);

  await page.goto('/sell');
  await page.getByRole('button', { name: 'Open my store' }).click();
  await expect(page).toHaveURL(/\/seller\/open$/);
  await page.getByTestId('open-store-submit').click();
  await expect(page.getByText('Please enter the store name')).toBeVisible();
  await expect(page.getByText('Please enter your WhatsApp number')).toBeVisible();
  await field(page, 'storeName').fill('Corner Shop');
  await field(page, 'storeAddress').fill('3 Rue Cler, Paris');
  await pickCountry(page, 'France');
  await field(page, 'whatsapp').fill('+33612345678');
  await page.getByTestId('open-store-submit').click();
  await fillRealName(page, 'Luc Martin');
  await expect(page.getByTestId('onboarding-done')).toBeVisible();

  const staff = await kit.staffToken();
  const { list } = await client.call('admin/getAuthList', { keyword: buyer.email }, { token: staff });
  await client.call(
    'admin/reviewAuth',
    { id: list[0]!.id, action: 'reject', reason: 'The photo is blurred' },
    { token: staff },
  );
  await page.goto('/vip/auth');
  await expect(page.getByTestId('kyc-reason')).toHaveText('Reason: The photo is blurred');
  await page.getByTestId('kyc-resubmit').click();
  await expect(field(page, 'realName')).toHaveValue('Luc Martin');
  await fillRealName(page, 'Luc Martin');
  await expect(page.getByTestId('kyc-reviewing')).toBeVisible();
});

test('business login lands on the seller center', async ({ page }) => {
  await page.goto('/auth/business-signin');
  await signInWithForm(page, 'store1@demo.local', 'Demo12345');
  await expect(page).toHaveURL(/\/seller$/);
});
