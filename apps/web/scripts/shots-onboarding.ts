/**
 * Screenshots of seller onboarding and real-name authentication on a Pixel 7 (English, Arabic,
 * German): `/sell`, the sign-in's seller links, seller registration (empty and refused), business
 * login, `/seller/open`, the real-name form and its states (reviewing, rejected, passed); and the
 * console's real-name queue on a desktop (English, Arabic):
 *
 *   BASE_URL=http://localhost:3621 npx tsx apps/web/scripts/shots-onboarding.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots/s1).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { chromium, devices, type Page } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { DEMO_ADMIN, outboxScenarios } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3621';
const OUT = process.env.SHOTS_DIR ?? '/work/shots/s1';
fs.mkdirSync(OUT, { recursive: true });

const client = createApiClient({ baseUrl: BASE });
const kit = outboxScenarios(client);
const staff = await kit.staffToken();

/** A buyer with a real-name form in `state` (made through the real calls). */
async function withAuth(tag: string, state: 'none' | 'reviewing' | 'rejected') {
  const buyer = await kit.buyer({ tag });
  if (state === 'none') return buyer.token;
  const png = (colour: string) =>
    sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
      .png()
      .toBuffer();
  const up = async (colour: string) => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await png(colour))], { type: 'image/png' }), 'id.png');
    form.append('path', 'auth');
    const res = await fetch(`${BASE}/v1/file/upload`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${buyer.token}` },
    });
    return ((await res.json()) as { data: { url: string } }).data.url;
  };
  const saved = await client.call(
    'user/saveAuth',
    {
      type: 'personal',
      realName: 'Ana Pereira',
      idNumber: 'PT1234567',
      idFront: await up('#5b7db1'),
      idBack: await up('#b18a5b'),
    },
    { token: buyer.token },
  );
  if (state === 'rejected') {
    const { list } = await client.call('admin/getAuthList', { keyword: buyer.email }, { token: staff });
    await client.call(
      'admin/reviewAuth',
      { id: list[0]!.id, action: 'reject', reason: 'The photo of the ID front is blurred' },
      { token: staff },
    );
  }
  void saved;
  return buyer.token;
}

const fresh = await withAuth('shots-kyc-none', 'none');
const reviewing = await withAuth('shots-kyc-reviewing', 'reviewing');
const rejected = await withAuth('shots-kyc-rejected', 'rejected');
const opener = (await kit.buyer({ tag: 'shots-opener' })).token;
const seller = (await client.call('user/signin', { email: 'store1@demo.local', password: 'Demo12345' }))
  .token;

const browser = await chromium.launch(await chromiumLaunchOptions());
const { defaultBrowserType: _b, ...pixel } = devices['Pixel 7'];

async function phone(
  lang: string,
  token: string | null,
  run: (page: Page, shot: (name: string) => Promise<void>) => Promise<void>,
) {
  const context = await browser.newContext({ ...pixel, locale: lang });
  await context.addInitScript(
    ([l, tok]) => {
      localStorage.setItem('language', l!);
      if (tok) localStorage.setItem('token', tok);
    },
    [lang, token ?? ''],
  );
  const page = await context.newPage();
  const shot = async (name: string) => {
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(500);
    await page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`), fullPage: true });
  };
  await run(page, shot);
  await context.close();
}

