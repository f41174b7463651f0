import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const require = createRequire(import.meta.url);
let found: string | undefined;

/**
 * ffmpeg on the PATH (a system package, possibly newer), else the static binary shipped in npm
 * (`@ffmpeg-installer/ffmpeg`), so a machine with only Node and npm transcodes too (DESIGN §4).
 */
export function ffmpegPath(): string {
  if (found) return found;
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    const candidate = dir && path.join(dir, 'ffmpeg');
    if (candidate && executable(candidate)) return (found = candidate);
  }
  const shipped = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  // npm may leave the execute bit off when install scripts are not approved.
  if (!executable(shipped)) fs.chmodSync(shipped, 0o755);
  return (found = shipped);
}

function executable(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
