/**
 * Screenshots of the legal pages (about us, membership agreement, privacy policy), the sign-up form
 * with the agreement open over it, and the about page of a signed-up account (the versions it
 * accepted), on a Pixel 7 in English, Arabic and Japanese:
 *
 *   BASE_URL=http://localhost:3440 npx tsx apps/web/scripts/shots-legal.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots/h4). LANGS=en limits the languages.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Browser } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { outboxScenarios } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3440';
const OUT = process.env.SHOTS_DIR ?? '/work/shots/h4';
const LANGS = (process.env.LANGS ?? 'en,ar,ja').split(',');

const client = createApiClient({ baseUrl: BASE });
const kit = outboxScenarios(client);
// A fresh account: signing up records the agreement versions the about page then shows.
const { token } = await kit.buyer({ tag: 'legal' });

const shots = [
  { name: 'about', path: '/about', signedIn: false, full: true },
  { name: 'about-member', path: '/about', signedIn: true, full: false },
  { name: 'membership', path: '/about/membership', signedIn: false, full: true },
  { name: 'privacy', path: '/about/privacy', signedIn: false, full: true },
  { name: 'signup', path: '/auth/signup', signedIn: false, full: false },
  { name: 'signup-agreement', path: '/tv/signup?legal=membership', signedIn: false, full: false },
];

async function shoot(browser: Browser, lang: string) {
  for (const shot of shots) {
    const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
    const storage: Record<string, string> = { language: lang, ...(shot.signedIn ? { token } : {}) };
    await context.addInitScript((entries: Record<string, string>) => {
      for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);
    }, storage);
    const page = await context.newPage();
    await page.goto(BASE + shot.path);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(600);
    const file = path.join(OUT, `${shot.name}-${lang}.png`);
    await page.screenshot({ path: file, fullPage: shot.full });
    process.stdout.write(`shot ${file}\n`);
    await context.close();
  }
}

fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(await chromiumLaunchOptions());
for (const lang of LANGS) await shoot(browser, lang);
await browser.close();
