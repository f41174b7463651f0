/**
 * Screenshots of traffic packages (issue 14 part 3): the seller's page with a running package
 * (Urban Threads) and with an ended one (Gadget Harbor), the purchase confirmation, on a Pixel 7
 * in English and Arabic; the console's plan catalogue and its drawer on a desktop:
 *
 *   BASE_URL=http://localhost:3702 npx tsx apps/web/scripts/shots-traffic.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots/traffic).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { DEMO_ADMIN } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3702';
const OUT = process.env.SHOTS_DIR ?? '/work/shots/traffic';

const client = createApiClient({ baseUrl: BASE });
const sellers = {
  running: (await client.call('user/signin', { email: 'store1@demo.local', password: 'Demo12345' })).token,
  ended: (await client.call('user/signin', { email: 'store2@demo.local', password: 'Demo12345' })).token,
};

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(await chromiumLaunchOptions());
for (const lang of ['en', 'ar']) {
  for (const [who, token] of Object.entries(sellers)) {
    const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
    await context.addInitScript(
      ([l, t]: string[]) => {
        localStorage.setItem('language', l!);
        localStorage.setItem('token', t!);
      },
      [lang, token],
    );
    const page = await context.newPage();
    await page.goto(`${BASE}/seller/traffic`);
    await page.getByTestId('traffic-chart').waitFor();
    await page.waitForTimeout(1200);
    for (let i = 0; i < 3; i++) {
      await page.screenshot({ path: path.join(OUT, `seller-${who}-${lang}-${i + 1}.png`) });
      await page.mouse.wheel(0, 650);
      await page.waitForTimeout(500);
    }
    if (who === 'running') {
      await page.getByTestId('traffic-package-chart').first().click();
      await page.waitForTimeout(1200);
      await page.screenshot({ path: path.join(OUT, `seller-one-package-${lang}.png`) });
      await page.mouse.wheel(0, -3000);
      await page.waitForTimeout(400);
      await page.locator('[data-testid^="traffic-buy-"]').nth(1).click();
      await page.getByTestId('charge-confirm').waitFor();
      await page.waitForTimeout(600);
      await page.screenshot({ path: path.join(OUT, `seller-confirm-${lang}.png`) });
      await page.getByTestId('charge-cancel').click();
    }
    await context.close();
  }
  // The home menu's entry.
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  await context.addInitScript(
    ([l, t]: string[]) => {
      localStorage.setItem('language', l!);
      localStorage.setItem('token', t!);
    },
    [lang, sellers.running],
  );
  const page = await context.newPage();
  await page.goto(`${BASE}/seller`);
  await page.getByTestId('store-dashboard').waitFor();
  await page.mouse.wheel(0, 3000);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: path.join(OUT, `seller-home-menu-${lang}.png`) });
  await context.close();
}

for (const lang of ['en', 'ar']) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 960 } });
  await context.addInitScript((l: string) => localStorage.setItem('adminLanguage', l), lang);
  const page = await context.newPage();
  await page.goto(`${BASE}/admin/signin`);
  await page.locator('#email').fill(DEMO_ADMIN.email);
  await page.locator('#password').fill(DEMO_ADMIN.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/signin'));
  await page.goto(`${BASE}/admin/traffic-plans`);
  await page.getByTestId('traffic-plan-edit').first().waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(OUT, `console-plans-${lang}.png`) });
  await page.getByTestId('traffic-plan-edit').nth(1).click();
  await page.getByTestId('traffic-plan-drawer').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `console-plan-drawer-${lang}.png`) });
  await page.getByTestId('traffic-plan-language').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'العربية' }).click();
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(OUT, `console-plan-drawer-ar-text-${lang}.png`) });
  await context.close();
}
await browser.close();
