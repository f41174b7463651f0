import { expect, test as base, type Page } from '@playwright/test';
import { createApiClient, type ApiClient } from '@app/contract';
import { DEMO_ADMIN, outboxScenarios, type OutboxScenarios } from '@app/testkit';

/**
 * Journeys prepare their data through the contract's typed client and the shared scenarios
 * (packages/testkit), one client per test against the server Playwright started: buyers sign up
 * with a code read from the dev outbox, money arrives as a deposit staff approve.
 */
export const test = base.extend<{ client: ApiClient; kit: OutboxScenarios }>({
  client: async ({ baseURL }, provide) => {
    await provide(createApiClient({ baseUrl: baseURL }));
  },
  kit: async ({ client }, provide) => {
    await provide(outboxScenarios(client));
  },
});

export { expect };

/** Signs in to the console through its form, as staff do (the demo admin unless told otherwise). */
export async function consoleSignin(
  page: Page,
  credentials: { email: string; password: string } = DEMO_ADMIN,
) {
  await page.goto('/admin/');
  await page.getByLabel('Staff email').fill(credentials.email);
  await page.getByLabel('Password').fill(credentials.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByTestId('staff-badge')).toBeVisible();
}
