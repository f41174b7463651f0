/**
 * Screenshots of the platform content in the reader's language (decision 32) on a Pixel 7 in
 * English, Arabic and German — marketplace home (banners, store sections), categories, drama home
 * banners, activity cards — and the console's banner and category pages on a desktop:
 *
 *   BASE_URL=http://localhost:3510 npx tsx apps/web/scripts/shots-platform.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots/platform).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { DEMO_ADMIN } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3510';
const OUT = process.env.SHOTS_DIR ?? '/work/shots/platform';

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(await chromiumLaunchOptions());
for (const lang of ['en', 'ar', 'de']) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  await context.addInitScript((l: string) => localStorage.setItem('language', l), lang);
  const page = await context.newPage();
  const shot = async (route: string, name: string, ready: string, scroll = 0) => {
    await page.goto(`${BASE}${route}`);
    await page.getByTestId(ready).first().waitFor();
    await page.waitForTimeout(900);
    if (scroll) await page.mouse.wheel(0, scroll);
    if (scroll) await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`) });
  };
  await shot('/mall', 'mall-home', 'banner-words');
  await shot('/mall', 'mall-sections', 'banner-words', 1400);
  await page.goto(`${BASE}/mall/category`);
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(OUT, `mall-categories-${lang}.png`) });
  await shot('/tv/index', 'tv-home', 'banner-words');
  await shot('/tv/activity', 'tv-activity', 'activity-card');
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
  await page.goto(`${BASE}/admin/content/banners?place=mall`);
  await page.getByTestId('banner-edit').first().waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(OUT, `console-banners-${lang}.png`) });
  await page.getByTestId('banner-edit').first().click();
  await page.getByTestId('banner-drawer').waitFor();
  await page.getByTestId('banner-language').click();
  await page.locator('.ant-select-item-option').filter({ hasText: 'العربية' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `console-banner-drawer-${lang}.png`) });
  await page.goto(`${BASE}/admin/categories`);
  await page.getByTestId('category-edit').first().waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(OUT, `console-categories-${lang}.png`) });
  await page.getByTestId('category-edit').first().click();
  await page.getByTestId('category-drawer').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `console-category-drawer-${lang}.png`) });
  await context.close();
}
await browser.close();
