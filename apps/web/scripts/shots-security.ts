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
import * as OTPAuth from 'otpauth';
import { createApiClient } from '@app/contract';
import { outboxScenarios } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3998';
const OUT = process.env.OUT ?? '/work/shots/security';
const LOCALES = (process.env.SHOT_LOCALES ?? 'en,ar').split(',');

const client = createApiClient({ baseUrl: BASE });
const kit = outboxScenarios(client);
const staff = await kit.staffToken();

// A fresh buyer (first trade password, email form) and one whose email just changed (paused money).
const fresh = (await kit.buyer({ tag: 'shots-fresh' })).token;
const moved = await kit.buyer({ tag: 'shots-moved' });
const movedTo = `shots-moved-${Date.now()}-new@example.com`;
await client.call(
  'user/updateEmail',
  { email: movedTo, code: await kit.codeFor(movedTo, 'changeEmail', moved.token), password: moved.password },
  { token: moved.token },
);

// A buyer with a trade password (set with an email code; the kit waits out the sign-up code's minute).
const changing = await kit.buyer({ tag: 'shots-change', tradePassword: true });

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

let secret: string | undefined;
const totpCode = () =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret!), digits: 6, period: 30 }).generate();

/**
 * The console's Account security page: set up and turned on (first language), then the sign-in
 * asking for the app's code and the page with it on (every language). Each 30-second code works
 * once, so a language waits for the next one.
 */
async function consoleShots(locale: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((lang) => localStorage.setItem('adminLanguage', lang), locale);
  const page: Page = await context.newPage();
  await page.goto(`${BASE}/admin/signin`);
  await page.locator('#email').fill('content@demo.local');
  await page.locator('#password').fill('Demo12345');
  await page.locator('button[type="submit"]').click();
  if (!secret) {
    await page.getByTestId('staff-badge').waitFor();
    await page.goto(`${BASE}/admin/security`);
    await page.getByTestId('totp-setup').click();
    await page.getByTestId('totp-qr').waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${OUT}/${locale}-console-security.png` });
    secret = (await page
      .locator('[title]')
      .filter({ hasText: /^[A-Z2-7]{32}$/ })
      .first()
      .textContent())!;
    await page.getByTestId('totp-code').fill(totpCode());
    await page.getByTestId('totp-code').press('Enter');
    await page.waitForTimeout(800);
    await page.evaluate(() => localStorage.removeItem('adminToken'));
    await page.goto(`${BASE}/admin/signin`);
    await page.locator('#email').fill('content@demo.local');
    await page.locator('#password').fill('Demo12345');
    await page.locator('button[type="submit"]').click();
  }
  await page.getByTestId('signin-totp').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/${locale}-console-signin-code.png` });
  await page.waitForTimeout(30_000 - (Date.now() % 30_000) + 300);
  await page.getByTestId('signin-totp').fill(totpCode());
  await page.getByTestId('signin-totp').press('Enter');
  await page.getByTestId('staff-badge').waitFor();
  await page.goto(`${BASE}/admin/security`);
  await page.getByTestId('totp-status').waitFor();
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${OUT}/${locale}-console-security-on.png` });
  await context.close();
}

/** Sign-up refusing a common password, signed out. */
async function signupShot(locale: string) {
  const context = await browser.newContext({ ...pixel });
  await context.addInitScript((lang) => localStorage.setItem('language', lang), locale);
  const page = await context.newPage();
  await page.goto(`${BASE}/auth/signup`);
  const email = `shots-common-${locale}-${Date.now()}@example.com`;
  await page.locator('input[name="email"]').fill(email);
  await page.getByTestId('send-code').click();
  await page.locator('input[name="code"]').fill(await kit.mailedCode(email));
  await page.locator('input[name="password"]').fill('password1');
  await page.locator('input[name="confirmPassword"]').fill('password1');
  await page.getByTestId('agree').locator('.adm-checkbox-icon').click();
  await page.locator('button[type="submit"]').click();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: `${OUT}/${locale}-signup-common-password.png`, fullPage: true });
  await context.close();
}

/** The console's dev outbox (admins, no SMTP): codes and security notices, each read audited. */
async function outboxShot(locale: string) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript(
    ([lang, token]) => {
      localStorage.setItem('adminLanguage', lang!);
      localStorage.setItem('adminToken', token!);
    },
    [locale, staff],
  );
  const page = await context.newPage();
  await page.goto(`${BASE}/admin/outbox`);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(500);
  await page.screenshot({ path: `${OUT}/${locale}-console-outbox.png` });
  await context.close();
}

for (const locale of LOCALES) {
  await signupShot(locale);
  await outboxShot(locale);
  await shots(locale, fresh, [
    ['trade-password-first', '/me/trade-password'],
    ['profile-email', '/me/profile'],
  ]);
  await shots(locale, changing.token, [['trade-password-change', '/me/trade-password']]);
  await shots(locale, moved.token, [
    ['withdraw-paused', '/wallet/withdraw'],
    ['transfer-paused', '/wallet/transfer'],
  ]);
  await consoleShots(locale);
}
await browser.close();
process.stdout.write(`screenshots in ${OUT}\n`);
