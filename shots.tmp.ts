import { chromium, devices } from '@playwright/test';
import { chromiumLaunchOptions } from './scripts/chromium.js';

const base = 'http://localhost:3999';
const res = await fetch(`${base}/v1/user/signin`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'buyer@demo.local', password: 'Demo12345' }),
});
const token = ((await res.json()) as { data: { token: string } }).data.token;
const browser = await chromium.launch(await chromiumLaunchOptions());
const pages = process.argv.slice(2);
for (const lng of ['en', 'ar']) {
  const ctx = await browser.newContext({ ...devices['Pixel 7'] });
  await ctx.addInitScript(
    ([t, l]) => {
      localStorage.setItem('token', t!);
      localStorage.setItem('language', l!);
    },
    [token, lng],
  );
  const page = await ctx.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  for (const [i, p] of pages.entries()) {
    await page.goto(base + p, { waitUntil: 'networkidle' });
    await page.waitForTimeout(p.startsWith('/tv/video') ? 6000 : 1500);
    await page.screenshot({ path: `/tmp/shot-${lng}-${i}.png` });
  }
  console.log(lng, 'page errors:', errors.length ? errors : 'none');
  await ctx.close();
}
await browser.close();
