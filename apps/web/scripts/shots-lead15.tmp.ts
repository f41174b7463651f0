import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = 'http://localhost:3400';
const OUT = '/work/shots15/lead';
const client = createApiClient({ baseUrl: BASE });
const token = (await client.call('user/signin', { email: 'buyer@demo.local', password: 'Demo12345' })).token;
const browser = await chromium.launch(await chromiumLaunchOptions());
for (const lang of ['en', 'ar']) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  await context.addInitScript(
    ([l, t]: string[]) => {
      localStorage.setItem('language', l!);
      localStorage.setItem('token', t!);
    },
    [lang, token],
  );
  const page = await context.newPage();
  await page.goto(`${BASE}/vip/member`);
  await page.waitForTimeout(2000);
  await page.mouse.wheel(0, 300);
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, `member-${lang}.png`) });
  await page.goto(`${BASE}/vip/dashboard`);
  await page.waitForTimeout(2500);
  await page.screenshot({ path: path.join(OUT, `dashboard-${lang}.png`) });
  await page.goto(`${BASE}/vip/copyright`);
  await page.waitForTimeout(2000);
  const alpha = page.locator('[data-testid^="invest-offering-"]').filter({ hasText: 'Alpha' });
  await alpha.getByTestId('invest-detail').click();
  await page.waitForTimeout(1500);
  await page.screenshot({ path: path.join(OUT, `alpha-detail-${lang}.png`) });
  await page.mouse.wheel(0, 500);
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `alpha-detail2-${lang}.png`) });
  await page.goto(`${BASE}/tv/index`);
  await page.waitForTimeout(2500);
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `feed-${lang}.png`) });
  await context.close();
}
await browser.close();
