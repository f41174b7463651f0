import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';
const BASE = process.env.BASE_URL ?? 'http://localhost:3999';
const OUT = process.env.SHOTS_DIR ?? '/tmp/shots18';
fs.mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch(await chromiumLaunchOptions());
const goods = (await (await fetch(`${BASE}/v1/goods/getGoodsList`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"sort":"recommended"}' })).json()).data.list[0].id;
for (const lang of ['en', 'ar']) {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  const page = await context.newPage();
  const calls: string[] = [];
  page.on('request', (r) => { if (r.url().includes('/v1/')) calls.push(r.url().split('/v1/')[1]!); });
  for (const [route, name] of [['/mall', 'mall'], [`/mall/product/${goods}`, 'product'], ['/tv/index', 'tv'], ['/tv/video?id=1&ep=1', 'player']] as const) {
    calls.length = 0;
    await page.goto(`${BASE}${route}`);
    await page.waitForTimeout(3000);
    await page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`) });
    console.log(lang, route, 'api calls:', calls.join(', '));
  }
  await context.close();
}
await browser.close();
