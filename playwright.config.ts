import { defineConfig, devices } from '@playwright/test';
import { describeChromium, findChromium, launchOptionsOf } from './scripts/chromium.js';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// The system's Chromium, or one from npm on a machine without a browser (scripts/chromium.ts).
const found = await findChromium();
const chromium = launchOptionsOf(found);
// Said once, by the runner (workers load this file too).
if (!process.env.TEST_WORKER_INDEX) process.stdout.write(`${describeChromium(found)}\n`);

/** Journeys that turn a platform-wide switch for a while (see `projects`). */
const WEB_SWITCHES = [
  'apps/web/e2e/vouchers.spec.ts',
  'apps/web/e2e/growth-journey.spec.ts',
  // Moves the Christmas campaign's window (and puts it back): the homes' campaign banner goes meanwhile.
  'apps/web/e2e/campaigns.spec.ts',
  // Issue 17's journey: makes every draw win and moves the Christmas window (both put back).
  'apps/web/e2e/deals-lottery-journey.spec.ts',
];
const ADMIN_SWITCHES = ['apps/admin/e2e/warehouse-review.spec.ts'];

/**
 * Browser journeys against the real server on a fresh embedded PostgreSQL (RESET_DATA wipes
 * ./data/e2e first). `npm run test:e2e` builds both clients before running these.
 */
export default defineConfig({
  testMatch: 'apps/*/e2e/**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    launchOptions: chromium,
    // The web app's service worker would carry cached files from one test into the next; only the
    // journeys about it (apps/web/e2e/offline.spec.ts) allow it (decision 0061).
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // Journeys that turn a platform-wide switch (the first-order coupon, product review) run after all
  // the others, one file after the other (a chain of one-file projects), so no journey sees a switch
  // another one turned.
  projects: [
    {
      name: 'web',
      testMatch: 'apps/web/e2e/**/*.spec.ts',
      testIgnore: WEB_SWITCHES,
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
    {
      name: 'admin',
      testMatch: 'apps/admin/e2e/**/*.spec.ts',
      testIgnore: ADMIN_SWITCHES,
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    },
    ...WEB_SWITCHES.map((file, i) => ({
      name: `web-switch-${i + 1}`,
      testMatch: file,
      dependencies: [i === 0 ? 'admin' : `web-switch-${i}`, 'web'],
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    })),
    ...ADMIN_SWITCHES.map((file, i) => ({
      name: `admin-switch-${i + 1}`,
      testMatch: file,
      dependencies: [i === 0 ? `web-switch-${WEB_SWITCHES.length}` : `admin-switch-${i}`],
      use: { ...devices['Desktop Chrome'], launchOptions: chromium },
    })),
  ],
  webServer: {
    command: 'npx tsx apps/server/src/server.ts',
    url: `http://localhost:${PORT}/readyz`,
    // A fresh database seeds the demo history and dramas through the real flows first (decisions 25, 26).
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      PG_PORT: String(PORT + 51_000 - 3000),
      DATA_DIR: `./data/e2e-${PORT}`,
      RESET_DATA: 'true',
      RATE_LIMIT_MULTIPLIER: '50',
      SIGNIN_SLOWDOWN_MS: '0',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      // The player journey needs transcoded episodes (apps/web/e2e/player.spec.ts).
      VIDEO_WORKER: 'true',
    },
  },
});
