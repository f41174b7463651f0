/**
 * Player start-up (issue 5's aims: an episode's first frame under 1 s on localhost with a cold
 * cache; the next episode playing under 300 ms when it was preloaded). The production build is
 * served by the real server with the demo dramas transcoded; Chromium (Pixel 7) opens the player
 * in a fresh context each run, so nothing is cached.
 *
 *   npm run build && npx tsx bench/player.bench.ts [runs=5]
 *
 * Measured in the page: navigation start → `loadeddata` of the first episode (first frame ready)
 * and → `playing`, and the media part alone (playlist request → first frame); then, for the next episode, the tap on "Next" → `playing`, once after the
 * player preloaded it (at 80 % of the current one) and once without (tapped at the start).
 */
import { chromium, devices } from '@playwright/test';
import { chromiumLaunchOptions } from '../scripts/chromium.js';
import { startServer } from './harness.js';

const runs = Number(process.argv[2] ?? 5);
const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];

declare global {
  interface Window {
    __marks: Record<string, number>;
  }
}

const s = await startServer(3996, 54496, { VIDEO_WORKER: 'true', DEMO_VIDEOS: 'true' });
const { base } = s;
const browser = await chromium.launch(
  await chromiumLaunchOptions(['--autoplay-policy=no-user-gesture-required']),
);

try {
  // The demo clips are generated and transcoded after start: wait until the queue is empty, so
  // no ffmpeg competes with the browser for the two cores while measuring.
  for (let i = 0; ; i++) {
    const { rows } = await s.db.query<{ n: number }>(
      `select count(*)::int as n from video_items where status in ('pending', 'processing')`,
    );
    if (rows[0]!.n === 0) break;
    if (i > 900) throw new Error('episodes were not transcoded in time');
    await new Promise((r) => setTimeout(r, 1000));
  }

  const rows: Record<string, number>[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({ ...pixel });
    const page = await context.newPage();
    await page.addInitScript(() => {
      window.__marks = {};
      for (const name of ['loadeddata', 'playing']) {
        document.addEventListener(name, () => (window.__marks[name] ??= performance.now()), true);
      }
    });
    await page.goto(`${base}/tv/video?id=1&ep=1`);
    await page.waitForFunction(() => window.__marks.playing !== undefined, null, { timeout: 30_000 });
    const first = await page.evaluate(() => window.__marks);
    // When the player asked for the episode's playlist: what follows is the media path alone.
    const playlistAt = await page.evaluate(
      () =>
        performance.getEntriesByType('resource').find((e) => e.name.includes('master.m3u8'))?.startTime ?? 0,
    );

    // Let episode 1 reach 80 %: the player preloads episode 2.
    await page.waitForFunction(
      () => {
        const v = document.querySelector('video');
        return !!v && v.duration > 0 && v.currentTime / v.duration > 0.85;
      },
      null,
      { timeout: 30_000 },
    );
    await page.waitForTimeout(300);
    const nextMs = async () => {
      await page.evaluate(() => {
        window.__marks = { tap: performance.now() };
        document.addEventListener('playing', () => (window.__marks.next ??= performance.now()), {
          capture: true,
          once: true,
        });
      });
      await page.getByTestId('next-episode').click();
      await page.waitForFunction(() => window.__marks.next !== undefined, null, { timeout: 30_000 });
      return page.evaluate(() => window.__marks.next! - window.__marks.tap!);
    };
    const preloaded = await nextMs();
    // Episode 3 has not been preloaded: tap "Next" straight away.
    const cold = await nextMs();
    rows.push({
      'first frame (ms)': Math.round(first.loadeddata!),
      'first playing (ms)': Math.round(first.playing!),
      'playlist → first frame (ms)': Math.round(first.loadeddata! - playlistAt),
      'next, preloaded (ms)': Math.round(preloaded),
      'next, not preloaded (ms)': Math.round(cold),
    });
    await context.close();
  }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const keys = Object.keys(rows[0]!);
  console.table(rows); // eslint-disable-line no-console -- a benchmark's output is its table
  console.table([Object.fromEntries(keys.map((k) => [k, median(rows.map((r) => r[k]!))]))]); // eslint-disable-line no-console -- medians
} finally {
  await browser.close();
  await s.stop();
}
