import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * A deployment secret: the configured value, else one generated once and kept (mode 600) in
 * `dataDir/<name>`, so a single machine works out of the box and restarts keep the same secret.
 * Several nodes must be given the same value in their environment.
 */
export function persistentSecret(configured: string | undefined, dataDir: string, name: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, name);
  if (fs.existsSync(file)) return fs.readFileSync(file, 'utf8').trim();
  // Written whole under another name, then linked into place: of several processes starting at
  // once on one folder (WORKERS > 1), the first link wins and every process reads the same secret.
  fs.mkdirSync(dataDir, { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return fs.readFileSync(file, 'utf8').trim();
}
