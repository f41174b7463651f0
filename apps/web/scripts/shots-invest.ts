/**
 * Screenshots of copyright shares (issue 15 part 1, decision 47): /vip/copyright's offerings, an
 * offering's disclosure, the snap-up sheet, the demo buyer's units with the reservation to pay, and
 * the member menu's entry, at the Pixel 7 viewport in English and Arabic; the console's offerings,
 * editor and holders at a desktop viewport.
 *
 *   BASE_URL=http://localhost:3310 OUT=/work/shots15/h1 npx tsx apps/web/scripts/shots-invest.ts
 *
 * Needs a running server with both builds and the demo data (DEMO_VIDEOS=true for the dramas).
 */
import { mkdirSync } from 'node:fs';
import { chromium, devices, type Page } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { DEMO_ADMIN } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3310';
const OUT = process.env.OUT ?? '/work/shots15/h1';
const LOCALES = (process.env.SHOT_LOCALES ?? 'en,ar').split(',');
const PARTS = (process.env.PARTS ?? 'web,console').split(',');

const client = createApiClient({ baseUrl: BASE_URL });
const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
const browser = await chromium.launch(await chromiumLaunchOptions());
mkdirSync(OUT, { recursive: true });
const shot = (page: Page, name: string, fullPage = false) =>
  page.screenshot({ path: `${OUT}/${name}.png`, fullPage });

const buyer = await client.call('user/signin', { email: 'buyer@demo.local', password: 'Demo12345' });

for (const locale of LOCALES.filter(() => PARTS.includes('web'))) {
  const context = await browser.newContext({ ...pixel });
  await context.addInitScript(
    ([lang, tok]) => {
      localStorage.setItem('language', lang!);
      localStorage.setItem('token', tok!);
    },
    [locale, buyer.token],
  );
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/vip/member`);
  await page.waitForTimeout(1500);
  await shot(page, `${locale}-member-menu`);

  await page.goto(`${BASE_URL}/vip/copyright`);
  await page.getByTestId('invest-offerings').waitFor();
  await page.waitForTimeout(800);
  await shot(page, `${locale}-offerings`);
  await shot(page, `${locale}-offerings-full`, true);
  await page.getByTestId('invest-levels-open').click();
  await page.getByTestId('invest-levels').waitFor();
  await page.waitForTimeout(500);
  await shot(page, `${locale}-levels`);
  await page.mouse.click(200, 80);
  await page.waitForTimeout(500);

  await page.getByTestId('invest-detail').first().click();
  await page.getByTestId('invest-method').waitFor();
  await page.waitForTimeout(600);
  await shot(page, `${locale}-detail`);
  await page.mouse.click(200, 40);
  await page.waitForTimeout(500);

  const snap = page.getByTestId('invest-snap').first();
  if (await snap.count()) {
    await snap.click();
    await page.getByTestId('invest-snap-sheet').waitFor();
    await page.waitForTimeout(500);
    await shot(page, `${locale}-snap-sheet`);
    await page.mouse.click(200, 40);
    await page.waitForTimeout(500);
  }
  const pay = page.getByTestId('invest-pay').first();
  if (await pay.count()) {
    await pay.click();
    await page.getByTestId('charge-confirm').waitFor();
    await page.waitForTimeout(500);
    await shot(page, `${locale}-pay-confirm`);
    await page.getByTestId('charge-cancel').click();
    await page.waitForTimeout(400);
  }

  // A viewer with no reservation there: the snap-up sheet of the running rush.
  const viewer = await client.call('user/signin', { email: 'viewer5@demo.local', password: 'Demo12345' });
  const other = await browser.newContext({ ...pixel });
  await other.addInitScript(
    ([lang, tok]) => {
      localStorage.setItem('language', lang!);
      localStorage.setItem('token', tok!);
    },
    [locale, viewer.token],
  );
  const viewerPage = await other.newPage();
  await viewerPage.goto(`${BASE_URL}/vip/copyright`);
  await viewerPage.getByTestId('invest-snap').first().click();
  await viewerPage.getByTestId('invest-snap-sheet').waitFor();
  await viewerPage.waitForTimeout(600);
  await shot(viewerPage, `${locale}-snap-sheet`);
  await other.close();

  await page.getByRole('tab').nth(1).click();
  await page.getByTestId('invest-mine').waitFor();
  await page.waitForTimeout(800);
  await shot(page, `${locale}-mine`);
  await shot(page, `${locale}-mine-full`, true);
  await context.close();
}

for (const locale of LOCALES.filter(() => PARTS.includes('console'))) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 960 } });
  await context.addInitScript((l: string) => localStorage.setItem('adminLanguage', l), locale);
  const page = await context.newPage();
  await page.goto(`${BASE_URL}/admin/signin`);
  await page.locator('#email').fill(DEMO_ADMIN.email);
  await page.locator('#password').fill(DEMO_ADMIN.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/signin'));
  await page.goto(`${BASE_URL}/admin/revenue-share/offerings`);
  await page.getByTestId('offering-edit').first().waitFor();
  await page.waitForTimeout(800);
  await shot(page, `${locale}-console-offerings`);
  await page.getByTestId('offering-edit').first().click();
  await page.getByTestId('offering-drawer').waitFor();
  await page.waitForTimeout(800);
  await shot(page, `${locale}-console-offering-drawer`);
  await page.keyboard.press('Escape');
  await page.waitForTimeout(600);
  await page.goto(`${BASE_URL}/admin/revenue-share/offerings`);
  await page.getByTestId('offering-holders').first().waitFor();
  await page.getByTestId('offering-holders').last().click();
  await page.getByTestId('offering-holders-table').waitFor();
  await page.waitForTimeout(800);
  await shot(page, `${locale}-console-holders`);
  await page.goto(`${BASE_URL}/admin/revenue-share/offerings`);
  await page.getByTestId('offering-pause').first().waitFor();
  await page.getByTestId('offering-pause').first().click();
  await page.waitForTimeout(600);
  await shot(page, `${locale}-console-pause`);
  await context.close();
}
await browser.close();
