/**
 * Screenshots of the seller center's home with its dashboard (a demo seller) on a Pixel 7 in
 * English, Arabic and German, scrolled through:
 *
 *   BASE_URL=http://localhost:3512 npx tsx apps/web/scripts/shots-seller-dashboard.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots/seller-dashboard).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3512';
const OUT = process.env.SHOTS_DIR ?? '/work/shots/seller-dashboard';
const SELLER = process.env.SELLER ?? 'store2@demo.local';

const client = createApiClient({ baseUrl: BASE });
const { token } = await client.call('user/signin', { email: SELLER, password: 'Demo12345' });

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(await chromiumLaunchOptions());
for (const lang of ['en', 'ar', 'de']) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  await context.addInitScript(
    ([l, t]: string[]) => {
      localStorage.setItem('language', l!);
      localStorage.setItem('token', t!);
    },
    [lang, token],
  );
  const page = await context.newPage();
  await page.goto(`${BASE}/seller`);
  await page.getByTestId('store-dashboard').waitFor();
  await page.waitForTimeout(1500);
  for (let i = 0; i < 4; i++) {
    await page.screenshot({ path: path.join(OUT, `home-${lang}-${i + 1}.png`) });
    await page.mouse.wheel(0, 700);
    await page.waitForTimeout(500);
  }
  await context.close();
}
await browser.close();
