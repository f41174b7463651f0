import { test as base } from '@playwright/test';
import { createApiClient, type ApiClient } from '@app/contract';
import { outboxScenarios, type OutboxScenarios } from '@app/testkit';
import { uniqueEmail } from './helpers';

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
    await provide(outboxScenarios(client, { email: uniqueEmail }));
  },
});

export { expect } from '@playwright/test';
