import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { generateDemoSource, transcodeToHls } from '#server/modules/media/transcode.js';
import { ffmpegPath } from './ffmpeg.js';

/** A machine with Node and npm only: no ffmpeg on the PATH, no fonts fontconfig could find. */
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fresh-machine-'));
const savedPath = process.env.PATH;
const savedFonts = process.env.FONTCONFIG_FILE;
fs.mkdirSync(path.join(dir, 'no-fonts'));
fs.writeFileSync(
  path.join(dir, 'fonts.conf'),
  `<?xml version="1.0"?><fontconfig><dir>${path.join(dir, 'no-fonts')}</dir></fontconfig>`,
);
process.env.PATH = '';
process.env.FONTCONFIG_FILE = path.join(dir, 'fonts.conf');

afterAll(() => {
  process.env.PATH = savedPath;
  if (savedFonts === undefined) delete process.env.FONTCONFIG_FILE;
  else process.env.FONTCONFIG_FILE = savedFonts;
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('video on a machine with only Node and npm', () => {
  it('takes the ffmpeg shipped in npm, which has x264 and the drawtext and testsrc2 filters', () => {
    const bin = ffmpegPath();
    expect(bin).toContain(path.join('node_modules', '@ffmpeg-installer'));
    const build = spawnSync(bin, ['-hide_banner', '-buildconf'], { encoding: 'utf8' }).stdout;
    expect(build).toContain('--enable-libx264');
    const filters = spawnSync(bin, ['-hide_banner', '-filters'], { encoding: 'utf8' }).stdout;
    expect(filters).toMatch(/\bdrawtext\b/);
    expect(filters).toMatch(/\btestsrc2\b/);
  });

  it('makes a demo episode with its title burnt in using the font shipped in npm, and transcodes it', async () => {
    const source = path.join(dir, 'episode.mp4');
    await generateDemoSource(source, 'Episode 1', 2);
    expect(fs.statSync(source).size).toBeGreaterThan(10_000);
    const { durationSeconds } = await transcodeToHls(source, path.join(dir, 'hls'));
    expect(durationSeconds).toBe(2);
  }, 60_000);
});
