import { expect, test } from './fixtures';

/**
 * The version prompt (spec §8, app update flow). The server's answer is stood in for in this
 * journey alone: a required version set in the console would prompt every journey running beside it.
 */
test('a required version cannot be put off: Escape, again at once, and the backdrop leave it open', async ({
  page,
}) => {
  await page.route('**/v1/home/getVersion', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        code: 0,
        msg: 'ok',
        data: { version: '99.0.0', notes: 'Security fixes.', force: true },
      }),
    }),
  );
  await page.goto('/mall');
  const prompt = page.getByRole('dialog', { name: /^Version \W*99\.0\.0\W* is available$/ });
  await expect(prompt).toBeVisible({ timeout: 15_000 });
  await expect(prompt).toContainText('This update is required to keep using the app.');
  await expect(prompt.getByRole('button', { name: 'Later' })).toHaveCount(0);
  // The browser lets a page refuse one Escape; pressed again at once it closes the dialog itself.
  for (let i = 0; i < 3; i++) await page.keyboard.press('Escape');
  await page.mouse.click(8, 8);
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Update now' })).toBeEnabled();
});
