import type { Tx } from './client.js';

interface Runnable<R> {
  execute(values?: Record<string, unknown>): Promise<R>;
}

/** The pool or the open transaction's connection a handle sends its statements on (Drizzle 0.45). */
function connectionOf(tx: Tx): unknown {
  const client = (tx as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client) throw new Error('prepared: a database handle without a connection');
  return client;
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
  return (tx, values) => {
    statement ??= build(tx).prepare(name);
    // The statement built once, sent on this caller's connection (Drizzle's prepared query keeps
    // the handle it was built on; the copy replaces only that).
    const bound = Object.create(statement) as Runnable<R> & { client: unknown };
    bound.client = connectionOf(tx);
    return bound.execute(values);
  };
}
