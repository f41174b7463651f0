import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { FONT_DIR } from '#server/lib/fonts.js';
import './demo-images.js';

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80"><rect width="240" height="80" fill="#222"/><text x="120" y="55" font-family="'DejaVu Sans'" font-size="40" font-weight="bold" fill="#fff" text-anchor="middle">Drama</text></svg>`;

describe('demo pictures on a machine without fonts', () => {
  it('draw their text with the DejaVu font shipped in npm, never a system font', async () => {
    const conf = fs.readFileSync(process.env.FONTCONFIG_FILE!, 'utf8');
    expect([...conf.matchAll(/<dir>([^<]+)<\/dir>/g)].map((m) => m[1])).toEqual([FONT_DIR]);
    expect(conf).not.toContain('<include');
    expect(fs.existsSync(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf'))).toBe(true);

    const withShippedFont = await sharp(Buffer.from(svg)).raw().toBuffer();
    // The same picture where fontconfig finds no font at all: boxes instead of letters.
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'no-fonts-'));
    fs.writeFileSync(
      path.join(empty, 'fonts.conf'),
      `<?xml version="1.0"?><fontconfig><dir>${empty}</dir></fontconfig>`,
    );
    const script = `import sharp from 'sharp'; process.stdout.write((await sharp(Buffer.from(process.argv[1])).raw().toBuffer()).toString('base64'));`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script, svg], {
      cwd: path.join(import.meta.dirname, '..', '..'),
      env: { ...process.env, FONTCONFIG_FILE: path.join(empty, 'fonts.conf') },
      encoding: 'utf8',
    });
    fs.rmSync(empty, { recursive: true, force: true });
    const withoutFonts = Buffer.from(child.stdout, 'base64');
    expect(withoutFonts.length).toBe(withShippedFont.length);
    expect(withShippedFont.equals(withoutFonts)).toBe(false);
  });
});
