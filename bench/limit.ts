/**
 * The machine's own limit, measured in the same run as the API figures (issue 18 part 2): pgbench's
 * TPC-B-like and select-only loads against the same embedded PostgreSQL the server uses, in a
 * database of their own. API figures are then printed as ratios to these, because absolute figures
 * move with whatever else the two cores are doing; only same-run ratios mean something.
 *
 * pgbench comes from Debian's `postgresql-15` package, downloaded once with `apt-get download` and
 * unpacked (never installed) into `bench/.tools/` — see ../shared/TOOLCHAIN.md. `PGBENCH=/path`
 * uses another one.
 */
import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const TOOLS = path.resolve(import.meta.dirname, '.tools');

/** The pgbench binary and the environment it needs (its libpq beside it). */
export function pgbench(): { bin: string; env: NodeJS.ProcessEnv } {
  if (process.env.PGBENCH) return { bin: process.env.PGBENCH, env: process.env };
  const root = path.join(TOOLS, 'postgresql-15');
  const bin = path.join(root, 'usr/lib/postgresql/15/bin/pgbench');
  if (!fs.existsSync(bin)) {
    fs.mkdirSync(root, { recursive: true });
    try {
      execFileSync('apt-get', ['download', 'postgresql-15', 'libpq5'], { cwd: TOOLS, stdio: 'ignore' });
    } catch {
      throw new Error(
        'pgbench is needed for the machine-limit figures: run on Debian (apt-get download postgresql-15 libpq5) or set PGBENCH=/path/to/pgbench',
      );
    }
    for (const deb of fs.readdirSync(TOOLS).filter((f) => f.endsWith('.deb'))) {
      execFileSync('dpkg', ['-x', path.join(TOOLS, deb), root]);
      fs.rmSync(path.join(TOOLS, deb));
    }
  }
  const lib = path.join(root, 'usr/lib/x86_64-linux-gnu');
  return {
    bin,
    env: { ...process.env, LD_LIBRARY_PATH: [lib, process.env.LD_LIBRARY_PATH].filter(Boolean).join(':') },
  };
}

export interface MachineLimit {
  /** pgbench TPC-B-like transactions a second (5 statements, fsync on). */
  tpcb: number;
  /** pgbench select-only (one primary-key read) transactions a second. */
  selectOnly: number;
}

/**
 * Runs pgbench on a `pgbench` database of the server at `adminUrl` (scale 10: 1,000,000 accounts),
 * `clients` connections on 2 threads for `seconds` each, TPC-B-like then select-only.
 */
export async function machineLimit(adminUrl: string, seconds: number, clients = 32): Promise<MachineLimit> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query('drop database if exists pgbench');
  await admin.query('create database pgbench');
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/pgbench';
  const { bin, env } = pgbench();
  await run(bin, ['-i', '-q', '-s', '10', url.toString()], { env });
  const tps = async (extra: string[]) => {
    const { stdout } = await run(
      bin,
      ['-n', '-c', String(clients), '-j', '2', '-T', String(seconds), ...extra, url.toString()],
      { env, maxBuffer: 16 * 1024 * 1024 },
    );
    const m = /tps = ([\d.]+) \(without initial connection time\)/.exec(stdout);
    if (!m) throw new Error(`pgbench printed no tps:\n${stdout}`);
    return Math.round(Number(m[1]));
  };
  const tpcb = await tps([]);
  const selectOnly = await tps(['-S']);
  return { tpcb, selectOnly };
}

/** "1,234/s = 0.28× TPC-B": an API figure beside the limit it is compared with. */
export function ratio(perSecond: number, limit: number, name: string) {
  return `${(perSecond / limit).toFixed(2)}× ${name} (${limit.toLocaleString('en')} tps)`;
}
