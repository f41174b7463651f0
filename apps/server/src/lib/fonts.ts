import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);

/** The DejaVu fonts shipped in npm: a fresh machine may have no fonts at all. */
export const FONT_DIR = path.dirname(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
export const FONT_BOLD_FILE = path.join(FONT_DIR, 'DejaVuSans-Bold.ttf');
/** The family the generated pictures name in their SVG. */
export const FONT_FAMILY = 'DejaVu Sans';

let configured: string | undefined;

/**
 * Writes (once per content) a fontconfig file naming the npm fonts, and the system's own
 * configuration first when `withSystem` (a browser may use both), in the temp folder; answers its
 * path. The folder is this checkout's own (named after its font folder): two installs of the
 * project on one machine must not rewrite each other's file while the other draws.
 */
export function fontConfigFile(name: string, opts: { withSystem: boolean }): string {
  const install = createHash('sha256').update(FONT_DIR).digest('hex').slice(0, 10);
  const dir = path.join(os.tmpdir(), `${name}-${process.getuid?.() ?? 'user'}-${install}`);
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'fonts.conf');
  const conf = [
    '<?xml version="1.0"?>',
    '<!DOCTYPE fontconfig SYSTEM "fonts.dtd">',
    '<fontconfig>',
    ...(opts.withSystem ? ['  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>'] : []),
    `  <dir>${FONT_DIR}</dir>`,
    `  <cachedir>${path.join(dir, 'cache')}</cachedir>`,
    '</fontconfig>',
    '',
  ].join('\n');
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== conf) {
    // Written aside and renamed: another process may be reading it.
    fs.writeFileSync(`${file}.${process.pid}`, conf);
    fs.renameSync(`${file}.${process.pid}`, file);
  }
  return file;
}

/**
 * Points fontconfig (used by sharp's SVG renderer) at the npm fonts alone, so generated pictures
 * look the same on every machine, with or without system fonts. Call before the first text is
 * drawn; an operator's own FONTCONFIG_FILE is left alone.
 */
export function useShippedFonts(): string {
  if (configured) return configured;
  if (process.env.FONTCONFIG_FILE) return (configured = process.env.FONTCONFIG_FILE);
  const file = fontConfigFile('dramamall-fonts', { withSystem: false });
  process.env.FONTCONFIG_FILE = file;
  return (configured = file);
}
