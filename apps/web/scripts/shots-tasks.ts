/**
 * Screenshots of group-buy deals (issue 17 part 1) on a Pixel 7 in English and Arabic — the list
 * (all, participating, completed), a running deal's detail with its participants and share QR code,
 * a settled and a failed deal as a participant sees them — and the console's deals page and a
 * deal's participants on a desktop:
 *
 *   BASE_URL=http://localhost:3672 npx tsx apps/web/scripts/shots-tasks.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots17/d).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { DEMO_ADMIN } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3672';
const OUT = process.env.SHOTS_DIR ?? '/work/shots17/d';

fs.mkdirSync(OUT, { recursive: true });
const client = createApiClient({ baseUrl: BASE });
const { token } = await client.call('user/signin', { email: 'shopper1@demo.local', password: 'Demo12345' });
const deals = (await client.call('task/getTaskList', { filter: 'all', pageSize: 50 }, { token })).list;
const running =
  deals.find((d) => d.state === 'running' && d.mine) ?? deals.find((d) => d.state === 'running')!;
const open = deals.find((d) => d.state === 'running' && !d.mine);
const settled = deals.find((d) => d.state === 'settled')!;
const failed = deals.find((d) => d.state === 'failed')!;

const browser = await chromium.launch(await chromiumLaunchOptions());
for (const lang of ['en', 'ar']) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  await context.addInitScript(
    ([l, tok]) => {
      localStorage.setItem('language', l!);
      localStorage.setItem('token', tok!);
    },
    [lang, token],
  );
  const page = await context.newPage();
  const shot = async (route: string, name: string, ready: string, scroll = 0) => {
    await page.goto(`${BASE}${route}`);
    await page.getByTestId(ready).first().waitFor();
    await page.waitForTimeout(1000);
    if (scroll) await page.mouse.wheel(0, scroll);
    if (scroll) await page.waitForTimeout(600);
    await page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`) });
  };
  await shot('/tasks', 'tasks-all', 'deal-list');
  await shot('/tasks?filter=participating', 'tasks-participating', 'deal-list');
  await shot('/tasks?filter=completed', 'tasks-completed', 'deal-list');
  await shot(`/tasks/${running.id}`, 'task-running', 'deal-detail');
  await shot(`/tasks/${running.id}`, 'task-running-people', 'deal-detail', 900);
  await shot(`/tasks/${running.id}`, 'task-running-share', 'deal-detail', 2000);
  if (open) await shot(`/tasks/${open.id}`, 'task-open', 'deal-detail');
  await shot(`/tasks/${settled.id}`, 'task-settled', 'deal-detail');
  await shot(`/tasks/${failed.id}`, 'task-failed', 'deal-detail');
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
  await page.goto(`${BASE}/admin/group-deals`);
  await page.getByTestId('deal-people').first().waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `console-deals-${lang}.png`) });
  await page.getByTestId('deal-people').nth(1).click();
  await page.getByTestId('deal-participants-table').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `console-participants-${lang}.png`) });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(500);
  await page.getByTestId('deal-new').click();
  await page.getByTestId('deal-drawer').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `console-new-deal-${lang}.png`) });
  await context.close();
}
await browser.close();
