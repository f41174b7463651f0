import fs from 'node:fs';
import { createRequire } from 'node:module';
import { findOnPath, isExecutable } from './executables.js';

const require = createRequire(import.meta.url);
let found: string | undefined;

/**
 * ffmpeg on the PATH (a system package, possibly newer), else the static binary shipped in npm
 * (`@ffmpeg-installer/ffmpeg`), so a machine with only Node and npm transcodes too (DESIGN §4).
 */
export function ffmpegPath(): string {
  if (found) return found;
  const system = findOnPath('ffmpeg');
  if (system) return (found = system);
  const shipped = (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  // npm may leave the execute bit off when install scripts are not approved.
  if (!isExecutable(shipped)) fs.chmodSync(shipped, 0o755);
  return (found = shipped);
}