for (const lang of ['en', 'ar', 'de']) {
  await phone(lang, null, async (page, shot) => {
    await page.goto(`${BASE}/sell`);
    await shot('sell');
    await page.goto(`${BASE}/auth/signin`);
    await shot('signin-links');
    await page.goto(`${BASE}/auth/seller-signup`);
    await shot('seller-signup');
    await page.getByTestId('seller-signup-submit').click();
    await shot('seller-signup-errors');
    await page.goto(`${BASE}/auth/business-signin`);
    await shot('business-signin');
  });
  await phone(lang, opener, async (page, shot) => {
    await page.goto(`${BASE}/seller/open`);
    await shot('open-store');
  });
  await phone(lang, fresh, async (page, shot) => {
    await page.goto(`${BASE}/vip/auth`);
    await shot('auth-form');
    await page
      .getByText(lang === 'en' ? 'Company' : lang === 'ar' ? 'شركة' : 'Unternehmen', { exact: true })
      .click();
    await page.getByTestId('kyc-submit').click();
    await shot('auth-form-company-errors');
  });
  await phone(lang, reviewing, async (page, shot) => {
    await page.goto(`${BASE}/vip/auth`);
    await page.getByTestId('kyc-reviewing').waitFor();
    await shot('auth-reviewing');
  });
  await phone(lang, rejected, async (page, shot) => {
    await page.goto(`${BASE}/vip/auth`);
    await page.getByTestId('kyc-rejected').waitFor();
    await shot('auth-rejected');
  });
  await phone(lang, seller, async (page, shot) => {
    await page.goto(`${BASE}/vip/auth`);
    await page.getByTestId('kyc-passed').waitFor();
    await shot('auth-passed');
  });
}

// Registration through its three steps, as a new seller does it (English and Arabic).
const idPhoto = async (colour: string) => ({
  name: 'id.png',
  mimeType: 'image/png',
  buffer: await sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
    .png()
    .toBuffer(),
});
for (const lang of ['en', 'ar']) {
  await phone(lang, null, async (page, shot) => {
    const email = `shots-signup-${lang}-${Date.now()}@example.com`;
    const input = (name: string) => page.locator(`input[name="${name}"]`);
    await page.goto(`${BASE}/auth/seller-signup`);
    await input('email').fill(email);
    await page.getByTestId('send-code').click();
    await page.waitForTimeout(1500);
    await input('code').fill(await kit.mailedCode(email));
    await input('password').fill('Harbor42tulip');
    await input('confirmPassword').fill('Harbor42tulip');
    await input('inviteCode').fill('DEMO2026');
    await input('storeName').fill(lang === 'ar' ? 'متجر الميناء' : 'Harbour Goods');
    await input('storeAddress').fill('12 Quay Street, Lisbon');
    await page.getByTestId('country-field').click();
    await page.locator('.country-popup input').fill('PT');
    await page.locator('.country-popup .adm-check-list-item').first().click();
    await input('whatsapp').fill('+351 912 345 678');
    await page.getByTestId('agree').locator('.adm-checkbox-icon').click();
    await page.getByTestId('seller-signup-submit').click();
    await page.getByTestId('onboarding-store-open').waitFor();
    await shot('seller-signup-step2');
    await input('realName').fill('Ana Pereira');
    await input('idNumber').fill('PT1234567');
    await page
      .getByTestId('kyc-idFront')
      .locator('input[type=file]')
      .setInputFiles(await idPhoto('#5b7db1'));
    await page
      .getByTestId('kyc-idBack')
      .locator('input[type=file]')
      .setInputFiles(await idPhoto('#b18a5b'));
    await page.waitForTimeout(1500);
    await shot('seller-signup-step2-filled');
    await page.getByTestId('kyc-submit').click();
    await page.getByTestId('onboarding-done').waitFor();
    await shot('seller-signup-done');
  });
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
  await page.goto(`${BASE}/admin/auths`);
  await page.getByTestId('auths-table').waitFor();
  await page.waitForTimeout(1200);
  await page.screenshot({ path: path.join(OUT, `console-auths-${lang}.png`) });
  await page.goto(`${BASE}/admin/auths?status=passed`);
  await page.waitForTimeout(1200);
  await page.screenshot({ path: path.join(OUT, `console-auths-passed-${lang}.png`) });
  await page.goto(`${BASE}/admin/auths`);
  await page.getByTestId('auth-id-front').first().click();
  await page.waitForTimeout(900);
  await page.screenshot({ path: path.join(OUT, `console-auths-photo-${lang}.png`) });
  await context.close();
}
await browser.close();
