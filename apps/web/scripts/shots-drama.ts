/**
 * Screenshots of every drama-app page (/tv/* and /vip/*) in English and Arabic at the Pixel 7
 * viewport, signed in as the demo buyer (sign-in pages signed out). Needs a running server with a
 * build (e.g. `npm start`, or the API plus Vite as in the common brief).
 *
 *   BASE_URL=http://localhost:3000 OUT=/work/shots/drama npx tsx apps/web/scripts/shots-drama.ts
 */
import { mkdirSync } from 'node:fs';
import { chromium, devices } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3000';
const OUT = process.env.OUT ?? '/work/shots/drama';
const LOCALES = (process.env.SHOT_LOCALES ?? 'en,ar').split(',');
const ONLY = process.env.ONLY?.split(',');
const BUYER = { email: 'buyer@demo.local', password: 'Demo12345' };

const SIGNED_OUT = ['/tv/signin', '/tv/signup'];
const PAGES = [
  '/tv/index',
  '/tv/hot',
  '/tv/latest',
  '/tv/activity',
  '/tv/language',
  '/tv/detail?id=1',
  '/tv/video?id=1&ep=1',
  '/tv/video?id=2&ep=9',
  '/vip/member',
  '/vip/activate',
  '/vip/like',
  '/vip/myvideo',
  '/vip/history',
  '/vip/message',
  '/vip/service',
  '/vip/help',
  '/vip/feedback',
  '/vip/activity',
  '/vip/setting',
  '/vip/safety',
  '/vip/safety_trade',
  '/vip/auth',
  '/vip/wallet',
  '/vip/deposit',
  '/vip/withdraw',
  '/vip/bindaddress',
  '/vip/share',
  '/vip/team',
  '/vip/copyright',
  '/vip/adv',
  '/vip/dashboard',
];

const fileName = (path: string) => path.replace(/^\//, '').replace(/[/?=&]+/g, '-');

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
const browser = await chromium.launch(
  await chromiumLaunchOptions(['--autoplay-policy=no-user-gesture-required']),
);
mkdirSync(OUT, { recursive: true });
const { token } = await createApiClient({ baseUrl: BASE_URL }).call('user/signin', BUYER);
for (const locale of LOCALES) {
  for (const signedIn of [false, true]) {
    const context = await browser.newContext({ ...pixel });
    await context.addInitScript(
      ([lang, tok]) => {
        localStorage.setItem('language', lang!);
        if (tok) localStorage.setItem('token', tok);
      },
      [locale, signedIn ? token : ''],
    );
    const page = await context.newPage();
    for (const path of (signedIn ? PAGES : SIGNED_OUT).filter((p) => !ONLY || ONLY.includes(p))) {
      await page.goto(`${BASE_URL}${path}`);
      await page.waitForLoadState('networkidle').catch(() => undefined);
      await page.waitForTimeout(path.startsWith('/tv/video') ? 2500 : 700);
      await page.screenshot({ path: `${OUT}/${locale}-${fileName(path)}.png` });
    }
    await context.close();
  }
}
await browser.close();
process.stdout.write(`screenshots in ${OUT}\n`);
