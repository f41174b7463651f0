/**
 * One screenshot per point of issue 12 (the screens a new user meets), in English and Arabic at the
 * Pixel 7 viewport, signed in as the demo buyer where a page needs it; the console's overview at a
 * desktop size. Needs a running server (e.g. `npm start`):
 *
 *   BASE_URL=http://localhost:3000 OUT=/work/shots/issue12 npx tsx apps/web/scripts/shots-issue12.ts
 */
import { mkdirSync } from 'node:fs';
import { chromium, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const OUT = process.env.OUT ?? '/work/shots/issue12';
const LOCALES = (process.env.SHOT_LOCALES ?? 'en,ar').split(',');

const PAGES: [string, string][] = [
  ['01-vip-activate', '/vip/activate'],
  ['02-product', '/mall/product/1'],
  ['02-store', '/mall/store/1'],
  ['03-membership', '/about/membership'],
  ['04-portal', '/auth/portal'],
  ['05-player-locked', '/tv/video?id=1&ep=5'],
  ['06-help', '/vip/help'],
  ['07-tv-home', '/tv/index'],
  ['08-player', '/tv/video?id=1&ep=1'],
  ['09-tv-signin', '/tv/signin'],
  ['11-orders', '/mall/orders'],
  ['13-choose-location', '/choose-location'],
  ['06-wallet-records', '/wallet/records'],
];

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
const browser = await chromium.launch(
  await chromiumLaunchOptions(['--autoplay-policy=no-user-gesture-required']),
);
mkdirSync(OUT, { recursive: true });

for (const locale of LOCALES) {
  const context = await browser.newContext({ ...pixel, locale });
  await context.addInitScript((lang) => localStorage.setItem('language', lang), locale);
  const page = await context.newPage();
  for (const [name, path] of PAGES) {
    if (name === '11-orders') {
      // Member pages from here on: sign in once.
      await page.goto(`${BASE_URL}/auth/signin`);
      await page.locator('input[name="email"]').fill('buyer@demo.local');
      await page.locator('input[name="password"]').fill('Demo12345');
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((url) => !url.pathname.includes('signin'));
    }
    await page.goto(BASE_URL + path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `${OUT}/${locale}-${name}.png` });
  }
  await context.close();

  const desk = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
  await desk.addInitScript((lang) => localStorage.setItem('adminLanguage', lang), locale);
  const admin = await desk.newPage();
  await admin.goto(`${BASE_URL}/admin/`);
  await admin.locator('#email').fill('admin@demo.local');
  await admin.locator('#password').fill('Demo12345');
  await admin.locator('button[type="submit"]').click();
  await admin.waitForLoadState('networkidle');
  await admin.waitForTimeout(2000);
  await admin.screenshot({ path: `${OUT}/${locale}-12-console-overview.png` });
  await desk.close();
}
await browser.close();
