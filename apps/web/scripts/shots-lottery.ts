/**
 * Screenshots of the points lottery (issue 17 part L, decision 55) on a Pixel 7 in English and
 * Arabic — the page as a visitor and as the demo buyer, the records, a draw's result — and the
 * console's prize table and points rules on a desktop:
 *
 *   BASE_URL=http://localhost:3673 SHOTS_DIR=/work/shots17/l npx tsx apps/web/scripts/shots-lottery.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { DEMO_ADMIN } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3673';
const OUT = process.env.SHOTS_DIR ?? '/work/shots17/l';

fs.mkdirSync(OUT, { recursive: true });
const signin = await fetch(`${BASE}/v1/user/signin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'buyer@demo.local', password: 'Demo12345' }),
});
const token = ((await signin.json()) as { data: { token: string } }).data.token;

const browser = await chromium.launch(await chromiumLaunchOptions());
for (const lang of ['en', 'ar']) {
  for (const who of ['visitor', 'buyer'] as const) {
    const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
    await context.addInitScript(
      ([l, tok]) => {
        localStorage.setItem('language', l!);
        if (tok) localStorage.setItem('token', tok);
      },
      [lang, who === 'buyer' ? token : ''],
    );
    const page = await context.newPage();
    await page.goto(`${BASE}/lottery`);
    await page.getByTestId('lottery-prizes').waitFor();
    await page.waitForTimeout(900);
    await page.screenshot({ path: path.join(OUT, `lottery-${who}-${lang}.png`) });
    await page.screenshot({ path: path.join(OUT, `lottery-${who}-full-${lang}.png`), fullPage: true });
    if (who === 'buyer') {
      // Each run spends the demo buyer's points: draw while they last.
      if (await page.getByTestId('lottery-draw').isEnabled()) {
        await page.getByTestId('lottery-draw').click();
        await page.getByTestId('lottery-result').waitFor();
        await page.waitForTimeout(500);
        await page.screenshot({ path: path.join(OUT, `lottery-result-${lang}.png`) });
        await page.locator('.adm-dialog-footer button').first().click();
      }
      await page.getByRole('tab').nth(1).click();
      await page.getByTestId('lottery-points-records').waitFor();
      await page.getByTestId('lottery-records').scrollIntoViewIfNeeded();
      await page.waitForTimeout(600);
      await page.screenshot({ path: path.join(OUT, `lottery-points-records-${lang}.png`) });
    }
    await context.close();
  }
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
  await page.goto(`${BASE}/admin/lottery`);
  await page.getByTestId('lottery-prizes-form').waitFor();
  await page.waitForTimeout(900);
  await page.screenshot({ path: path.join(OUT, `console-prizes-${lang}.png`), fullPage: true });
  await page.goto(`${BASE}/admin/lottery/points-rules`);
  await page.getByTestId('lottery-rules-form').waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(OUT, `console-rules-${lang}.png`) });
  await context.close();
}
await browser.close();
