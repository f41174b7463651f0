/**
 * Screenshots of the revenue share's earnings (issue 15 parts 5 and 6): the dashboard of a demo
 * holder (viewer1) with a payout's breakdown, and of a viewer without units, on a Pixel 7 in English
 * and Arabic; the console's settlements, a settlement's detail and a rerun of a settled day on a
 * desktop:
 *
 *   BASE_URL=http://localhost:3320 npx tsx apps/web/scripts/shots-profit.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots15/h2).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { DEMO_ADMIN } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3320';
const OUT = process.env.SHOTS_DIR ?? '/work/shots15/h2';

const client = createApiClient({ baseUrl: BASE });
const viewers = {
  holder: (await client.call('user/signin', { email: 'viewer1@demo.local', password: 'Demo12345' })).token,
  nothing: (await client.call('user/signin', { email: 'viewer9@demo.local', password: 'Demo12345' })).token,
};

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(await chromiumLaunchOptions());
for (const lang of ['en', 'ar']) {
  for (const [who, token] of Object.entries(viewers)) {
    const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
    await context.addInitScript(
      ([l, t]: string[]) => {
        localStorage.setItem('language', l!);
        localStorage.setItem('token', t!);
      },
      [lang, token],
    );
    const page = await context.newPage();
    await page.goto(`${BASE}/vip/dashboard`);
    await page.getByTestId('profit-honest').waitFor();
    await page.waitForTimeout(1500);
    if (who === 'nothing') {
      await page.screenshot({ path: path.join(OUT, `dashboard-empty-${lang}.png`) });
      await context.close();
      continue;
    }
    for (let i = 0; i < 4; i++) {
      await page.screenshot({ path: path.join(OUT, `dashboard-${lang}-${i + 1}.png`) });
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(500);
    }
    await page.locator('[data-testid^="profit-payout-"]').first().click();
    await page.getByTestId('profit-breakdown-net').waitFor();
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(OUT, `breakdown-${lang}-1.png`) });
    await page
      .getByTestId('profit-breakdown-transfer')
      .scrollIntoViewIfNeeded()
      .catch(() => undefined);
    await page.waitForTimeout(400);
    await page.screenshot({ path: path.join(OUT, `breakdown-${lang}-2.png`) });
    await context.close();
  }
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
  await page.goto(`${BASE}/admin/drama-revenue`);
  await page.getByTestId('settled-revenue').waitFor();
  await page.waitForTimeout(1000);
  await page.getByTestId('settled-revenue').scrollIntoViewIfNeeded();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, `console-drama-revenue-${lang}.png`) });
  await page.goto(`${BASE}/admin/revenue-settlements`);
  await page.getByTestId('settlement-table').waitFor();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: path.join(OUT, `console-settlements-${lang}.png`) });
  await page.locator('[data-testid="settlement-table"] tbody tr.ant-table-row').first().click();
  await page.getByTestId('settlement-detail').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `console-settlement-detail-${lang}.png`) });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  await page.getByTestId('settlement-run').click();
  await page.getByTestId('settlement-run-reason').fill('Checking that a settled day pays once');
  await page.getByTestId('settlement-run-submit').click();
  await page.getByTestId('settlement-run-result').waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(OUT, `console-rerun-${lang}.png`) });
  await context.close();
}
await browser.close();
