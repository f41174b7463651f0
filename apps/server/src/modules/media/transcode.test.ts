import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ffmpegPath } from '#server/lib/ffmpeg.js';
import {
  generateDemoSource,
  renderDemoEpisode,
  RENDITIONS,
  subtitleRows,
  transcodeToHls,
} from './transcode.js';

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

describe('generated demo episodes', () => {
  /** One grey frame of the rendition at `seconds`, as raw bytes (540×960). */
  async function frameAt(playlist: string, seconds: number): Promise<Buffer> {
    const { spawnSync } = await import('node:child_process');
    const out = spawnSync(ffmpegPath(), [
      '-hide_banner',
      '-ss',
      String(seconds),
      '-i',
      playlist,
      '-frames:v',
      '1',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'gray',
      '-',
    ]);
    return out.stdout;
  }
  /** Mean absolute difference of two frames over rows `from`…`to` (fractions of the height). */
  const diff = (a: Buffer, b: Buffer, from: number, to: number) => {
    let sum = 0;
    const start = Math.floor(960 * from) * 540;
    const end = Math.floor(960 * to) * 540;
    for (let i = start; i < end; i++) sum += Math.abs(a[i]! - b[i]!);
    return sum / (end - start);
  };

  it('renders a vertical clip with its dialogue burnt in, straight to HLS', async () => {
    const sharp = (await import('sharp')).default;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-episode-'));
    const background = path.join(dir, 'scene.png');
    const sprite = path.join(dir, 'spark.png');
    await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="1068"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1a0b3a"/><stop offset="1" stop-color="#b04a7a"/></linearGradient></defs><rect width="600" height="1068" fill="url(#g)"/></svg>',
      ),
    )
      .png()
      .toFile(background);
    await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="12" fill="#fff" opacity=".7"/></svg>',
      ),
    )
      .png()
      .toFile(sprite);
    const episode = {
      seconds: 6,
      background,
      sprite,
      caption: 'A Drama · Episode 1',
      drift: 'up' as const,
      chord: [220, 277.18],
      lines: [{ from: 0.5, to: 2.5, text: 'Where were you last night? I waited until the rain stopped.' }],
    };
    const withWords = path.join(dir, 'with');
    const silent = path.join(dir, 'without');
    const { durationSeconds } = await renderDemoEpisode(episode, withWords);
    await renderDemoEpisode({ ...episode, lines: [] }, silent);
    expect(durationSeconds).toBe(6);
    const master = fs.readFileSync(path.join(withWords, 'master.m3u8'), 'utf8');
    expect(master).toContain('RESOLUTION=540x960');
    expect(master).toContain('mp4a.40.2');
    expect(fs.statSync(path.join(withWords, 'poster.jpg')).size).toBeGreaterThan(1000);
    expect(fs.readdirSync(dir).some((f) => f.includes('.tmp-'))).toBe(false);

    // While the line is on screen the subtitle band differs from the same clip without words;
    // the sky above it does not, and after the line ends the band is the same again.
    const playlist = (root: string) => path.join(root, '540p', 'index.m3u8');
    const [a, b] = [await frameAt(playlist(withWords), 1.5), await frameAt(playlist(silent), 1.5)];
    expect(a.length).toBe(540 * 960);
    expect(diff(a, b, 0.55, 0.7)).toBeGreaterThan(3);
    expect(diff(a, b, 0.2, 0.5)).toBeLessThan(1);
    const [c, d] = [await frameAt(playlist(withWords), 4), await frameAt(playlist(silent), 4)];
    expect(diff(c, d, 0.55, 0.7)).toBeLessThan(1);
    fs.rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  it('wraps a long line of dialogue into two balanced rows', () => {
    expect(subtitleRows('Short line.')).toEqual(['Short line.']);
    const rows = subtitleRows('Then why is there fresh ink on his desk tonight?');
    expect(rows).toHaveLength(2);
    expect(Math.abs(rows[0]!.length - rows[1]!.length)).toBeLessThan(10);
    expect(rows.join(' ')).toBe('Then why is there fresh ink on his desk tonight?');
  });
});
