import type { SQL } from 'drizzle-orm';
import type { QueryResult, QueryResultRow } from 'pg';
import type { Tx } from './client.js';

interface Runnable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** What a Drizzle 0.45 handle holds: the session (its pool or connection) and the SQL dialect. */
interface Handle {
  session?: {
    client?: unknown;
    prepareQuery(query: unknown, fields: undefined, name: string, arrayMode: boolean): Runnable<unknown>;
  };
  dialect: { sqlToQuery(query: SQL): unknown };
}

/** Sends a statement built once on the caller's pool or open transaction's connection. */
function runOn<R>(statement: Runnable<R>, tx: Tx, values: Record<string, unknown>): Promise<R> {
  const client = (tx as unknown as Handle).session?.client;
  if (!client) throw new Error('prepared: a database handle without a connection');
  // Drizzle's prepared query keeps the handle it was built on; the copy replaces only that.
  const bound = Object.create(statement) as Runnable<R> & { client: unknown };
  bound.client = client;
  return bound.execute(values);
}

/**
 * A hot statement built once by Drizzle's query builder and run on any handle, the pool or an open
 * transaction (decision 68). Building a statement costs about as much server CPU as sending it
 * (`bench/` CPU profiles: a fifth of the checkout's); a statement built here is built on its first
 * run and then only bound to the values (`sql.placeholder(...)`) and the caller's connection. Its
 * `name` goes to PostgreSQL as the prepared statement's name: one name per statement text.
 */
export function prepared<R, V extends Record<string, unknown> = Record<string, unknown>>(
  name: string,
  build: (tx: Tx) => { prepare(name: string): Runnable<R> },
): (tx: Tx, values: V) => Promise<R> {
  let statement: Runnable<R> | undefined;
  return (tx, values) => runOn((statement ??= build(tx).prepare(name)), tx, values);
}

/**
 * The same for a statement written in SQL (`sql\`...\`` with `sql.placeholder(...)` for what
 * changes): answers what `tx.execute` does, the driver's result with its rows.
 */
export function preparedSql<
  T extends QueryResultRow,
  V extends Record<string, unknown> = Record<string, unknown>,
>(name: string, query: SQL): (tx: Tx, values: V) => Promise<QueryResult<T>> {
  return prepared<QueryResult<T>, V>(name, (tx) => ({
    prepare: (statementName) => {
      const { session, dialect } = tx as unknown as Handle;
      if (!session) throw new Error('prepared: a database handle without a session');
      return session.prepareQuery(dialect.sqlToQuery(query), undefined, statementName, false) as Runnable<
        QueryResult<T>
      >;
    },
  }));
}
