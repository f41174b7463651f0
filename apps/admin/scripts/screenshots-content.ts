/**
 * Screenshots of the drama content screens (VIP plans, banners, help, feedback, app versions)
 * against a running console: `BASE_URL=http://localhost:5122 npx tsx apps/admin/scripts/screenshots-content.ts`.
 * Output: $SHOTS_DIR (default /tmp/shots-content)/<locale>-<viewport>-<screen>.png
 */
import type { Page } from '@playwright/test';
import { DEMO_ADMIN } from '@app/testkit';
import { BASE_URL, client, forEachScreen, kit } from './shots';

const OUT = process.env.SHOTS_DIR ?? '/tmp/shots-content';

/** Feedback from two viewers, so the inbox has something to show. */
async function seed(): Promise<void> {
  const messages = [
    [
      'amira',
      'Episode 4 of Midnight Heiress stutters on my phone after about a minute.\n\nI tried Wi-Fi and mobile data, same result.',
    ],
    [
      'lucas',
      'Please add Spanish subtitles to The CEO’s Secret Twin. My parents would love to watch it too!',
    ],
  ] as const;
  for (const [tag, description] of messages) {
    const { email, token } = await kit.buyer({ tag });
    await client.call('feedback/submit', { contact: email, description }, { token });
  }
}

/** Closes a drawer with unsaved changes: Escape, then "Discard" in the question that follows. */
async function discard(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  const button = page.locator('.ant-modal-confirm .ant-btn-dangerous');
  await button.waitFor();
  await page.waitForTimeout(300); // the question's opening motion
  await button.click();
  await page.locator('.ant-modal-confirm').waitFor({ state: 'hidden' });
}

async function main(): Promise<void> {
  await seed();
  await forEachScreen(OUT, async (page, shot, phone) => {
    // Warnings and errors in the browser console are worth a look (antd deprecations, React keys).
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') process.stderr.write(`[${m.type()}] ${m.text()}\n`);
    });
    await page.goto(`${BASE_URL}/admin/signin`);
    await page.locator('#email').fill(DEMO_ADMIN.email);
    await page.locator('#password').fill(DEMO_ADMIN.password);
    await page.locator('button[type=submit]').click();
    await page.waitForURL((url) => !url.pathname.endsWith('/signin'));

    await page.goto(`${BASE_URL}/admin/content/vip-plans`);
    await page.getByTestId('vip-plan-card').first().waitFor();
    await shot('01-vip-plans');
    await page.getByTestId('vip-plan-edit').first().click();
    await page.getByTestId('vip-plan-drawer').waitFor();
    await shot('02-vip-plan-edit');
    await page.getByTestId('vip-plan-price').fill('0');
    await page.getByTestId('vip-plan-drawer-save').click();
    await page.getByTestId('vip-plan-drawer-error').waitFor();
    await shot('03-vip-plan-invalid');
    await discard(page);

    await page.goto(`${BASE_URL}/admin/content/banners`);
    await page.getByTestId('banner-table').locator('img').first().waitFor();
    await shot('04-banners-tv');
    await page
      .getByRole('tab', { name: /activit|الأنشطة|النشاط/i })
      .or(page.getByTestId('banner-tab-activity'))
      .first()
      .click();
    await page.waitForFunction(() => location.search.includes('place=activity'));
    await shot('05-banners-activity');
    await page.getByTestId('banner-edit').first().click();
    await page.getByTestId('banner-drawer').waitFor();
    await page.getByTestId('image-upload-preview').waitFor();
    await shot('06-banner-edit');
    await page.getByTestId('banner-link').fill('javascript:alert(1)');
    await page.getByTestId('banner-drawer-save').click();
    await page.getByTestId('banner-drawer-error').waitFor();
    await shot('07-banner-invalid');
    await discard(page);
    await page.getByTestId('banner-new').click();
    await page.getByTestId('banner-drawer').waitFor();
    await shot('08-banner-new');
    await page.keyboard.press('Escape');
    await page.getByTestId('banner-delete').first().click();
    await page.locator('.ant-popconfirm').waitFor();
    await shot('09-banner-delete-confirm');
    await page.keyboard.press('Escape');

    await page.goto(`${BASE_URL}/admin/content/help`);
    await page.getByTestId('help-table').locator('.ant-table-row').first().waitFor();
    await shot('10-help');
    await page.getByTestId('help-edit').first().click();
    await page.getByTestId('help-drawer').waitFor();
    await shot('11-help-edit');
    await page.keyboard.press('Escape');

    await page.goto(`${BASE_URL}/admin/content/feedback`);
    await page.getByTestId('feedback-table').locator('.ant-table-row').first().waitFor();
    await shot('12-feedback-new');
    await page.getByTestId('feedback-table').locator('.ant-table-row').first().click();
    await page.getByTestId('feedback-drawer').waitFor();
    await page.getByTestId('feedback-note').fill('Answered by email with the steps to reset the player.');
    await shot('13-feedback-open');
    if (!phone) {
      await page.getByTestId('feedback-handle').click();
      await page.getByTestId('feedback-save-note').waitFor();
      await shot('14-feedback-handled');
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('feedback-filter-handled').click();
    await page.waitForFunction(() => location.search.includes('status=handled'));
    await shot('15-feedback-handled-list');

    await page.goto(`${BASE_URL}/admin/content/versions`);
    await page.getByTestId('version-table').locator('.ant-table-row').first().waitFor();
    await shot('16-versions');
    await page.getByTestId('version-edit-android').click();
    await page.getByTestId('version-form').waitFor();
    await page.getByTestId('version-version').fill('1.4');
    await page.getByTestId('version-save').click();
    await page.locator('.ant-form-item-explain-error').first().waitFor();
    await shot('17-version-invalid');
    await page.keyboard.press('Escape');
    await page.locator('.ant-modal').waitFor({ state: 'hidden' });

    if (phone) {
      await page.goto(`${BASE_URL}/admin/content/feedback`);
      await page.getByTestId('feedback-table').waitFor();
      await page.locator('.app-header button').first().click();
      await page.locator('.ant-drawer .ant-menu-root').first().waitFor();
      await shot('18-nav');
    }
  });
}

await main();
