import { devices } from '@playwright/test';
import { expect, test } from './fixtures';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel });

test('play a free episode from the drama page', async ({ page, client }) => {
  // Episodes are transcoded in the background after the server starts.
  test.setTimeout(120_000);
  await expect
    .poll(
      async () => {
        const { list } = await client.call('video/getVideoItemList', { videoId: 1 });
        return list.find((e) => e.index === 1)?.playUrl ?? null;
      },
      { timeout: 100_000, intervals: [2_000] },
    )
    .not.toBeNull();

  await page.goto('/tv/detail?id=1');
  await expect(page.getByTestId('episode-grid')).toBeVisible();
  await page.getByTestId('drama-play').click();
  await expect(page).toHaveURL(/\/tv\/video\?id=1&ep=1$/);
  await expect(page.getByTestId('episode-title')).toContainText('Episode 1');
  await expect
    .poll(() => page.evaluate(() => document.querySelector('video')!.currentTime), { timeout: 30_000 })
    .toBeGreaterThan(1);

  // A locked episode offers to unlock it instead of playing.
  await page.goto('/tv/video?id=1&ep=5');
  await expect(page.getByTestId('lock-overlay')).toBeVisible();
  await expect(page.getByTestId('unlock-one')).toContainText('Unlock this episode for');
});
