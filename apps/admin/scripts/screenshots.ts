/**
 * Screenshots of every console screen in English and Arabic, on a desktop and a phone,
 * against a running server: `BASE_URL=http://localhost:3102 npx tsx apps/admin/scripts/screenshots.ts`.
 * Output: /tmp/shots-admin/<locale>-<viewport>-<screen>.png
 */
import { DEMO_ADMIN } from '@app/testkit';
import { BASE_URL, client, forEachScreen, kit } from './shots';

const OUT = process.env.SHOTS_DIR ?? '/tmp/shots-admin';

/** Three new users, the second disabled with a reason; answers the first. */
async function seed(): Promise<{ email: string; id: number }> {
  const users = [];
  for (const tag of ['amira', 'lucas', 'mei']) users.push((await kit.buyer({ tag })).user);
  const [first, second] = users;
  if (!first || !second) throw new Error('seed failed');
  await client.call(
    'admin/setUserStatus',
    { id: second.id, status: 'disabled', reason: 'Repeated chargebacks on three orders' },
    { token: await kit.staffToken() },
  );
  return { email: first.email, id: first.id };
}

async function main(): Promise<void> {
  const target = await seed();
  await forEachScreen(OUT, async (page, shot, phone) => {
    await page.goto(`${BASE_URL}/admin/signin`);
    await shot('01-signin');
    await page.locator('#email').fill(DEMO_ADMIN.email);
    await page.locator('#password').fill('wrong-pass-1');
    await page.locator('button[type=submit]').click();
    await page.getByTestId('signin-error').waitFor();
    await shot('02-signin-error');
    await page.locator('#password').fill(DEMO_ADMIN.password);
    await page.locator('button[type=submit]').click();
    // The console opens on the overview (decision 0021).
    await page.waitForURL(/\/admin\/overview/);
    await page.goto(`${BASE_URL}/admin/users`);
    await page.getByTestId('users-table').waitFor();
    await shot('03-users');

    if (phone) {
      await page.locator('.app-header button').first().click();
      await page.locator('.ant-drawer .ant-menu-root').waitFor();
      await shot('04-nav-drawer');
      await page.keyboard.press('Escape');
    }

    await page.goto(`${BASE_URL}/admin/users?keyword=nobody-matches-this`);
    await shot('05-users-empty');

    await page.goto(`${BASE_URL}/admin/users/${target.id}`);
    await page.getByTestId('user-detail').waitFor();
    await shot('06-user-detail');
    await page.getByTestId('user-detail').locator('button').first().click();
    await page.locator('.ant-modal textarea').waitFor();
    await page.locator('.ant-modal .ant-btn-primary').click();
    await shot('07-disable-modal');

    await page.goto(`${BASE_URL}/admin/outbox`);
    await page.getByTestId('outbox-table').locator('tbody tr.ant-table-row td').nth(1).click();
    await shot('08-outbox');

    await page.goto(`${BASE_URL}/admin/audit`);
    await page.getByTestId('audit-table').locator('tbody tr.ant-table-row td').nth(1).click();
    await shot('09-audit');

    await page.goto(`${BASE_URL}/admin/nowhere`);
    await shot('10-not-found');
  });
}

await main();
