import { count, type SQL } from 'drizzle-orm';
import type { PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './client.js';

/**
 * One page of a list query and the total count of its filter, run together (DESIGN §5 lists).
 * `query` is the ordered select made dynamic (`.$dynamic()`); `from` and `where` give the count.
 */
export async function paginate<Q extends PgSelect>(
  tx: Tx,
  query: Q,
  from: PgTable,
  where: SQL | undefined,
  q: { page: number; pageSize: number },
) {
  const [rows, [total]] = await Promise.all([
    query.limit(q.pageSize).offset((q.page - 1) * q.pageSize),
    tx.select({ n: count() }).from(from).where(where),
  ]);
  return { rows: rows as Awaited<Q>, total: total?.n ?? 0 };
}

/** A keyword as an ILIKE pattern matching it anywhere, its own `%`, `_` and backslash taken literally. */
export function likePattern(keyword: string) {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
