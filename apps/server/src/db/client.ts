import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import path from 'node:path';
import pg from 'pg';
import * as schema from '#server/db/schema/index.js';

export type Db = NodePgDatabase<typeof schema>;
/** A database handle or an open transaction: repositories accept either. */
export type Tx = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

// bigint (int8) counts and sums come back as JS numbers; every id and amount here fits in 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

export interface Database {
  db: Db;
  /** The connection string (the job runner opens its own small pool with it). */
  url: string;
  pool: pg.Pool;
  close(): Promise<void>;
}

/**
 * A pool whose transactions never leak a connection. Drizzle (0.45) sends BEGIN outside its
 * try/finally, so a BEGIN that fails (the database going away between checkout and BEGIN, the
 * race of every restart under load) never returned its client: each restart cost a connection for
 * good, and `pool.end()` waited on them forever. Here a checked-out client whose first query is a
 * BEGIN and fails is released as broken at once (test `client.api.test.ts`).
 */
class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then(guardBegin);
  }
}

function guardBegin(client: pg.PoolClient): pg.PoolClient {
  const query = client.query;
  const first = (...args: unknown[]) => {
    client.query = query;
    const config = args[0] as string | { text?: unknown };
    const text = typeof config === 'string' ? config : typeof config?.text === 'string' ? config.text : '';
    const sent = (query as (...a: unknown[]) => unknown).apply(client, args);
    if (!/^\s*begin\b/i.test(text) || !(sent instanceof Promise)) return sent;
    return sent.catch((err: unknown) => {
      client.release(err instanceof Error ? err : new Error(String(err)));
      throw err;
    });
  };
  client.query = first as typeof client.query;
  return client;
}

export function connect(url: string, max = 10): Database {
  const pool = new TransactionSafePool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    // While the database is away a call fails fast (503) instead of waiting for a connection.
    connectionTimeoutMillis: 5_000,
  });
  // A connection dropped by the server (restart, failover: 57P01) must not crash the process,
  // idle or checked out for a transaction; the failed query rejects and the pool replaces it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = drizzle(pool, { schema });
  return { db, url, pool, close: () => pool.end() };
}

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * Whether an error means the database is unreachable (down, restarting, failing over), not that
 * the query was wrong: connection errors, SQLSTATE classes 08 (connection) and 57P (shutdown),
 * and pg's own messages for a dropped or unobtainable connection.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    e && depth < 5;
    depth++
  ) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || code.startsWith('57P')) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down)/i.test(
        message,
      )
    )
      return true;
    if (Array.isArray((e as { errors?: unknown }).errors)) {
      if ((e as { errors: unknown[] }).errors.some((x) => isDatabaseUnavailable(x))) return true;
    }
    e = e.cause as typeof e;
  }
  return false;
}

/** Whether PostgreSQL refused a row its unique index already holds (SQLSTATE 23505), however wrapped. */
export function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === '23505') return true;
  }
  return false;
}

/** Answers when the database answers a trivial query (the readiness check). */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
