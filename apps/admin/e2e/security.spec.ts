import { expect, test } from '@playwright/test';
import * as OTPAuth from 'otpauth';

/** An authenticator app: the code of the 30-second step `offset` steps from now. */
const codeFor = (secret: string, offset = 0) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: Date.now() + offset * 30_000,
  });

const CONTENT = { email: 'content@demo.local', password: 'Demo12345' };

test.describe('account security', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('a staff member turns on two-factor sign-in with an authenticator app, then signs in with a code', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const signIn = async () => {
      await page.getByLabel('Staff email').fill(CONTENT.email);
      await page.getByLabel('Password').fill(CONTENT.password);
      await page.getByRole('button', { name: 'Sign in' }).click();
    };
    await page.goto('/admin/signin');
    await signIn();
    await expect(page.getByTestId('staff-badge')).toBeVisible();
    // Content staff never see the dev outbox (it shows live codes).
    await expect(page.getByRole('menuitem', { name: 'Dev outbox' })).toHaveCount(0);

    await page.getByTestId('staff-badge').click();
    await expect(page).toHaveURL(/\/admin\/security$/);
    await expect(page.getByTestId('totp-status')).toHaveText('Off');
    await page.getByTestId('totp-setup').click();
    await expect(page.getByTestId('totp-qr')).toBeVisible();
    const secret = (await page
      .locator('[title]')
      .filter({ hasText: /^[A-Z2-7]{32}$/ })
      .first()
      .textContent())!;
    await page.getByTestId('totp-code').fill('000000');
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByText('The authentication code is wrong or was already used')).toBeVisible();
    // Each step's code works once, and only a later step's after it: the three codes below are the
    // previous, the current and the next step's, all within the one step of drift the server allows
    // (a step that is about to end is waited out first, so the previous one stays allowed).
    const intoStep = Date.now() % 30_000;
    if (intoStep > 25_000) await page.waitForTimeout(30_000 - intoStep + 300);
    await page.getByTestId('totp-code').fill(codeFor(secret, -1));
    await page.getByRole('button', { name: 'Turn on' }).click();
    await expect(page.getByTestId('totp-status')).toHaveText('On');

    // Signing in now asks for a code after the password.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.locator('.ant-popconfirm').getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/signin/);
    await signIn();
    await expect(page.getByTestId('signin-totp')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/signin/);
    await page.getByTestId('signin-totp').fill(codeFor(secret));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('staff-badge')).toBeVisible();

    // Off again with the next step's code, leaving the demo account as it was.
    await page.goto('/admin/security');
    await page.getByTestId('totp-code').fill(codeFor(secret, 1));
    await page.getByRole('button', { name: 'Turn off' }).click();
    await expect(page.getByTestId('totp-status')).toHaveText('Off');
  });
});
