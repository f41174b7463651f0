/**
 * Screenshots of the sign-in faces (marketplace and drama app), the drama app's member menu and a
 * frozen store, in English, Arabic and German at the Pixel 7 viewport. Needs a running server:
 *
 *   BASE_URL=http://localhost:3000 OUT=/work/shots/faces npx tsx apps/web/scripts/shots-faces.ts
 */
import { mkdirSync } from 'node:fs';
import { chromium, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const OUT = process.env.OUT ?? '/work/shots/faces';
const LOCALES = (process.env.SHOT_LOCALES ?? 'en,ar,de').split(',');
const BUYER = { email: 'buyer@demo.local', password: 'Demo12345' };
const FROZEN_STORE = Number(process.env.FROZEN_STORE ?? 7);

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
const browser = await chromium.launch(await chromiumLaunchOptions());
mkdirSync(OUT, { recursive: true });

for (const locale of LOCALES) {
  const context = await browser.newContext({ ...pixel, locale });
  await context.addInitScript((lang) => localStorage.setItem('language', lang), locale);
  const page = await context.newPage();
  for (const [name, path] of [
    ['mall-signin', '/auth/signin'],
    ['tv-signin', '/tv/signin'],
    ['tv-signup', '/tv/signup'],
    ['frozen-store', `/mall/store/${FROZEN_STORE}`],
  ] as const) {
    await page.goto(BASE_URL + path);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `${OUT}/${locale}-${name}.png` });
  }
  // Signed in: the drama app's member menu offers only what is built.
  await page.goto(`${BASE_URL}/tv/signin`);
  await page.locator('input[name="email"]').fill(BUYER.email);
  await page.locator('input[name="password"]').fill(BUYER.password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.includes('signin'));
  await page.goto(`${BASE_URL}/vip/member`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${OUT}/${locale}-vip-member.png`, fullPage: true });
  await page.goto(`${BASE_URL}/mall/me`);
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `${OUT}/${locale}-mall-me.png`, fullPage: true });
  await context.close();
}
await browser.close();
