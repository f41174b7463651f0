/**
 * Screenshots of the console's portals page (decision 0028) and its drawer, in English, Arabic and
 * German, on a desktop and a phone, against a running server:
 * `BASE_URL=http://localhost:3480 SHOT_LOCALES=en,ar,de npx tsx apps/admin/scripts/screenshots-portals.ts`.
 * Output: SHOTS_DIR (default /work/shots/h8)/<locale>-<viewport>-<screen>.png
 */
import { DEMO_ADMIN } from '@app/testkit';
import { BASE_URL, forEachScreen } from './shots';

const OUT = process.env.SHOTS_DIR ?? '/work/shots/h8';

await forEachScreen(OUT, async (page, shot) => {
  await page.goto(`${BASE_URL}/admin/signin`);
  await page.locator('#email').fill(DEMO_ADMIN.email);
  await page.locator('#password').fill(DEMO_ADMIN.password);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => !url.pathname.endsWith('/signin'));

  await page.goto(`${BASE_URL}/admin/settings/portals`);
  await page.getByTestId('portals-table').locator('tbody tr.ant-table-row').first().waitFor();
  await shot('console-portals');
  await page.getByTestId('edit-portal-europe').click();
  await page.getByTestId('portal-drawer').waitFor();
  await page.getByTestId('portal-rate-input').fill('0.93');
  await shot('console-portal-drawer');
  await page.getByTestId('portal-rate-input').fill('0');
  await page.getByTestId('portal-save').click();
  await shot('console-portal-drawer-error');
});
