import { sql } from 'drizzle-orm';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { createHash } from 'node:crypto';
import path from 'node:path';
import pg from 'pg';

/**
 * Drizzle without the relational query API (`db.query.*`, unused here): with the schema given,
 * every transaction built one query builder per table, 90 of them (decision 68).
 */
export type Db = NodePgDatabase;
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

type Callback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: unknown) => void,
) => void;

/**
 * The pool behind every transaction (test `client.api.test.ts`), with two repairs:
 * - A transaction never leaks its connection. Drizzle (0.45) sends BEGIN outside its try/finally,
 *   so a BEGIN that failed (the database going away between checkout and BEGIN, the race of every
 *   restart under load) never gave its client back: each restart cost a connection for good and
 *   `pool.end()` waited forever. A checked-out client whose first query is a BEGIN that fails is
 *   released as broken at once.
 * - Queries sent at once on one transaction (`Promise.all` over `tx`) run one after another here,
 *   in the order sent, instead of relying on pg's own queue, which pg deprecates (it warns "Calling
 *   client.query() when the client is already executing a query" and removes it in pg 9).
 */
class TransactionSafePool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(callback: Callback): void;
  override connect(callback?: Callback): Promise<pg.PoolClient> | void {
    if (callback) return super.connect(callback);
    return super.connect().then((client) => {
      inOrder(client).fresh = true;
      return client;
    });
  }
}

const ordered = new WeakMap<pg.PoolClient, { fresh: boolean }>();
const ignore = () => {};

/** Makes `client.query` send promise-style queries one after another (once per client). */
function inOrder(client: pg.PoolClient): { fresh: boolean } {
  const known = ordered.get(client);
  if (known) return known;
  const state = { fresh: false };
  ordered.set(client, state);
  const send = client.query as unknown as (...a: unknown[]) => unknown;
  let tail: Promise<unknown> = Promise.resolve();
  const query = (...args: unknown[]) => {
    const config = args[0] as string | { text?: unknown; submit?: unknown } | undefined;
    // Callback and submittable queries (the pool's own `pool.query`, cursors) pass straight through.
    if (
      typeof args[args.length - 1] === 'function' ||
      typeof (config as { submit?: unknown })?.submit === 'function'
    )
      return send.apply(client, args);
    const first = state.fresh;
    state.fresh = false;
    const run = () => send.apply(client, args) as Promise<unknown>;
    const sent = tail.then(run, run);
    tail = sent.then(ignore, ignore);
    const text = typeof config === 'string' ? config : typeof config?.text === 'string' ? config.text : '';
    if (!first || !/^\s*begin\b/i.test(text)) return sent;
    return sent.catch((err: unknown) => {
      client.release(err instanceof Error ? err : new Error(String(err)));
      throw err;
    });
  };
  client.query = query as typeof client.query;
  return state;
}

/**
 * Named prepared statements for the query texts a pool sends again and again (decision 63). Each
 * parameterised text is counted; from its second use it goes out under a name derived from the
 * text, so every connection of the pool parses and plans it once and then only binds and executes it
 * (on its generic plan: `GENERIC_PLANS` below). At most `PREPARED_CAP` texts get a name, so a
 * connection never holds more than that many statements; texts met later (rare ones) stay unnamed.
 * The names are per text, so two texts never share one. The count is the pool's (`connect()`), as
 * the cap is about each connection: the serving pool and a read replica's each keep their own.
 */
const PREPARED_CAP = 400;
const COUNTED_CAP = 20_000;

function statementNames(): (text: string) => string | undefined {
  const seen = new Map<string, number>();
  const named = new Map<string, string>();
  return (text) => {
    const name = named.get(text);
    if (name !== undefined) return name;
    if (named.size >= PREPARED_CAP) return undefined;
    const n = (seen.get(text) ?? 0) + 1;
    if (n < 2) {
      if (seen.size >= COUNTED_CAP) seen.clear();
      seen.set(text, n);
      return undefined;
    }
    seen.delete(text);
    const given = `q${createHash('sha1').update(text).digest('base64url')}`;
    named.set(text, given);
    return given;
  };
}

/**
 * Names the statements a connection sends (once per client). With its pool's names, a repeated
 * parameterised query gets its statement's name. Without them, every statement goes out unnamed, also
 * one built with a name (`db/prepared.ts`): a pooler in transaction mode may hand the next statement
 * to a connection that never saw the name.
 */
