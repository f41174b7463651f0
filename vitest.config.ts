import { defineConfig } from 'vitest/config';

const timeouts = { testTimeout: 30_000, hookTimeout: 60_000 };

export default defineConfig({
  test: {
    pool: 'forks',
    maxWorkers: 2,
    projects: [
      {
        extends: false,
        test: {
          name: 'server',
          include: [
            'packages/**/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'apps/server/test/**/*.test.ts',
          ],
          globalSetup: ['apps/server/test/global-setup.ts'],
          ...timeouts,
          // Each file makes its own app and database (apps/server/test/helper.ts) and mocks no module,
          // so a worker keeps the modules it has loaded from one file to the next: the server's code
          // is imported once per worker instead of once per file (more than half the run's time).
          isolate: false,
        },
      },
      {
        extends: false,
        test: {
          name: 'clients',
          include: ['apps/web/src/**/*.test.{ts,tsx}', 'apps/admin/src/**/*.test.{ts,tsx}'],
          ...timeouts,
          // The clients' tests replace modules (`vi.mock`): each file starts from fresh modules.
          isolate: true,
        },
      },
    ],
  },
});
