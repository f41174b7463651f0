/**
 * Screenshots of the console's overview (decision 0021) against a running server:
 * `BASE_URL=http://localhost:3000 SHOT_LOCALES=en,ar,de npx tsx apps/admin/scripts/screenshots-overview.ts [outDir]`.
 * Queues get a deposit and a note waiting first, so their cards show real requests.
 */
import { DEMO_ADMIN, DEMO_USDT, freshTxHash } from '@app/testkit';
import { BASE_URL, client, forEachScreen, kit } from './shots';

const OUT = process.argv[2] ?? 'screenshots/admin-overview';

async function seed(): Promise<void> {
  const buyer = await kit.buyer({ tag: 'overview-shots' });
  await client.call(
    'user_wallet/submitDeposit',
    { currencyId: DEMO_USDT, amount: '48.5', txHash: freshTxHash() },
    { token: buyer.token },
  );
  await client.call(
    'feedback/submit',
    { contact: buyer.email, description: 'Episode 3 stops loading at 0:42 on my phone.' },
    { token: buyer.token },
  );
}

async function main(): Promise<void> {
  await seed();
  await forEachScreen(OUT, async (page, shot, phone) => {
    await page.goto(`${BASE_URL}/admin/signin`);
    await page.locator('#email').fill(DEMO_ADMIN.email);
    await page.locator('#password').fill(DEMO_ADMIN.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/admin\/overview/);
    await page.getByTestId('overview-queue-deposits').waitFor();
    await page.locator('[data-testid=overview-chart-orders] svg').waitFor();
    await shot('01-overview');
    await page.screenshot({
      path: `${OUT}/${await lang(page)}-${phone ? 'phone' : 'desktop'}-02-overview-full.png`,
      fullPage: true,
    });
    await page.getByTestId('overview-view').getByText(/./).nth(1).click();
    await page.getByTestId('overview-days').getByText(/./).nth(1).click();
    await page.getByTestId('overview-trend-table').waitFor();
    await page.getByTestId('overview-trend-table').scrollIntoViewIfNeeded();
    await shot('03-trend-table-30');

    // A member with fewer roles sees fewer parts.
    await page.evaluate(() => localStorage.removeItem('adminToken'));
    await page.context().clearCookies();
    await page.goto(`${BASE_URL}/admin/signin`);
    await page.locator('#email').fill('support@demo.local');
    await page.locator('#password').fill(DEMO_ADMIN.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/admin\/overview/);
    await page.getByTestId('overview-queue-feedback').waitFor();
    await shot('04-overview-support');
  });
}

async function lang(page: import('@playwright/test').Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('adminLanguage') ?? 'en');
}

await main();
