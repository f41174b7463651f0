import { devices } from '@playwright/test';
import { TEST_PASSWORD } from '@app/testkit';
import { expect, test } from './fixtures';
import { field, signInWithForm, uniqueEmail } from './helpers';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

test('register with an emailed code, then land signed in', async ({ page, kit }) => {
  const email = uniqueEmail('signup');
  await page.goto('/auth/signup?invite=');
  await field(page, 'email').fill(email);
  await page.getByTestId('send-code').click();
  await expect(page.getByTestId('send-code')).toContainText(/\d+s/);
  const code = await kit.mailedCode(email);

  await field(page, 'code').fill(code);
  await field(page, 'password').fill(TEST_PASSWORD);
  await field(page, 'confirmPassword').fill(TEST_PASSWORD);
  await page.getByRole('button', { name: 'Register' }).click();
  // Without ticking the agreement the form refuses.
  await expect(page.getByText('Please read and agree to the agreement')).toBeVisible();

  // The box itself: the label beside it holds the agreement links.
  await page.getByTestId('agree').locator('.adm-checkbox-icon').click();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

  await page.goto('/mall/me');
  await expect(page.getByText(email)).toBeVisible();
});

test('a member page sends a guest to sign in and back again', async ({ page, kit }) => {
  const buyer = await kit.buyer({ tag: 'redirect' });
  await page.goto('/vip/share');
  await expect(page).toHaveURL(/\/tv\/signin\?redirect=%2Fvip%2Fshare$/);
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/vip\/share$/);
  await expect(page.getByTestId('invite-share')).toBeVisible();

  // A marketplace member page uses the marketplace sign-in.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/mall/orders?status=unpaid');
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fmall%2Forders%3Fstatus%3Dunpaid$/);
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/mall\/orders\?status=unpaid$/);
});

test('each app greets in its own face over the same account; no link leads to an unbuilt page', async ({
  page,
  kit,
}) => {
  await page.goto('/auth/signin');
  await expect(page.getByRole('heading', { name: 'Welcome to DramaMall' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Choose a regional portal' })).toBeVisible();
  // Spec §6: the buyer's sign-in leads sellers to registration and business login.
  await expect(page.getByRole('link', { name: 'Register as a seller' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Business login' })).toBeVisible();

  await page.goto('/tv/signin');
  await expect(page.getByTestId('tv-auth-hero')).toContainText('DramaMall TV');
  await expect(page.getByRole('heading', { name: 'Sign in to keep watching' })).toBeVisible();
  await expect(page.getByText('Welcome to DramaMall')).toHaveCount(0);
  await expect(page.getByText('Choose a regional portal')).toHaveCount(0);
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page).toHaveURL(/\/tv\/signup/);
  await expect(page.getByRole('heading', { name: 'Start watching' })).toBeVisible();

  // The drama face signs in the same account the marketplace made.
  const buyer = await kit.buyer({ tag: 'tvface' });
  await page.goto('/tv/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).not.toHaveURL(/signin/);
  await page.goto('/vip/member');
  await expect(page.getByText(buyer.email)).toBeVisible();
  // The member menu offers the revenue share's three pages (built, and the feature is on here),
  // each leading to its own page.
  for (const [entry, path] of [
    ['Copyright shares', '/vip/copyright'],
    ['Earnings dashboard', '/vip/dashboard'],
    ['Ad placements', '/vip/adv'],
  ] as const) {
    await page.goto('/vip/member');
    await page.getByText(entry, { exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByText(/is coming soon/)).toHaveCount(0);
  }
});

test('a signed-in user cannot open sign-in pages', async ({ page, kit }) => {
  const buyer = await kit.buyer({ tag: 'guestonly' });
  await page.goto('/auth/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/auth/signin');
  await expect(page).toHaveURL(/\/$/);
  await page.goto('/tv/signup');
  await expect(page).toHaveURL(/\/$/);
});

test('the tab bar sends a guest to sign in for a member tab', async ({ page }) => {
  await page.goto('/tv/hot');
  await page.getByText('Me', { exact: true }).click();
  await expect(page).toHaveURL(/\/tv\/signin\?redirect=%2Fvip%2Fmember$/);
});

test('Arabic applies at once and survives a reload', async ({ page }) => {
  await page.goto('/me/language');
  await page.getByTestId('lang-ar').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ar');
  await expect(page.getByText('اللغة').first()).toBeVisible();

  await page.getByTestId('lang-en').click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
});

test('change password keeps this session; the new password signs in', async ({ page, kit }) => {
  const buyer = await kit.buyer({ tag: 'pwd' });
  const next = 'Changed456';
  await page.goto('/me/password');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/me\/password$/);

  await field(page, 'oldPassword').fill(buyer.password);
  await field(page, 'password').fill(next);
  await field(page, 'confirmPassword').fill('Mismatch456');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('The two passwords entered are inconsistent')).toBeVisible();

  await field(page, 'confirmPassword').fill(next);
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/me\/security$/);
  // This session is still valid.
  await page.goto('/me/profile');
  await expect(field(page, 'nickname')).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth/signin');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page.getByText('The email or password is incorrect').first()).toBeVisible();
  await signInWithForm(page, buyer.email, next);
  await expect(page).toHaveURL(/\/$/);
});

test('sign out asks first, then forgets the session', async ({ page, kit }) => {
  const buyer = await kit.buyer({ tag: 'signout' });
  await page.goto('/auth/signin?redirect=%2Fmall%2Fme');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/mall\/me$/);
  await page.getByTestId('signout').click();
  // The confirmation's own button (the page's button of the same name is behind it).
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByTestId('me-signin')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});

test('a token revoked on the server sends the user to sign in on the next call', async ({
  page,
  client,
  kit,
}) => {
  const buyer = await kit.buyer({ tag: 'revoked' });
  await page.goto('/me/password');
  await signInWithForm(page, buyer.email, buyer.password);
  await expect(page).toHaveURL(/\/me\/password$/);

  const token = await page.evaluate(() => localStorage.getItem('token'));
  await client.call('user/signout', {}, { token: token! });

  await field(page, 'oldPassword').fill(buyer.password);
  await field(page, 'password').fill('Another789');
  await field(page, 'confirmPassword').fill('Another789');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fme%2Fpassword$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
