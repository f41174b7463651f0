/**
 * Screenshots of every console screen in English and Arabic, on a desktop and a phone,
 * against a running server: `BASE_URL=http://localhost:3102 npx tsx apps/admin/scripts/screenshots.ts`.
 * Output: /tmp/shots-admin/<locale>-<viewport>-<screen>.png
 */
import { mkdirSync } from 'node:fs';
import { chromium, request, type Page } from '@playwright/test';
import { DEMO_STAFF, call, createUser, staffSignin, uniqueEmail } from '../e2e/support/api';

const BASE_URL = process.env.BASE_URL ?? 'http://localhost:3102';
const OUT = process.env.SHOTS_DIR ?? '/tmp/shots-admin';
const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, isMobile: false },
  { name: 'phone', viewport: { width: 412, height: 915 }, isMobile: true },
] as const;
const LOCALES = (process.env.SHOT_LOCALES ?? 'en,ar').split(',');

async function seed(): Promise<{ email: string; id: number }> {
  const api = await request.newContext({ baseURL: BASE_URL });
  const token = await staffSignin(api);
  const users = [];
  for (const prefix of ['amira', 'lucas', 'mei'])
    users.push(await createUser(api, token, uniqueEmail(prefix)));
  const [first, second] = users;
  if (!first || !second) throw new Error('seed failed');
  await call(
    api,
    'admin/setUserStatus',
    { id: second.id, status: 'disabled', reason: 'Repeated chargebacks on three orders' },
    token,
  );
  await api.dispose();
  return { email: first.email, id: first.id };
}

async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(350); // let antd's motion settle
  await page.screenshot({ path: `${OUT}/${name}.png` });
}

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  const target = await seed();
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  for (const locale of LOCALES) {
    for (const vp of VIEWPORTS) {
      const context = await browser.newContext({
        viewport: vp.viewport,
        isMobile: vp.isMobile,
        hasTouch: vp.isMobile,
        deviceScaleFactor: 1,
      });
      await context.addInitScript((lng) => localStorage.setItem('adminLanguage', lng), locale);
      const page = await context.newPage();
      const prefix = `${locale}-${vp.name}`;

      await page.goto(`${BASE_URL}/admin/signin`);
      await shot(page, `${prefix}-01-signin`);
      await page.locator('#email').fill(DEMO_STAFF.email);
      await page.locator('#password').fill('wrong-pass-1');
      await page.locator('button[type=submit]').click();
      await page.getByTestId('signin-error').waitFor();
      await shot(page, `${prefix}-02-signin-error`);
      await page.locator('#password').fill(DEMO_STAFF.password);
      await page.locator('button[type=submit]').click();
      await page.waitForURL(/\/admin\/users/);
      await shot(page, `${prefix}-03-users`);

      if (vp.isMobile) {
        await page.locator('.app-header button').first().click();
        await page.locator('.ant-drawer .ant-menu').waitFor();
        await shot(page, `${prefix}-04-nav-drawer`);
        await page.keyboard.press('Escape');
      }

      await page.goto(`${BASE_URL}/admin/users?keyword=nobody-matches-this`);
      await shot(page, `${prefix}-05-users-empty`);

      await page.goto(`${BASE_URL}/admin/users/${target.id}`);
      await page.getByTestId('user-detail').waitFor();
      await shot(page, `${prefix}-06-user-detail`);
      await page.getByTestId('user-detail').locator('button').first().click();
      await page.locator('.ant-modal textarea').waitFor();
      await page.locator('.ant-modal .ant-btn-primary').click();
      await shot(page, `${prefix}-07-disable-modal`);

      await page.goto(`${BASE_URL}/admin/outbox`);
      await page.getByTestId('outbox-table').locator('tbody tr.ant-table-row td').nth(1).click();
      await shot(page, `${prefix}-08-outbox`);

      await page.goto(`${BASE_URL}/admin/audit`);
      await page.getByTestId('audit-table').locator('tbody tr.ant-table-row td').nth(1).click();
      await shot(page, `${prefix}-09-audit`);

      await page.goto(`${BASE_URL}/admin/nowhere`);
      await shot(page, `${prefix}-10-not-found`);
      await context.close();
    }
  }
  await browser.close();
}

await main();
