/**
 * Screenshots of the promotion center (decision 41) on a Pixel 7 in English and Arabic — the
 * seller's promotions (each tab), a new promotion, store points, a promoted product as buyers see
 * it — and the console's promotion rules on a desktop:
 *
 *   BASE_URL=http://localhost:3701 npx tsx apps/web/scripts/shots-promotion.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots14/p1).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { DEMO_ADMIN } from '@app/testkit';
import { createApiClient } from '@app/contract';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3701';
const OUT = process.env.SHOTS_DIR ?? '/work/shots14/p1';
const SELLER = { email: 'store1@demo.local', password: 'Demo12345' };

fs.mkdirSync(OUT, { recursive: true });
const client = createApiClient({ baseUrl: BASE });
const { token } = await client.call('user/signin', SELLER);
const running = await client.call('store/getPromotionList', { tab: 'promoting' }, { token });
const promotedId = running.list[0]?.goodsId;

const browser = await chromium.launch(await chromiumLaunchOptions());
for (const lang of ['en', 'ar']) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  await context.addInitScript((l: string) => localStorage.setItem('language', l), lang);
  const page = await context.newPage();
  const snap = async (name: string, full = false) => {
    await page.waitForTimeout(900);
    await page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`), fullPage: full });
  };
  if (promotedId) {
    await page.goto(`${BASE}/mall/product/${promotedId}`);
    await page.getByTestId('promotion-ends').waitFor();
    await snap('buyer-product');
    await page.goto(`${BASE}/mall/store/1`);
    await page.getByTestId('product-card').first().waitFor();
    await snap('buyer-store', true);
  }
  await page.goto(`${BASE}/auth/signin`);
  await page.locator('input[name="email"]').fill(SELLER.email);
  await page.locator('input[name="password"]').fill(SELLER.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto(`${BASE}/seller`);
  await page.getByTestId('seller-stats').waitFor();
  await page.getByText(lang === 'ar' ? 'مركز الترويج' : 'Promotion center').scrollIntoViewIfNeeded();
  await snap('seller-home-menu');
  for (const tab of ['promoting', 'scheduled', 'ended']) {
    await page.goto(`${BASE}/seller/promotions${tab === 'promoting' ? '' : `?tab=${tab}`}`);
    await page.getByTestId('promotions-screen').waitFor();
    await page.locator('[data-testid=promotion-list], [data-testid=promotions-empty]').first().waitFor();
    await snap(`promotions-${tab}`);
  }
  await page.goto(`${BASE}/seller/promotions`);
  await page.getByTestId('promotion-card').first().waitFor();
  await page.locator('.promo-item .adm-checkbox').first().click();
  await page.getByTestId('promotion-renew').click();
  await page.getByTestId('renew-summary').waitFor();
  await snap('promotions-renew');
  await page.goto(`${BASE}/seller/promotions/new`);
  await page.getByTestId('new-promotion').waitFor();
  await page.locator('.promo-pick .adm-checkbox').nth(3).click();
  await page.locator('.promo-pick .adm-checkbox').nth(4).click();
  await page.getByTestId('promotion-effect-scheduled').click();
  await snap('promotion-new');
  await page.getByTestId('promotion-submit').scrollIntoViewIfNeeded();
  await snap('promotion-new-summary');
  await page.goto(`${BASE}/seller/points`);
  await page.getByTestId('points-screen').waitFor();
  await page.getByTestId('points-records').waitFor();
  await snap('points', true);
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
  await page.goto(`${BASE}/admin/promotion-rules`);
  await page.getByTestId('promotion-settings-form').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `console-promotion-rules-${lang}.png`) });
  await context.close();
}
await browser.close();
