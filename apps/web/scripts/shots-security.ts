/**
 * Screenshots of the account-security screens (issue 10) in English and Arabic: the buyer's first
 * trade password (email code only), a trade password change (current one or a code), the email
 * form (password, and what a change does), withdraw and transfer paused after an email change, and
 * the console's Account security page and two-factor sign-in step. Phone viewport for the buyer,
 * desktop for the console. Needs a running server with a build and no SMTP (codes from the outbox).
 *
 *   BASE_URL=http://localhost:3998 OUT=/work/shots/security npx tsx apps/web/scripts/shots-security.ts
 */
import { mkdirSync } from 'node:fs';
import { chromium, devices, type Page } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';
import { SHOT_PASSWORD, shotSupport } from './shot-support.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3998';
const OUT = process.env.OUT ?? '/work/shots/security';
const LOCALES = (process.env.SHOT_LOCALES ?? 'en,ar').split(',');
const STAFF = { email: 'admin@demo.local', password: 'Demo12345' };

const { api, mailedCode, freshBuyer } = shotSupport(BASE);
const staff = (await api<{ token: string }>('admin/signin', STAFF)).token;

// A fresh buyer (first trade password, email form) and one whose email just changed (paused money).
const fresh = await freshBuyer('fresh', staff);
const moved = await freshBuyer('moved', staff);
const movedTo = `shots-moved-${Date.now()}-new@example.com`;
await api('code/sendCode', { email: movedTo, scene: 'changeEmail' }, moved);
await api(
  'user/updateEmail',
  { email: movedTo, code: await mailedCode(movedTo), password: SHOT_PASSWORD },
  moved,
);

const browser = await chromium.launch(await chromiumLaunchOptions());
mkdirSync(OUT, { recursive: true });
const { defaultBrowserType: _b, ...pixel } = devices['Pixel 7'];

async function shots(locale: string, token: string, pages: [string, string][]) {
  const context = await browser.newContext({ ...pixel });
  await context.addInitScript(
    ([lang, tok]) => {
      localStorage.setItem('language', lang!);
      localStorage.setItem('token', tok!);
    },
    [locale, token],
  );
  const page = await context.newPage();
  for (const [name, path] of pages) {
    await page.goto(`${BASE}${path}`);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(500);
    await page.screenshot({ path: `${OUT}/${locale}-${name}.png`, fullPage: true });
  }
  await context.close();
}

async function consoleShots(locale: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((lang) => localStorage.setItem('adminLanguage', lang), locale);
  const page: Page = await context.newPage();
  await page.goto(`${BASE}/admin/signin`);
  await page.locator('#email').fill('content@demo.local');
  await page.locator('#password').fill('Demo12345');
  await page.locator('button[type="submit"]').click();
  await page.getByTestId('staff-badge').waitFor();
  await page.goto(`${BASE}/admin/security`);
  await page.getByTestId('totp-setup').click();
  await page.getByTestId('totp-qr').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/${locale}-console-security.png` });
  await context.close();
}

for (const locale of LOCALES) {
  await shots(locale, fresh, [
    ['trade-password-first', '/me/trade-password'],
    ['profile-email', '/me/profile'],
  ]);
  await shots(locale, moved, [
    ['withdraw-paused', '/wallet/withdraw'],
    ['transfer-paused', '/wallet/transfer'],
  ]);
  await consoleShots(locale);
}
await browser.close();
process.stdout.write(`screenshots in ${OUT}\n`);
