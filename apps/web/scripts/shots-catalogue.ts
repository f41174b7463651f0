/**
 * Screenshots of the demo drama catalogue (issue 12 part 7) at the Pixel 7 viewport: the drama
 * home (whole page), /tv/hot, /tv/latest, two drama pages, and the player while a line of dialogue
 * is on screen, in English, Arabic and German. Needs a running server with a build whose first
 * episodes are transcoded.
 *
 *   BASE_URL=http://localhost:3450 OUT=/work/shots/h5 npx tsx apps/web/scripts/shots-catalogue.ts
 */
import { mkdirSync } from 'node:fs';
import { chromium, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const OUT = process.env.OUT ?? '/work/shots/h5';
const LOCALES = (process.env.SHOT_LOCALES ?? 'en,ar,de').split(',');

const PAGES: { path: string; name: string; wait: string; full?: boolean; play?: number }[] = [
  { path: '/tv/index', name: 'home', wait: '[data-testid=tv-latest] [data-testid=poster]', full: true },
  { path: '/tv/hot', name: 'hot', wait: '[data-testid=poster]', full: true },
  { path: '/tv/latest', name: 'latest', wait: '[data-testid=poster]' },
  { path: '/tv/detail?id=1', name: 'detail-1', wait: '[data-testid=episode-grid]' },
  { path: '/tv/detail?id=7', name: 'detail-7', wait: '[data-testid=episode-grid]' },
  // Episode 1's second line is on screen from about 8.6 s.
  { path: '/tv/video?id=1&ep=1', name: 'player-1', wait: 'video', play: 10 },
];

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
const browser = await chromium.launch(
  await chromiumLaunchOptions(['--autoplay-policy=no-user-gesture-required']),
);
mkdirSync(OUT, { recursive: true });
for (const locale of LOCALES) {
  const context = await browser.newContext({ ...pixel });
  await context.addInitScript((lang) => localStorage.setItem('language', lang), locale);
  const page = await context.newPage();
  for (const shot of PAGES) {
    await page.goto(`${BASE_URL}${shot.path}`);
    await page.waitForSelector(shot.wait, { timeout: 90_000 });
    await page.waitForLoadState('networkidle').catch(() => undefined);
    if (shot.play) {
      await page
        .waitForFunction((s) => (document.querySelector('video')?.currentTime ?? 0) > s, shot.play, {
          timeout: 60_000,
        })
        .catch(() => undefined);
      await page.evaluate(() => document.querySelector('video')?.pause());
    } else {
      // Lazy posters below the fold load as the page scrolls.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((r) => setTimeout(r, 120));
        }
        window.scrollTo(0, 0);
      });
      await page.waitForTimeout(600);
    }
    await page.screenshot({ path: `${OUT}/${locale}-${shot.name}.png`, fullPage: shot.full ?? false });
  }
  await context.close();
}
await browser.close();
process.stdout.write(`screenshots in ${OUT}\n`);
