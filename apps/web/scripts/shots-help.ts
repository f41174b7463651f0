/**
 * Screenshots of the help page in three languages (one article not translated, marked as shown in
 * English) on a Pixel 7, and the console's help drawer on a desktop (English and the German tab):
 *
 *   BASE_URL=http://localhost:3510 npx tsx apps/web/scripts/shots-help.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots/p1).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { DEMO_ADMIN, outboxScenarios } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3510';
const OUT = process.env.SHOTS_DIR ?? '/work/shots/p1';

const client = createApiClient({ baseUrl: BASE });
const kit = outboxScenarios(client);
const staff = await kit.staffToken();
// The help page is for members.
const { token } = await kit.buyer({ tag: 'help' });
// An article written in English only: every other language shows it with the fallback note.
await client.call(
  'admin/saveHelp',
  {
    title: 'Where is my order?',
    body: 'Open Me, then Orders: each order shows its status and tracking number.',
    sort: 0,
  },
  { token: staff },
);

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
  await page.goto(`${BASE}/vip/help`);
  await page.getByTestId('help-article-title').first().waitFor();
  await page.getByTestId('help-article-title').first().click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, `help-${lang}.png`), fullPage: true });
  await page.getByTestId('help-article-title').last().click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: path.join(OUT, `help-translated-${lang}.png`), fullPage: true });
  await context.close();
}

for (const lang of ['en', 'de']) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 960 } });
  await context.addInitScript((l: string) => localStorage.setItem('adminLanguage', l), lang);
  const page = await context.newPage();
  await page.goto(`${BASE}/admin/signin`);
  await page.locator('#email').fill(DEMO_ADMIN.email);
  await page.locator('#password').fill(DEMO_ADMIN.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/signin'));
  await page.goto(`${BASE}/admin/content/help`);
  await page
    .getByText(process.env.ARTICLE ?? 'How do I unlock an episode?')
    .first()
    .waitFor();
  await page
    .getByText(process.env.ARTICLE ?? 'How do I unlock an episode?')
    .first()
    .click();
  await page.getByTestId('help-drawer').waitFor();
  await page.waitForTimeout(600);
  await page.screenshot({ path: path.join(OUT, `console-help-${lang}.png`) });
  await page.getByTestId('help-language').click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, `console-help-languages-${lang}.png`) });
  await page.locator('.ant-select-item-option').filter({ hasText: 'Deutsch' }).click();
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(OUT, `console-help-german-tab-${lang}.png`) });
  await context.close();
}
await browser.close();
