/**
 * Screenshots of store decoration (decision 43) on a Pixel 7 in English and Arabic: the settings
 * entry, the editor (pictures, background, sections, the product picker, the live preview) as demo
 * store 1's owner, and the buyer's decorated store page:
 *
 *   BASE_URL=http://localhost:3703 npx tsx apps/web/scripts/shots-decoration.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots14/d1).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3703';
const OUT = process.env.SHOTS_DIR ?? '/work/shots14/d1';
const SELLER = { email: 'store1@demo.local', password: 'Demo12345' };

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(await chromiumLaunchOptions());
for (const lang of ['en', 'ar']) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  await context.addInitScript((l: string) => localStorage.setItem('language', l), lang);
  const page = await context.newPage();
  const shot = (name: string) => page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`) });
  const showTop = async (p: Page, testId: string) => {
    await p
      .getByTestId(testId)
      .first()
      .evaluate((el) => el.scrollIntoView({ block: 'start' }));
    await p.waitForTimeout(500);
  };

  await page.goto(`${BASE}/auth/signin`);
  await page.locator('input[type=email], input[name=email]').first().fill(SELLER.email);
  await page.locator('input[type=password]').first().fill(SELLER.password);
  await page.locator('button[type=submit]').first().click();
  await page.waitForURL((u) => u.pathname === '/');

  await page.goto(`${BASE}/seller/settings`);
  await page.locator('.adm-list-item').first().waitFor();
  await page.waitForTimeout(600);
  await shot('decoration-settings');

  await page.goto(`${BASE}/seller/decoration`);
  await page.getByTestId('decoration-save').waitFor();
  await page.waitForTimeout(1200);
  await shot('decoration-editor-top');
  await showTop(page, 'decoration-bg-none');
  await shot('decoration-editor-background');
  await showTop(page, 'decoration-section-0');
  await shot('decoration-editor-sections');
  await page.getByTestId('decoration-section-choose-1').click();
  await page.getByTestId('decoration-pick').first().waitFor();
  await page.waitForTimeout(700);
  await shot('decoration-picker');
  await page.getByTestId('decoration-picker-done').click();
  await page.waitForTimeout(500);
  await showTop(page, 'store-preview');
  await page.mouse.wheel(0, -80);
  await page.waitForTimeout(1200);
  await shot('decoration-editor-preview');
  // Unsaved: the third section five per row, seen inside the phone frame.
  await page.getByTestId('decoration-section-columns-2').getByRole('radio', { name: '5' }).click();
  await showTop(page, 'store-preview');
  await page.locator('.decoration__phone').evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  await page.waitForTimeout(800);
  await shot('decoration-editor-preview-five');

  await context.clearCookies();
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.goto(`${BASE}/mall/store/1`);
  await page.getByTestId('store-page').waitFor();
  await page.waitForTimeout(1500);
  await shot('decoration-store-top');
  await showTop(page, 'store-section');
  await shot('decoration-store-sections');
  await page.mouse.wheel(0, 900);
  await page.waitForTimeout(800);
  await shot('decoration-store-sections-more');
  await context.close();
}
await browser.close();
