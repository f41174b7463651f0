/**
 * Screenshots of the seller center (issue 13: status, settings, levels) on a Pixel 7 in English
 * and Arabic (German for the home), a frozen store included, and the console's store levels and
 * stores pages on a desktop:
 *
 *   BASE_URL=http://localhost:3622 npx tsx apps/web/scripts/shots-seller.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots/s2).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { DEMO_ADMIN } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3622';
const OUT = process.env.SHOTS_DIR ?? '/work/shots/s2';

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(await chromiumLaunchOptions());

async function signIn(page: Page, email: string) {
  await page.goto(`${BASE}/auth/signin`);
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill('Demo12345');
  await page.locator('input[name="password"]').press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
}

for (const lang of ['en', 'ar', 'de']) {
  for (const [who, email] of [
    ['normal', 'store2@demo.local'],
    ['frozen', 'store7@demo.local'],
  ] as const) {
    if (lang === 'de' && who === 'frozen') continue;
    const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
    await context.addInitScript((l: string) => localStorage.setItem('language', l), lang);
    const page = await context.newPage();
    await signIn(page, email);
    const shot = async (route: string, name: string, ready: string, full = false) => {
      await page.goto(`${BASE}${route}`);
      await page.getByTestId(ready).first().waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: path.join(OUT, `${name}-${who}-${lang}.png`), fullPage: full });
    };
    await shot('/seller', 'seller-home', 'seller-header');
    if (lang === 'de') {
      await context.close();
      continue;
    }
    await shot('/seller/settings', 'seller-settings', 'notify-orders', true);
    if (who === 'normal') {
      await shot('/seller/settings/business', 'seller-business', 'business-save');
      await page.locator('input[name="phone"]').fill('');
      await page.locator('input[name="whatsapp"]').fill('abc');
      await page.getByTestId('business-save').click();
      await page.waitForTimeout(600);
      await page.screenshot({ path: path.join(OUT, `seller-business-errors-${who}-${lang}.png`) });
      await shot('/seller/settings/levels', 'seller-levels', 'level-table', true);
      await page.goto(`${BASE}/seller/settings/benefits`);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: path.join(OUT, `seller-benefits-${who}-${lang}.png`), fullPage: true });
      await page.goto(`${BASE}/seller/settings/rules`);
      await page.waitForTimeout(1500);
      await page.screenshot({ path: path.join(OUT, `seller-rules-${who}-${lang}.png`), fullPage: true });
    } else {
      await page.goto(`${BASE}/wallet`);
      await page.getByTestId('wallet-card').waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: path.join(OUT, `seller-wallet-${who}-${lang}.png`) });
    }
    await context.close();
  }
}

// With STATUS_SHOTS=1 the script also shows an exception and a disabled store: it sets store 6's
// status through the console's call (audited) and puts it back to normal afterwards.
if (process.env.STATUS_SHOTS === '1') {
  const client = createApiClient({ baseUrl: BASE });
  const staff = (await client.call('admin/signin', DEMO_ADMIN)).token;
  const seller = await client.call('user/signin', { email: 'store6@demo.local', password: 'Demo12345' });
  const storeId = (await client.call('store/getMyStore', {}, { token: seller.token })).id;
  const reasons = {
    exception: 'Three buyers reported late deliveries this week',
    disabled: 'Listings copied from another brand (screenshots)',
  } as const;
  for (const status of ['exception', 'disabled'] as const) {
    await client.call('admin/saveStore', { id: storeId, status, reason: reasons[status] }, { token: staff });
    for (const lang of ['en', 'ar']) {
      const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
      await context.addInitScript((l: string) => localStorage.setItem('language', l), lang);
      const page = await context.newPage();
      await signIn(page, 'store6@demo.local');
      await page.goto(`${BASE}/seller`);
      await page.getByTestId('store-status-notice').waitFor();
      await page.waitForTimeout(800);
      await page.screenshot({ path: path.join(OUT, `seller-home-${status}-${lang}.png`) });
      if (status === 'disabled') {
        await page.goto(`${BASE}/seller/settings/business`);
        await page.getByTestId('business-save').waitFor();
        await page.waitForTimeout(800);
        await page.screenshot({ path: path.join(OUT, `seller-business-${status}-${lang}.png`) });
      }
      await context.close();
    }
  }
  await client.call(
    'admin/saveStore',
    { id: storeId, status: 'normal', reason: 'Screenshots taken' },
    { token: staff },
  );
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
  await page.goto(`${BASE}/admin/store-levels`);
  await page.getByTestId('store-levels-table').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `console-store-levels-${lang}.png`), fullPage: true });
  await page.goto(`${BASE}/admin/stores`);
  await page.getByTestId('stores-table').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `console-stores-${lang}.png`) });
  await context.close();
}
await browser.close();
