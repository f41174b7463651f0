/**
 * Screenshots of the console's loan sections (issue 16, decision 53) on a desktop, in English, and
 * the loans page with a loan open in Arabic (right to left), against a server with the demo seed:
 *
 *   BASE_URL=http://localhost:3663 npx tsx apps/admin/scripts/screenshots-loans.ts
 *
 * PNGs go to SHOTS_DIR (default /work/shots16/c).
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { DEMO_ADMIN } from '@app/testkit';
import { chromiumLaunchOptions } from '../../../scripts/chromium.js';

const BASE = process.env.BASE_URL ?? 'http://localhost:3663';
const OUT = process.env.SHOTS_DIR ?? '/work/shots16/c';
fs.mkdirSync(OUT, { recursive: true });

const browser = await chromium.launch(await chromiumLaunchOptions());

async function signIn(lang: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript((l: string) => localStorage.setItem('adminLanguage', l), lang);
  const page = await context.newPage();
  await page.goto(`${BASE}/admin/signin`);
  await page.locator('#email').fill(DEMO_ADMIN.email);
  await page.locator('#password').fill(DEMO_ADMIN.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/signin'));
  return page;
}

const shot = async (page: Page, name: string, fullPage = false) => {
  await page.waitForTimeout(700);
  await page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage });
};

/** Opens the first loan of a list address (with `having` in its row) and shoots the drawer, scrolled through. */
async function openFirst(page: Page, query: string, name: string, lang: string, having?: string) {
  await page.goto(`${BASE}/admin/loans${query}`);
  const rows = page.getByTestId('loans-table').locator('tbody tr.ant-table-row');
  await rows.first().waitFor();
  const row = having ? rows.filter({ has: page.getByTestId(having) }) : rows;
  await row.first().click();
  await page.getByTestId('loan-detail').locator('.ant-descriptions').first().waitFor();
  await shot(page, `${name}-${lang}`);
  const body = page.locator('.ant-drawer-body');
  for (let i = 1; i <= 3; i++) {
    await body.evaluate((el, n) => el.scrollTo(0, (el.scrollHeight / 3) * n), i);
    await shot(page, `${name}-${lang}-${i}`);
  }
}

{
  const lang = 'en';
  const page = await signIn(lang);
  await page.goto(`${BASE}/admin/loans/products`);
  await page.getByTestId('loan-products-table').locator('tbody tr.ant-table-row').first().waitFor();
  await shot(page, `products-${lang}`);
  await page.getByTestId('loan-product-edit').first().click();
  await page.getByTestId('loan-product-drawer').locator('form').waitFor();
  await shot(page, `product-drawer-${lang}`);
  await page.keyboard.press('Escape');
  await page.goto(`${BASE}/admin/loans`);
  await page.getByTestId('loans-table').locator('tbody tr.ant-table-row').first().waitFor();
  await shot(page, `loans-applying-${lang}`);
  await page.goto(`${BASE}/admin/loans?status=all`);
  await page.getByTestId('loans-table').locator('tbody tr.ant-table-row').first().waitFor();
  await shot(page, `loans-all-${lang}`);
  await openFirst(page, '', 'loan-applying', lang);
  await openFirst(page, '?status=all&early=1', 'loan-early', lang);
  await openFirst(page, '?status=repaying', 'loan-overdue', lang, 'loan-overdue-tag');
  await page.goto(`${BASE}/admin/loans`);
  await page.getByTestId('loan-job-open').click();
  await page.getByTestId('loan-job-reason').fill('Screenshot: the daily job by hand');
  await shot(page, `job-${lang}`);
  await page.context().close();
}
{
  const lang = 'ar';
  const page = await signIn(lang);
  await page.goto(`${BASE}/admin/loans?status=all`);
  await page.getByTestId('loans-table').locator('tbody tr.ant-table-row').first().waitFor();
  await shot(page, `loans-all-${lang}`);
  await openFirst(page, '?status=repaying', 'loan-overdue', lang, 'loan-overdue-tag');
  await page.goto(`${BASE}/admin/loans/products`);
  await page.getByTestId('loan-products-table').locator('tbody tr.ant-table-row').first().waitFor();
  await shot(page, `products-${lang}`);
  await page.context().close();
}
await browser.close();
