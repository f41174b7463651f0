/**
 * Screenshots of the group-deal follow-ups (issue 17 parts 1 and 5) on a Pixel 7 in English and
 * Arabic — a deal page whose count rises live over the socket, a deal with an extended deadline, a
 * cancelled deal, the seller's order list and detail with the "waiting for the group" marker — and
 * on a desktop the console's deal form (both ways of setting the amount), the extend and cancel
 * dialogs, and an order waiting for its group:
 *
 *   BASE_URL=http://localhost:3676 npx tsx apps/web/scripts/shots-deals-more.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots17b/d). Joins a fresh deal through the API (the demo's
 * deals stay as they are).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, devices, type Page } from '@playwright/test';
import { createApiClient } from '@app/contract';
import { DEMO_ADMIN } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3676';
const OUT = process.env.SHOTS_DIR ?? '/work/shots17b/d';
const PASSWORD = 'Demo12345';

fs.mkdirSync(OUT, { recursive: true });
const client = createApiClient({ baseUrl: BASE });
const signin = async (email: string) =>
  (await client.call('user/signin', { email, password: PASSWORD })).token;
const viewer = await signin('shopper1@demo.local');
const staffToken = (await client.call('admin/signin', DEMO_ADMIN)).token;
const all = (await client.call('admin/getDealList', { pageSize: 50 }, { token: staffToken })).list;
const cancelled = all.find((d) => d.state === 'cancelled')!;
const extended = all.find((d) => d.state === 'running' && d.deadlineExtendedAt)!;
const short = all.find((d) => d.state === 'running' && d.joined === d.targetCount - 1)!;

/** Shoppers with an address who are not in `dealId`, to join live. */
async function joiner(n: number) {
  const token = await signin(`shopper${n}@demo.local`);
  const homes = await client.call('address/getAddressList', {}, { token });
  return homes.list.length ? { token, addressId: homes.list[0]!.id } : null;
}

/** The store owner whose store has an order waiting for `short`'s group. */
async function sellerOfShort() {
  for (let n = 1; n <= 20; n++) {
    const token = await signin(`store${n}@demo.local`).catch(() => null);
    if (!token) continue;
    for (const tab of ['to_purchase', 'to_ship'] as const) {
      const list = await client.call('store/getOrderList', { tab, pageSize: 50 }, { token }).catch(() => ({
        list: [] as { awaitingGroup: { dealId: number } | null; id: number; orderNo: string }[],
      }));
      const o = list.list.find((x) => x.awaitingGroup?.dealId === short.id);
      if (o) return { token, orderId: o.id, orderNo: o.orderNo, tab };
    }
  }
  throw new Error('no seller with a waiting order');
}
const seller = await sellerOfShort();

const browser = await chromium.launch(await chromiumLaunchOptions());
let shopper = 2;
for (const lang of ['en', 'ar']) {
  // A fresh deal for the live count: the page is open while two people join through the API.
  const sku = short.product.skuId;
  const live = await client.call(
    'admin/createDeal',
    {
      skuId: sku,
      priceMode: 'product',
      targetCount: 5,
      cashback: 50,
      effect: 'immediate',
      deadline: new Date(Date.now() + 30 * 3_600_000).toISOString(),
      reason: 'Screenshot deal',
    },
    { token: staffToken },
  );
  const context = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  await context.addInitScript(
    ([l, tok]) => {
      localStorage.setItem('language', l!);
      localStorage.setItem('token', tok!);
    },
    [lang, viewer],
  );
  const page = await context.newPage();
  const shot = async (name: string) => {
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`) });
  };
  await page.goto(`${BASE}/tasks/${live.id}`);
  await page.getByTestId('deal-detail').waitFor();
  await shot('deal-live-0');
  for (let joined = 0; joined < 2;) {
    const j = await joiner(shopper++);
    if (!j) continue;
    await client
      .call(
        'task/join',
        { id: live.id, addressId: j.addressId },
        { token: j.token, idempotencyKey: crypto.randomUUID() },
      )
      .then(() => (joined += 1))
      .catch(() => undefined);
  }
  // No reload: the count arrives over the socket (the poll is off while it is live).
  await page.getByTestId('deal-progress').filter({ hasText: /2/ }).waitFor({ timeout: 4_000 });
  await shot('deal-live-2');
  await page.goto(`${BASE}/tasks/${extended.id}`);
  await page.getByTestId('deal-extended').waitFor();
  await shot('deal-extended');
  await page.goto(`${BASE}/tasks/${cancelled.id}`);
  await page.getByTestId('deal-cancelled').waitFor();
  await shot('deal-cancelled');
  await page.goto(`${BASE}/tasks?filter=completed`);
  await page.getByTestId('deal-list').waitFor();
  await shot('deals-completed');
  await context.close();

  const sctx = await browser.newContext({ ...devices['Pixel 7'], locale: lang });
  await sctx.addInitScript(
    ([l, tok]) => {
      localStorage.setItem('language', l!);
      localStorage.setItem('token', tok!);
    },
    [lang, seller.token],
  );
  const sp: Page = await sctx.newPage();
  await sp.goto(`${BASE}/seller/orders?tab=${seller.tab}`);
  await sp.getByTestId('so-group-waiting').first().waitFor();
  await sp.waitForTimeout(800);
  await sp.screenshot({ path: path.join(OUT, `seller-orders-waiting-${lang}.png`) });
  await sp.goto(`${BASE}/seller/orders/${seller.orderId}`);
  await sp.getByTestId('so-group-blocked').waitFor();
  await sp.waitForTimeout(800);
  await sp.screenshot({ path: path.join(OUT, `seller-order-waiting-${lang}.png`) });
  await sctx.close();
}

for (const lang of ['en', 'ar']) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 960 } });
  await context.addInitScript((l: string) => localStorage.setItem('adminLanguage', l), lang);
  const page = await context.newPage();
  const shot = async (name: string) => {
    await page.waitForTimeout(800);
    await page.screenshot({ path: path.join(OUT, `${name}-${lang}.png`) });
  };
  await page.goto(`${BASE}/admin/signin`);
  await page.locator('#email').fill(DEMO_ADMIN.email);
  await page.locator('#password').fill(DEMO_ADMIN.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/signin'));
  await page.goto(`${BASE}/admin/group-deals`);
  await page.getByTestId('deal-people').first().waitFor();
  await shot('console-deals');
  await page.getByTestId('deal-new').click();
  await page.getByTestId('deal-drawer').waitFor();
  await shot('console-new-deal-amount');
  await page.getByTestId('deal-drawer').locator('input[value=product]').click();
  await shot('console-new-deal-product');
  await page.goto(`${BASE}/admin/group-deals`);
  await page.getByTestId('deal-people').first().waitFor();
  const row = page.locator('tr', { has: page.getByText(`#${short.id} `) });
  await row.getByTestId('deal-edit').click();
  await page.getByTestId('deal-locked').waitFor();
  await shot('console-extend-deal');
  await page.goto(`${BASE}/admin/group-deals`);
  await page.getByTestId('deal-people').first().waitFor();
  await row.getByTestId('deal-cancel').click();
  await page.locator('.ant-modal').waitFor();
  await shot('console-cancel-deal');
  await page.keyboard.press('Escape');
  await page.goto(`${BASE}/admin/orders/${seller.orderNo}`);
  await page
    .getByTestId('order-group-waiting')
    .first()
    .waitFor({ timeout: 8_000 })
    .catch(() => undefined);
  await shot('console-order-waiting');
  await context.close();
}
await browser.close();
