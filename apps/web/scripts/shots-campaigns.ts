/**
 * Screenshots of the seasonal campaigns (decision 56) on a Pixel 7 in English and Arabic — the
 * Christmas page (running: hero, countdown, vouchers with the first-order coupon, group deals,
 * products), the Halloween page (ended), the
 * marketplace home's and the drama home's campaign banner — and the console's campaigns page and
 * drawer with its pickers (one open on a search) on a desktop:
 *
 *   BASE_URL=http://localhost:3674 SHOTS_DIR=/work/shots17/c npx tsx apps/web/scripts/shots-campaigns.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { DEMO_ADMIN } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3674';
const OUT = process.env.SHOTS_DIR ?? '/work/shots17/c';

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(await chromiumLaunchOptions());
for (const lang of ['en', 'ar']) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  await context.addInitScript((l: string) => localStorage.setItem('language', l), lang);
  const page = await context.newPage();
  const shot = async (route: string, name: string, ready: string, scroll?: string) => {
    await page.goto(`${BASE}${route}`);
    await page.getByTestId(ready).first().waitFor();
    if (scroll) await page.getByTestId(scroll).first().scrollIntoViewIfNeeded();
    await page.waitForTimeout(1200);
    await page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`) });
  };
  await shot('/campaign/christmas', 'christmas', 'campaign-countdown');
  await shot('/campaign/christmas', 'christmas-vouchers', 'campaign-countdown', 'campaign-voucher-section');
  await shot('/campaign/christmas', 'christmas-deals', 'campaign-countdown', 'campaign-deals');
  await shot('/campaign/christmas', 'christmas-goods', 'campaign-countdown', 'campaign-goods');
  await shot('/campaign/halloween', 'halloween-ended', 'campaign-not-running');
  await shot('/mall', 'mall-home-banner', 'home-banners', 'campaign-banner');
  await shot('/tv/index', 'tv-home-banner', 'tv-home', 'campaign-banner');
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
  await page.goto(`${BASE}/admin/campaigns`);
  await page.getByTestId('campaign-edit-christmas').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `console-campaigns-${lang}.png`) });
  await page.getByTestId('campaign-edit-christmas').click();
  await page.getByTestId('campaign-drawer').waitFor();
  await page.waitForTimeout(900);
  await page.screenshot({ path: path.join(OUT, `console-campaign-drawer-${lang}.png`) });
  // The deals picker, searched: options with picture, name, price and progress.
  await page.getByTestId('campaign-dealIds').click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: path.join(OUT, `console-campaign-deal-picker-${lang}.png`) });
  await page.locator('.ant-drawer-title').click();
  await page.waitForTimeout(400);
  await page.getByTestId('campaign-goodsIds').click();
  await page.keyboard.type('Bear');
  await page.waitForTimeout(1200);
  await page.screenshot({ path: path.join(OUT, `console-campaign-goods-picker-${lang}.png`) });
  await context.close();
}
await browser.close();
