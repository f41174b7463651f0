/**
 * Screenshots of the console's legal pages editor (English tab, a language not translated yet,
 * the publish confirmation) in English and Arabic, on a desktop and a phone, against a running server:
 * `BASE_URL=http://localhost:3440 npx tsx apps/admin/scripts/screenshots-legal.ts`.
 * Output: /work/shots/h4/console/<locale>-<viewport>-<screen>.png
 */
import { DEMO_ADMIN } from '@app/testkit';
import { BASE_URL, forEachScreen } from './shots';

const OUT = process.env.SHOTS_DIR ?? '/work/shots/h4/console';

async function main(): Promise<void> {
  await forEachScreen(OUT, async (page, shot, phone) => {
    await page.goto(`${BASE_URL}/admin/signin`);
    await page.locator('#email').fill(DEMO_ADMIN.email);
    await page.locator('#password').fill(DEMO_ADMIN.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/admin\/(overview|users)/);

    await page.goto(`${BASE_URL}/admin/content/legal?kind=privacy`);
    await page.getByTestId('legal-body').waitFor();
    await shot('01-legal-editor');
    // A language without its own text: the tab's mark and the note that readers get English.
    await page.getByTestId('legal-tab-ko').click();
    await page.getByTestId('legal-title').fill('');
    await page.getByTestId('legal-body').fill('');
    await shot('02-legal-not-translated');
    if (!phone) {
      await page.getByTestId('legal-publish').click();
      await page.locator('.ant-popconfirm').waitFor();
      await shot('03-legal-publish-confirm');
    }
  });
}

await main();
