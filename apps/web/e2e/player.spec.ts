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

  // Elapsed / total time beside a seek bar that is a keyboard-accessible slider.
  const time = () => page.evaluate(() => document.querySelector('video')!.currentTime);
  const duration = await page.evaluate(() => document.querySelector('video')!.duration);
  expect(duration).toBeGreaterThan(4);
  const total = `${String(Math.floor(Math.floor(duration) / 60)).padStart(2, '0')}:${String(Math.floor(duration) % 60).padStart(2, '0')}`;
  await expect(page.getByTestId('seek-time')).toContainText(`/ ${total}`);
  const slider = page.getByRole('slider', { name: 'Playback position' });
  await expect(slider).toHaveAttribute('aria-valuemax', String(Math.floor(duration)));

  // A tap on the picture pauses, with a visible play button; another tap plays on.
  await page.getByTestId('drama-video').click({ position: { x: 120, y: 200 } });
  await expect(page.getByTestId('play-button')).toBeVisible();
  expect(await page.evaluate(() => document.querySelector('video')!.paused)).toBe(true);

  // Seeking: a tap near the end of the bar, then Home and the arrow key.
  const box = (await slider.boundingBox())!;
  await slider.click({ position: { x: box.width * 0.75, y: box.height / 2 } });
  await expect.poll(time).toBeGreaterThan(duration * 0.6);
  expect(await time()).toBeLessThan(duration * 0.9);
  await expect(slider).toHaveAttribute('aria-valuenow', String(Math.floor(await time())));
  await slider.press('Home');
  await expect.poll(time).toBeLessThan(0.5);
  await slider.press('ArrowRight');
  await expect.poll(time).toBeGreaterThan(4.5);
  await expect(page.getByTestId('seek-time')).toContainText('00:05 /');

  await page.getByTestId('play-button').click();
  await expect(page.getByTestId('play-button')).toBeHidden();
  await expect.poll(time).toBeGreaterThan(5.5);

  // A locked episode offers to unlock it instead of playing.
  await page.goto('/tv/video?id=1&ep=5');
  await expect(page.getByTestId('lock-overlay')).toBeVisible();
  await expect(page.getByTestId('unlock-one')).toContainText('Unlock this episode for');
});
