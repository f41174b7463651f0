import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ffmpegPath } from '../../server/src/lib/ffmpeg';
import { consoleSignin, expect, test } from './fixtures';

/** A 3-second vertical test clip made with the server's ffmpeg (the npm one on a fresh machine), like a staff member's upload. */
function makeClip(): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-clip-')), 'episode-1.mp4');
  execFileSync(ffmpegPath(), [
    '-loglevel',
    'error',
    '-f',
    'lavfi',
    '-i',
    'testsrc=size=360x640:rate=24',
    '-t',
    '3',
    '-pix_fmt',
    'yuv420p',
    file,
  ]);
  return file;
}

test.describe('drama episodes', () => {
  test.use({ locale: 'en-US', viewport: { width: 1280, height: 800 } });

  test('staff upload an episode: a non-video is refused, a video uploads with progress, is transcoded and plays', async ({
    page,
    request,
    client,
    kit,
  }) => {
    test.setTimeout(240_000);
    const token = await kit.staffToken();
    const title = `Upload journey ${Date.now().toString(36)}`;
    const drama = await client.call(
      'admin/saveVideo',
      { title, freeEpisodes: 1, published: true },
      { token },
    );
    const episode = await client.call(
      'admin/saveVideoItem',
      { videoId: drama.id, index: 1, title: 'Pilot', price: 0 },
      { token },
    );

    await consoleSignin(page);
    await page.goto(`/admin/dramas/${drama.id}`);
    const row = page.getByTestId('episodes-table').getByRole('row').filter({ hasText: 'Pilot' });
    await expect(row).toBeVisible();

    // A text file is not a video: refused by its bytes, the episode unchanged.
    await row.locator('input[type=file]').setInputFiles({
      name: 'notes.mp4',
      mimeType: 'video/mp4',
      buffer: Buffer.from('these are my notes, not a video'.repeat(20)),
    });
    await expect(row.getByTestId('episode-upload')).toContainText('This file is not a video');
    const still = await client.call('admin/getVideoItemList', { videoId: drama.id }, { token });
    expect(still.list.find((e) => e.id === episode.id)?.hasSource).toBe(false);

    // A real clip: it uploads (with its progress shown), is transcoded, and is ready with its length.
    await row.getByRole('button', { name: 'Dismiss' }).click();
    await row.locator('input[type=file]').setInputFiles(makeClip());
    await expect(row.getByTestId('episode-status-ready')).toBeVisible({ timeout: 200_000 });
    await expect(row).toContainText('0:03');
    await expect(row.getByTestId('episode-upload-pick')).toContainText('Replace video');

    // The app now streams it (a signed playlist URL that answers).
    const items = await client.call('video/getVideoItemList', { videoId: drama.id });
    const playUrl = items.list[0]?.playUrl;
    expect(playUrl).toBeTruthy();
    const master = await request.get(playUrl!);
    expect(master.status()).toBe(200);
    expect(await master.text()).toContain('#EXT-X-STREAM-INF');
  });
});
