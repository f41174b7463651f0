import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ffmpegPath } from '#server/lib/ffmpeg.js';
import { generateDemoSource, RENDITIONS, transcodeToHls } from './transcode.js';

describe('HLS transcoding', () => {
  it('turns a vertical clip into two renditions of short segments, a master playlist and a poster', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hls-test-'));
    const source = path.join(dir, 'source.mp4');
    await generateDemoSource(source, 'Episode 1', 5);
    const out = path.join(dir, 'out');
    const { durationSeconds } = await transcodeToHls(source, out);
    expect(durationSeconds).toBe(5);
    const master = fs.readFileSync(path.join(out, 'master.m3u8'), 'utf8');
    const durations = new Set<string>();
    for (const r of RENDITIONS) {
      expect(master).toContain(`${r.name}/index.m3u8`);
      expect(master).toContain(`RESOLUTION=${r.width}x${r.height}`);
      const playlist = fs.readFileSync(path.join(out, r.name, 'index.m3u8'), 'utf8');
      expect(playlist).toContain('#EXT-X-ENDLIST');
      const segments = playlist.split('\n').filter((l) => l.endsWith('.ts'));
      expect(segments.length).toBeGreaterThanOrEqual(3);
      for (const s of segments) expect(fs.statSync(path.join(out, r.name, s)).size).toBeGreaterThan(0);
      durations.add(playlist.match(/#EXTINF:[\d.]+/g)!.join());
    }
    // Cut at the same key frames: a player can switch renditions at any segment.
    expect(durations.size).toBe(1);
    expect(fs.statSync(path.join(out, 'poster.jpg')).size).toBeGreaterThan(1000);
    expect(fs.readdirSync(dir).some((f) => f.includes('.tmp-'))).toBe(false);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('a file that is not a video fails without leaving anything behind', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hls-test-'));
    const bogus = path.join(dir, 'not-a-video.mp4');
    fs.writeFileSync(bogus, 'hello');
    await expect(transcodeToHls(bogus, path.join(dir, 'out'))).rejects.toThrow(/ffmpeg/);
    expect(fs.readdirSync(dir)).toEqual(['not-a-video.mp4']);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});

describe('HLS transcoding without sound', () => {
  it('a clip with no audio track transcodes too', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hls-test-'));
    const { spawnSync } = await import('node:child_process');
    const source = path.join(dir, 'silent.mp4');
    spawnSync(ffmpegPath(), [
      '-y',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=360x640:rate=24:duration=3',
      '-pix_fmt',
      'yuv420p',
      source,
    ]);
    await transcodeToHls(source, path.join(dir, 'out'));
    expect(fs.readFileSync(path.join(dir, 'out', 'master.m3u8'), 'utf8')).toContain('540p/index.m3u8');
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);
});
