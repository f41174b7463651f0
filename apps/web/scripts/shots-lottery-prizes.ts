/**
 * Screenshots of the lottery's voucher and goods prizes (decision 55) on a Pixel 7 in English and
 * Arabic — the prize table, the demo buyer's records (a voucher to use, goods to claim), the claim's
 * address sheet, the checkout with the lottery voucher line, a won voucher's and a won goods
 * prize's result — and the console's prize table on a desktop:
 *
 *   BASE_URL=http://localhost:3675 npx tsx apps/web/scripts/shots-lottery-prizes.ts
 *
 * It changes the running server's prize table for the two results and puts it back afterwards; run
 * it against a server of your own. PNGs go to SHOTS_DIR (default /work/shots/lottery-prizes).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { DEMO_ADMIN } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3675';
const OUT = process.env.SHOTS_DIR ?? '/work/shots/lottery-prizes';
const client = createApiClient({ baseUrl: BASE });
const signin = async (email: string) =>
  (await client.call('user/signin', { email, password: 'Demo12345' })).token;

fs.mkdirSync(OUT, { recursive: true });
const staff = (await client.call('admin/signin', DEMO_ADMIN)).token;
const buyer = await signin('buyer@demo.local');
const table = await client.call('admin/getLottery', {}, { token: staff });
const kept = {
  prizes: table.prizes.map((p) => ({
    id: p.id,
    kind: p.kind,
    amount: p.amount,
    oddsBp: p.oddsBp,
    stock: p.stock,
    ...(p.kind === 'voucher' ? { minSpend: p.minSpend!, validDays: p.validDays! } : {}),
    ...(p.kind === 'goods' && p.goods ? { skuId: p.goods.skuId } : {}),
  })),
  noPrizeBp: table.noPrizeBp,
  milestones: table.milestones.map((m) => ({ draws: m.draws, kind: m.kind, amount: m.amount })),
};
// Products of $25 or more from two stores in the demo buyer's cart: the first-order coupon takes
// one order (one platform voucher per order), the won voucher the other.
const { list } = await client.call('admin/getGoodsList', { pageSize: 100 }, { token: staff });
const stores = new Set<string>();
for (const g of list.filter((x) => x.onSale)) {
  const sku = g.skus.find((k) => k.price >= 2_500 && k.price <= 6_000 && k.stock > 5);
  if (!sku || stores.has(g.storeName)) continue;
  stores.add(g.storeName);
  await client.call('cart/add', { skuId: sku.id, quantity: 1 }, { token: buyer });
  if (stores.size === 2) break;
}

const browser = await chromium.launch(await chromiumLaunchOptions());
const phone = async (lang: string, token: string) => {
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  await context.addInitScript(
    ([l, tok]: string[]) => {
      localStorage.setItem('language', l!);
      localStorage.setItem('token', tok!);
    },
    [lang, token],
  );
  return context;
};
const shot = (page: Page, name: string, lang: string) =>
  page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`) });

for (const lang of ['en', 'ar']) {
  const context = await phone(lang, buyer);
  const page = await context.newPage();
  await page.goto(`${BASE}/lottery`);
  await page.getByTestId('lottery-prizes').scrollIntoViewIfNeeded();
  await page.waitForTimeout(900);
  await shot(page, 'lottery-table', lang);
  await page.getByTestId('lottery-won-goods').first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(600);
  await shot(page, 'lottery-records', lang);
  await page.getByTestId('lottery-claim').first().click();
  await page.waitForTimeout(900);
  await shot(page, 'claim-sheet', lang);
  await page.goto(`${BASE}/mall/checkout?from=cart`);
  await page.getByTestId('discount-prizeVoucher').first().waitFor();
  await page.waitForTimeout(900);
  await shot(page, 'checkout-voucher', lang);
  await context.close();
}

// The results: the table briefly (almost) all voucher, then all goods (shoppers with points and an address).
const only = (kind: 'voucher' | 'goods') => ({
  ...kept,
  // Every row kept (its id and wins), the others at the smallest odds: the table comes back as it was.
  prizes: kept.prizes.map((p) => ({ ...p, oddsBp: p.kind === kind ? 10_000 - (kept.prizes.length - 1) : 1 })),
  noPrizeBp: 0,
  reason: `Screenshots: ${kind} result`,
});
// Shoppers whose points cover a draw.
const drawers: string[] = [];
for (let n = 1; n <= 20 && drawers.length < 4; n++) {
  const token = await signin(`shopper${n}@demo.local`);
  const page = await client.call('lottery/getLottery', {}, { token });
  if (page.balance >= page.rules.costPerDraw) drawers.push(token);
}
for (const [i, kind] of (['voucher', 'goods'] as const).entries()) {
  await client.call('admin/saveLotteryPrizes', only(kind), { token: staff });
  for (const [j, lang] of ['en', 'ar'].entries()) {
    const token = drawers[i * 2 + j]!;
    const context = await phone(lang, token);
    const page = await context.newPage();
    await page.goto(`${BASE}/lottery`);
    await page.getByTestId('lottery-draw').click();
    await page.getByTestId('lottery-result').waitFor();
    await page.waitForTimeout(900);
    await shot(page, `won-${kind}`, lang);
    await context.close();
  }
}
await client.call(
  'admin/saveLotteryPrizes',
  { ...kept, reason: 'Screenshots: the table back' },
  { token: staff },
);

for (const lang of ['en', 'ar']) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 1100 } });
  await context.addInitScript((l: string) => localStorage.setItem('adminLanguage', l), lang);
  const page = await context.newPage();
  await page.goto(`${BASE}/admin/signin`);
  await page.locator('#email').fill(DEMO_ADMIN.email);
  await page.locator('#password').fill(DEMO_ADMIN.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/signin'));
  await page.goto(`${BASE}/admin/lottery`);
  await page.getByTestId('lottery-prize-goods').first().waitFor();
  await page.getByTestId('lottery-prize-goods').first().scrollIntoViewIfNeeded();
  await page.waitForTimeout(900);
  await shot(page, 'console-prizes', lang);
  await context.close();
}
await browser.close();
