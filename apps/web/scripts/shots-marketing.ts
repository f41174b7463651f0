/**
 * Screenshots of the marketing pages (decision 46) on a Pixel 7 in English, Arabic and German —
 * `/sell` with its figures, `/creators` and `/partners`, the application form with its messages, the
 * demo buyer's approved application — and the console's application queue on a desktop:
 *
 *   BASE_URL=http://localhost:3706 npx tsx apps/web/scripts/shots-marketing.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots14/m1).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { DEMO_ADMIN } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3706';
const OUT = process.env.SHOTS_DIR ?? '/work/shots14/m1';

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(await chromiumLaunchOptions());
for (const lang of ['en', 'ar', 'de']) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  await context.addInitScript((l: string) => localStorage.setItem('language', l), lang);
  const page = await context.newPage();
  const shot = async (route: string, name: string, ready: string) => {
    await page.goto(`${BASE}${route}`);
    await page.getByTestId(ready).first().waitFor();
    await page.waitForTimeout(900);
    await page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`), fullPage: true });
  };
  await shot('/sell', 'sell', 'sell-levels');
  await shot('/creators', 'creators', 'application-submit');
  await shot('/partners', 'partners', 'application-submit');
  // The form's messages, after sending it empty.
  await page.getByTestId('application-submit').click();
  await page.waitForTimeout(600);
  await page.getByTestId('application-submit').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(OUT, `partners-form-errors-${lang}.png`) });
  await context.close();
}

// The demo buyer applied as a creator and was approved (the demo data).
{
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  await page.goto(`${BASE}/auth/signin`);
  await page.locator('input[name="email"]').fill('buyer@demo.local');
  await page.locator('input[name="password"]').fill('Demo12345');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  for (const lang of ['en', 'ar']) {
    await page.evaluate((l) => localStorage.setItem('language', l), lang);
    await page.goto(`${BASE}/creators`);
    await page.getByTestId('my-applications').waitFor();
    await page.getByTestId('my-applications').scrollIntoViewIfNeeded();
    await page.waitForTimeout(700);
    await page.screenshot({ path: path.join(OUT, `creators-mine-${lang}.png`) });
  }
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
  for (const tab of ['', '?status=all']) {
    await page.goto(`${BASE}/admin/applications${tab}`);
    await page.getByTestId('applications-table').waitFor();
    await page.waitForTimeout(900);
    await page.screenshot({ path: path.join(OUT, `console-applications${tab ? '-all' : ''}-${lang}.png`) });
  }
  await context.close();
}
await browser.close();
