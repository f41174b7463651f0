/**
 * Screenshots of the drama app's money screens (issue 12 parts 1, 5, 8): /vip/activate with the
 * sale and its confirmation, the player playing, paused and at a lock with the unlock confirmation,
 * /vip/setting with auto-unlock, at the Pixel 7 viewport; the console's VIP plans page and its sale
 * fields at a desktop viewport. English, Arabic and Japanese.
 *
 *   BASE_URL=http://localhost:3420 OUT=/work/shots/h2 npx tsx apps/web/scripts/shots-drama-money.ts
 *
 * Needs a running server with both builds and the demo data. A fresh buyer with US$50 (deposit
 * approved by the demo admin through the API) is signed in, so the confirmation shows a balance.
 */
import { mkdirSync } from 'node:fs';
import { chromium, devices, type Page } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { outboxScenarios } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3420';
const OUT = process.env.OUT ?? '/work/shots/h2';
const LOCALES = (process.env.SHOT_LOCALES ?? 'en,ar,ja').split(',');
const ADMIN = { email: 'admin@demo.local', password: 'Demo12345' };
/** `web`, `console` or both (default). */
const PARTS = (process.env.PARTS ?? 'web,console').split(',');

const client = createApiClient({ baseUrl: BASE_URL });
const kit = outboxScenarios(client);
const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
const browser = await chromium.launch(
  await chromiumLaunchOptions(['--autoplay-policy=no-user-gesture-required']),
);
mkdirSync(OUT, { recursive: true });

/** The first drama with a transcoded free episode and a locked one. */
async function pickDrama() {
  const { list } = await client.call('video/getVideoList', { sort: 'hot', pageSize: 20 });
  for (const v of list) {
    const items = (await client.call('video/getVideoItemList', { videoId: v.id })).list;
    const free = items.find((i) => i.free && i.playUrl);
    const locked = items.find((i) => !i.free);
    if (free && locked) return { id: v.id, free: free.index, locked: locked.index };
  }
  throw new Error('no drama with a transcoded free episode yet');
}

const buyer = await kit.buyer({ tag: 'shots-h2', funds: 50 });
const drama = await pickDrama();
const shot = (page: Page, name: string) => page.screenshot({ path: `${OUT}/${name}.png` });

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

  await page.goto(`${BASE_URL}/vip/activate`);
  await page.getByTestId('vip-plan-quarter').waitFor();
  await page.getByTestId('vip-plan-quarter').click();
  await page.waitForTimeout(500);
  await shot(page, `${locale}-vip-activate`);
  await page.getByTestId('vip-pay').click();
  await page.getByTestId('charge-confirm').waitFor();
  await page.waitForTimeout(400);
  await shot(page, `${locale}-vip-activate-confirm`);
  await page.getByTestId('charge-cancel').click();

  await page.goto(`${BASE_URL}/tv/video?id=${drama.id}&ep=${drama.free}`);
  await page.getByTestId('seek-bar').waitFor({ timeout: 60_000 });
  await page.waitForTimeout(2500);
  await shot(page, `${locale}-player-playing`);
  await page.getByTestId('drama-video').click({ position: { x: 120, y: 250 } });
  await page.waitForTimeout(500);
  await shot(page, `${locale}-player-paused`);

  await page.goto(`${BASE_URL}/tv/video?id=${drama.id}&ep=${drama.locked}`);
  await page.getByTestId('lock-overlay').waitFor();
  await page.waitForTimeout(500);
  await shot(page, `${locale}-player-lock`);
  await page.getByTestId('unlock-one').click();
  await page.getByTestId('charge-confirm').waitFor();
  await page.waitForTimeout(400);
  await shot(page, `${locale}-player-lock-confirm`);
  await page.getByTestId('charge-cancel').click();

  await page.goto(`${BASE_URL}/vip/setting`);
  await page.getByTestId('auto-unlock-setting').waitFor();
  await page.waitForTimeout(400);
  await shot(page, `${locale}-vip-setting`);
  await context.close();
}

// The console at a desktop viewport.
for (const locale of LOCALES.filter(() => PARTS.includes('console'))) {
  const admin = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await admin.addInitScript((lang) => localStorage.setItem('adminLanguage', lang), locale);
  const desk = await admin.newPage();
  await desk.goto(`${BASE_URL}/admin/signin`);
  await desk.locator('#email').fill(ADMIN.email);
  await desk.locator('#password').fill(ADMIN.password);
  await desk.locator('button[type=submit]').click();
  await desk.waitForURL(/\/admin\/overview/);
  await desk.goto(`${BASE_URL}/admin/content/vip-plans`);
  await desk.getByTestId('vip-plan-card').first().waitFor();
  await desk.waitForTimeout(600);
  await shot(desk, `${locale}-console-vip-plans`);
  await desk.getByTestId('vip-plan-edit').nth(1).click();
  await desk.getByTestId('vip-plan-drawer').waitFor();
  await desk.waitForTimeout(600);
  await shot(desk, `${locale}-console-vip-plan-drawer`);
  await admin.close();
}
await browser.close();
