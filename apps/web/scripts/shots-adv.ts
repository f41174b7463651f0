/**
 * Screenshots of ad placements (issue 15 part 4) at the Pixel 7 viewport in English and Arabic —
 * the sponsored cards in the drama feed, /vip/adv (slots, the creative form, my ads), the player's
 * end card — and the console's Ad slots page on a desktop. Needs the built apps served by the
 * demo server (DEMO_VIDEOS=true for the demo dramas and their ads):
 *
 *   BASE_URL=http://localhost:3330 PG_URL=postgres://postgres:postgres@127.0.0.1:55330/dramamall \
 *     npx tsx apps/web/scripts/shots-adv.ts
 *
 * PG_URL (optional) lets the end card show: the demo episodes are not transcoded without the
 * video worker, so one drama's last episode is marked ready and free in that demo database.
 */
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { chromium, devices } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { DEMO_ADMIN } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3330';
const OUT = process.env.SHOTS_DIR ?? '/work/shots15/h3';
const client = createApiClient({ baseUrl: BASE });
fs.mkdirSync(OUT, { recursive: true });

const buyer = (await client.call('user/signin', { email: 'buyer@demo.local', password: 'Demo12345' })).token;
const viewer = (await client.call('user/signin', { email: 'viewer2@demo.local', password: 'Demo12345' }))
  .token;
const ads = await client.call('video_adv/getAds', { place: 'feed' });
const dramaId = ads.list[0]?.videoId ?? 1;
let lastEpisode = 0;
if (process.env.PG_URL) {
  const db = new pg.Client({ connectionString: process.env.PG_URL });
  await db.connect();
  const { rows } = await db.query<{ n: number }>(
    'select max(index)::int as n from video_items where video_id = $1',
    [dramaId],
  );
  lastEpisode = rows[0]?.n ?? 0;
  await db.query(`update video_items set status = 'ready' where video_id = $1 and index = $2`, [
    dramaId,
    lastEpisode,
  ]);
  await db.query('update videos set free_episodes = $2 where id = $1', [dramaId, lastEpisode]);
  await db.end();
}

const browser = await chromium.launch(await chromiumLaunchOptions());
for (const lang of ['en', 'ar']) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  await context.addInitScript(
    ([l, t]) => {
      localStorage.setItem('language', l!);
      localStorage.setItem('token', t!);
    },
    [lang, buyer],
  );
  const page = await context.newPage();
  const shot = async (name: string) => {
    await page.waitForTimeout(900);
    await page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`) });
  };
  await page.goto(`${BASE}/tv/index`);
  await page.getByTestId('tv-sponsored').waitFor();
  await page.getByTestId('tv-sponsored').scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, -120);
  await shot('feed-sponsored');
  await page.goto(`${BASE}/vip/adv`);
  await page.getByTestId('adv-slots').waitFor();
  await shot('adv-slots');
  await page.mouse.wheel(0, 700);
  await shot('adv-slots-more');
  await page.goto(`${BASE}/vip/adv?tab=mine`);
  await page.getByTestId('adv-mine').waitFor();
  await shot('adv-mine');
  await page.mouse.wheel(0, 700);
  await shot('adv-mine-more');
  await page.goto(`${BASE}/vip/member`);
  await page.waitForTimeout(600);
  await page.mouse.wheel(0, 500);
  await shot('vip-member-menu');
  if (lastEpisode) {
    await page.goto(`${BASE}/tv/video?id=${dramaId}&ep=${lastEpisode}`);
    await page.getByTestId('drama-video').waitFor();
    await page.waitForTimeout(800);
    await page.getByTestId('drama-video').evaluate((v) => v.dispatchEvent(new Event('ended')));
    await page.getByTestId('end-card').waitFor();
    await page.waitForTimeout(600);
    await shot('player-end-card');
  }
  await context.close();

  // Another advertiser snaps up: the creative form.
  const other = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  await other.addInitScript(
    ([l, t]) => {
      localStorage.setItem('language', l!);
      localStorage.setItem('token', t!);
    },
    [lang, viewer],
  );
  const p2 = await other.newPage();
  await p2.goto(`${BASE}/vip/adv`);
  await p2.getByTestId('adv-slots').waitFor();
  await p2.locator('[data-testid^="adv-snap-"]').first().click();
  await p2.getByTestId('adv-creative-form').waitFor();
  await p2.getByTestId('adv-creative-submit').click();
  await p2.waitForTimeout(900);
  await p2.screenshot({ path: path.join(OUT, `adv-creative-form-${lang}.png`) });
  await other.close();
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
  await page.goto(`${BASE}/admin/ad-slots`);
  await page.getByTestId('ad-slot-edit').first().waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(OUT, `console-ad-slots-${lang}.png`) });
  await page.getByTestId('ad-slot-new').click();
  await page.getByTestId('ad-slot-drawer').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `console-ad-slot-drawer-${lang}.png`) });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  await page.goto(`${BASE}/admin/ad-slots`);
  await page.getByTestId('ad-view').waitFor();
  await page
    .getByTestId('ad-view')
    .getByText(lang === 'en' ? 'Placements' : 'الحجوزات')
    .click();
  await page.getByTestId('ad-placements-table').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `console-ad-placements-${lang}.png`) });
  await page.getByTestId('ad-take-down').first().click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `console-ad-take-down-${lang}.png`) });
  await context.close();
}
await browser.close();
process.stdout.write(`screenshots in ${OUT}\n`);
