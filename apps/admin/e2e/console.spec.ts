import { DEMO_ADMIN } from '@app/testkit';
import { expect, test } from './fixtures';

test.describe('operations console', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('a wrong password shows an error and keeps the staff member on sign-in', async ({ page }) => {
    await page.goto('/admin/');
    await expect(page).toHaveURL(/\/admin\/signin/);
    await page.getByLabel('Staff email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill('Wrong-pass-1');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByTestId('signin-error')).toContainText(/incorrect/i);
    await expect(page).toHaveURL(/\/admin\/signin/);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
  });

  test('an expired or revoked staff token returns to sign-in and back to the page asked for', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('adminToken', 'revoked-token'));
    await page.goto('/admin/outbox');
    await expect(page).toHaveURL(/\/admin\/signin\?from=%2Foutbox/);
    await page.getByLabel('Staff email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/outbox/);
    await expect(page.getByRole('heading', { name: 'Dev outbox' })).toBeVisible();
  });

  test('the language switches at once, right to left for Arabic, and is remembered', async ({ page }) => {
    await page.goto('/admin/signin');
    await page.getByTestId('language-switcher').click();
    await page.keyboard.type('العربية');
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    await expect(page.getByRole('button', { name: 'تسجيل الدخول' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('adminLanguage'))).toBe('ar');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('staff find a user, disable them with a reason, and see it audited', async ({ page, kit }) => {
    const { email, user } = await kit.buyer({ tag: 'journey' });
    const reason = `Chargeback fraud check ${Date.now()}`;

    // Sign in through the console.
    await page.goto('/admin/');
    await page.getByLabel('Staff email').fill(DEMO_ADMIN.email);
    await page.getByLabel('Password').fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/admin\/overview/);
    await expect(page.getByTestId('staff-badge')).toContainText('Admin');
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('menuitem', { name: 'Users' })
      .click();
    await expect(page).toHaveURL(/\/admin\/users/);

    // Search and open the detail.
    await page.getByTestId('user-search').getByRole('searchbox').fill(email);
    await page.getByTestId('user-search').getByRole('button', { name: 'Search' }).click();
    const row = page
      .getByTestId('users-table')
      .getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Active');
    await row.click();
    const detail = page.getByTestId('user-detail');
    await expect(detail).toContainText(email);
    await expect(detail).toContainText(user.inviteCode);
    await expect(page).toHaveURL(new RegExp(`/admin/users/${user.id}`));

    // Disabling needs a reason.
    await detail.getByRole('button', { name: 'Disable' }).click();
    const modal = page.getByRole('dialog', { name: 'Disable this user' });
    await modal.getByRole('button', { name: 'Disable user' }).click();
    await expect(modal).toContainText('Please give a reason');
    await modal.getByLabel('Reason').fill(reason);
    await modal.getByRole('button', { name: 'Disable user' }).click();
    await expect(modal).toBeHidden();
    await expect(detail.getByText('Disabled').first()).toBeVisible();
    await expect(detail.getByRole('button', { name: 'Enable' })).toBeVisible();

    // The list shows the new status once the drawer is closed.
    await page
      .getByRole('dialog', { name: 'User details' })
      .getByRole('button', { name: 'Close', exact: true })
      .click();
    await expect(row).toContainText('Disabled');

    // The audit log has the action with its reason.
    await page.getByRole('menuitem', { name: 'Audit log' }).click();
    await expect(page).toHaveURL(/\/admin\/audit/);
    const entry = page.getByTestId('audit-table').getByRole('row', { name: new RegExp(reason) });
    await expect(entry).toHaveCount(1);
    await expect(entry).toContainText('user.disabled');
    await expect(entry).toContainText(`user #${user.id}`);
    await entry.locator('td').nth(1).click();
    await expect(page.getByTestId('audit-table').locator('pre')).toContainText('"to": "disabled"');

    // The sign-up code mail is in the dev outbox with its full text.
    await page.getByRole('menuitem', { name: 'Dev outbox' }).click();
    await expect(page).toHaveURL(/\/admin\/outbox/);
    await page.getByTestId('outbox-filter').getByRole('searchbox').fill(email);
    await page.getByTestId('outbox-filter').getByRole('button', { name: 'Search' }).click();
    const mail = page
      .getByTestId('outbox-table')
      .getByRole('row', { name: new RegExp(email.replace(/[.]/g, '\\.')) });
    await expect(mail).toHaveCount(1);
    await mail.locator('td').nth(1).click();
    await expect(page.getByTestId('outbox-text')).toContainText(/\b\d{4}\b/);
  });
});