function naming(client: pg.ClientBase, statementName: ((text: string) => string | undefined) | undefined) {
  const send = client.query as unknown as (...a: unknown[]) => unknown;
  const query = (...args: unknown[]) => {
    const first = args[0];
    const config = (typeof first === 'string' ? { text: first } : first) as
      { text?: unknown; name?: unknown; values?: unknown; submit?: unknown } | undefined;
    const values = Array.isArray(args[1]) ? args[1] : config?.values;
    if (!statementName) {
      if (config && typeof first === 'object' && config.name !== undefined)
        args[0] = { ...config, name: undefined };
    } else if (
      config &&
      typeof config.text === 'string' &&
      config.name === undefined &&
      typeof config.submit !== 'function' &&
      Array.isArray(values) &&
      values.length > 0
    ) {
      const name = statementName(config.text);
      if (name) args[0] = { ...config, name };
    }
    return send.apply(client, args);
  };
  client.query = query as typeof client.query;
}

/**
 * What a serving connection asks of PostgreSQL at its start: every statement on its generic plan.
 * Left to itself PostgreSQL plans a statement anew on each run whenever its generic plan looks
 * dearer than a plan for the values at hand, as with any array parameter (`= any($1)`). Measured
 * in decision 63's addendum. Goes with the statement names: a pooler in transaction mode takes
 * neither (`DATABASE_PREPARED_STATEMENTS=false`).
 */
const GENERIC_PLANS = '-c plan_cache_mode=force_generic_plan';

export function connect(url: string, max = 10, opts: { prepare?: boolean } = {}): Database {
  const prepare = opts.prepare !== false;
  const pool = new TransactionSafePool({
    connectionString: url,
    max,
    // Startup options; PGOPTIONS from the environment, which a pool's own `options` would replace,
    // are kept in front.
    ...(prepare ? { options: [process.env.PGOPTIONS, GENERIC_PLANS].filter(Boolean).join(' ') } : {}),
    idleTimeoutMillis: 30_000,
    // While the database is away a call fails fast (503) instead of waiting for a connection.
    connectionTimeoutMillis: 5_000,
  });
  // A connection dropped by the server (restart, failover: 57P01) must not crash the process,
  // idle or checked out for a transaction; the failed query rejects and the pool replaces it.
  pool.on('error', () => {});
  const names = prepare ? statementNames() : undefined;
  pool.on('connect', (client) => {
    client.on('error', () => {});
    naming(client, names);
  });
  const db = drizzle(pool);
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
    // Over the Unix-domain socket, a server that is away has no socket file to connect to.
    if (code === 'ENOENT' && (e as { syscall?: unknown }).syscall === 'connect') return true;
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
  return hasCode(err, '23505');
}

/**
 * Whether a money step's database function declined and changed nothing (SQLSTATE DM001, decision
 * 69): the caller then takes the step's general way, which answers each case.
 */
export function isStepDeclined(err: unknown): boolean {
  return hasCode(err, 'DM001');
}

/** Whether PostgreSQL's error, however wrapped, has this SQLSTATE. */
function hasCode(err: unknown, code: string): boolean {
  return withCode(err, code) !== undefined;
}

/** PostgreSQL's error with this SQLSTATE, however wrapped. */
function withCode(err: unknown, code: string) {
  for (let e = err as PgError | undefined; e; e = e.cause as PgError | undefined) {
    if (e.code === code) return e;
  }
  return undefined;
}

interface PgError {
  code?: string;
  detail?: string;
  cause?: unknown;
}

/**
 * Whether a payment's database function found the balance short (SQLSTATE DM002, decision 69): the
 * statement changed nothing, and its transaction is to be rolled back with a refusal.
 */
export function isPaymentDeclined(err: unknown): boolean {
  return hasCode(err, 'DM002');
}

/**
 * Whether a payment's database function found the call's key answered before (SQLSTATE DM004,
 * decision 69): its transaction is to be rolled back, and the kept answer answered.
 */
export function isAnsweredBefore(err: unknown): boolean {
  return hasCode(err, 'DM004');
}

/**
 * The specification whose stock a payment's database function found short (SQLSTATE DM003, its id
 * the error's DETAIL), or null for any other error: the transaction is to be rolled back.
 */
export function shortStockOf(err: unknown): number | null {
  const e = withCode(err, 'DM003');
  return e ? Number(e.detail) : null;
}

/** Answers when the database answers a trivial query (the readiness check). */
export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

export const MIGRATIONS_DIR = path.join(import.meta.dirname, 'migrations');

export async function runMigrations(db: Db): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
