/**
 * Screenshots of the invitation program (decision 45) on a Pixel 7 in English and Arabic — the
 * marketplace's invite page (share card, invitations, rewards, rules), the drama app's share and
 * team pages, sign-up from an invitation link — and the console's reward rule on a desktop. The
 * demo seller (store1@demo.local) heads the demo invitation tree.
 *
 *   BASE_URL=http://localhost:3705 npx tsx apps/web/scripts/shots-invite.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots14/i1).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { DEMO_ADMIN } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3705';
const OUT = process.env.SHOTS_DIR ?? '/work/shots14/i1';
fs.mkdirSync(OUT, { recursive: true });

const client = createApiClient({
  send: async (req) => {
    const res = await fetch(`${BASE}${req.url}`, { method: 'POST', headers: req.headers, body: req.body });
    return { status: res.status, json: (await res.json()) as unknown };
  },
});
const seller = (await client.call('user/signin', { email: 'store1@demo.local', password: 'Demo12345' }))
  .token;
const code = (await client.call('user/getInviteInfo', {}, { token: seller })).code;

const browser = await chromium.launch(await chromiumLaunchOptions());
const { defaultBrowserType: _b, ...pixel } = devices['Pixel 7'];

async function phone(
  lang: string,
  token: string | null,
  run: (page: Page, shot: (n: string) => Promise<void>) => Promise<void>,
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
    await page.waitForTimeout(700);
    await page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`), fullPage: true });
  };
  await run(page, shot);
  await context.close();
}

for (const lang of ['en', 'ar']) {
  await phone(lang, seller, async (page, shot) => {
    await page.goto(`${BASE}/me/invite`);
    await page.getByTestId('invite-share').waitFor();
    await shot('me-invite');
    await page.goto(`${BASE}/me/invite?tab=rewards`);
    await page.getByTestId('invite-reward').first().waitFor();
    await shot('me-invite-rewards');
    await page.goto(`${BASE}/me/invite?tab=rules`);
    await page.getByTestId('invite-rules').waitFor();
    await shot('me-invite-rules');
    await page.goto(`${BASE}/vip/share`);
    await page.getByTestId('invite-rules').waitFor();
    await shot('vip-share');
    await page.goto(`${BASE}/vip/team`);
    await page.getByTestId('team-level-1').waitFor();
    await shot('vip-team');
    await page.getByTestId('team-tab-3').click();
    await page.getByTestId('team-level-3').waitFor();
    await shot('vip-team-level3');
    await page.goto(`${BASE}/mall/me`);
    await shot('mall-me');
    await page.goto(`${BASE}/vip/member`);
    await shot('vip-member');
    await page.goto(`${BASE}/seller`);
    await page.getByTestId('seller-stats').waitFor();
    await shot('seller-home');
  });
  await phone(lang, null, async (page, shot) => {
    await page.goto(`${BASE}/auth/signup?code=${code}`);
    await shot('signup-with-code');
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
  await page.goto(`${BASE}/admin/settings/invite`);
  await page.getByTestId('invite-rule-form').waitFor();
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `console-invite-rule-${lang}.png`), fullPage: true });
  await context.close();
}
await browser.close();
