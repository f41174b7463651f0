import type { Page } from '@playwright/test';

export const uniqueEmail = (tag: string) =>
  `e2e-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

/** A form input by its field name (labels sit outside antd-mobile's input wrapper). */
export const field = (page: Page, name: string) => page.locator(`input[name="${name}"]`);

export async function signInWithForm(page: Page, email: string, password: string) {
  await field(page, 'email').fill(email);
  await field(page, 'password').fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}
