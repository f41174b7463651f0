import { test as base } from '@playwright/test';
import pg from 'pg';
import { createApiClient, type ApiClient } from '@app/contract';
import { expireCodeCooldown, outboxScenarios, type OutboxScenarios } from '@app/testkit';
import { uniqueEmail } from './helpers';

/** The shared scenarios, plus lifting the one-code-a-minute rule for an address (a fixture). */
export type JourneyKit = OutboxScenarios & { expireCooldown: (email: string) => Promise<void> };

/**
 * Journeys prepare their data through the contract's typed client and the shared scenarios
 * (packages/testkit), one client per test against the server Playwright started: buyers sign up
 * with a code read from the dev outbox, money arrives as a deposit staff approve. A second code to
 * the same address within the minute goes out at once: the fixture dates the earlier codes back
 * (the rule itself is tested in the account API tests), so no journey waits out a minute.
 */
export const test = base.extend<{ client: ApiClient; kit: JourneyKit }, { database: pg.Pool }>({
  database: [
    // Playwright reads a fixture's needs from its first argument's pattern: this one needs none.
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const pool = new pg.Pool({ connectionString: process.env.E2E_DATABASE_URL, max: 1 });
      await provide(pool);
      await pool.end();
    },
    { scope: 'worker' },
  ],
  client: async ({ baseURL }, provide) => {
    await provide(createApiClient({ baseUrl: baseURL }));
  },
  kit: async ({ client, database }, provide) => {
    const expireCooldown = (email: string) =>
      expireCodeCooldown((sql, params) => database.query(sql, params), email);
    await provide({ ...outboxScenarios(client, { email: uniqueEmail, expireCooldown }), expireCooldown });
  },
});

export { expect } from '@playwright/test';
