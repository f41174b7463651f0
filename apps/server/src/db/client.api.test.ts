import { eq, sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { connect, type Database } from '#server/db/client.js';
import { prepared } from '#server/db/prepared.js';
import { cloneTemplate } from '#test/helper.js';

/**
 * The pool behind every transaction (db/client.ts). A BEGIN that fails, as it does when the
 * database goes away between checkout and BEGIN during a restart, must hand its connection back:
 * otherwise each restart under load costs the node a connection for good and shutdown waits forever.
 * A BEGIN with an unknown isolation level fails the same way, on demand.
 */
describe('transactions on the pool', () => {
  it('give their connection back when BEGIN fails, so the pool keeps serving and closes', async () => {
    const database = await cloneTemplate();
    const { db, pool } = database;
    for (let i = 0; i < 12; i++) {
      await expect(
        db.transaction(async (tx) => tx.execute(sql`select 1`), {
          isolationLevel: 'not a level' as never,
        }),
      ).rejects.toThrow();
    }
    // Twelve failed BEGINs on a pool of ten: none is still checked out, and work goes on.
    expect(pool.totalCount - pool.idleCount).toBe(0);
    const answer = await db.transaction(async (tx) => tx.execute(sql`select 41 + 1 as n`));
    expect(answer.rows[0]).toEqual({ n: 42 });
    // A failure inside a transaction still rolls back and returns the connection (drizzle's path).
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select 1 / 0`);
      }),
    ).rejects.toThrow();
    expect(pool.totalCount - pool.idleCount).toBe(0);
    await database.close();
    expect(pool.totalCount).toBe(0);
  });

  it('run queries sent at once on one transaction in order, without pg’s deprecated queue', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    const database = await cloneTemplate();
    try {
      const answers = await database.db.transaction(async (tx) =>
        Promise.all(
          Array.from({ length: 20 }, (_, i) => tx.execute(sql`select ${i}::int as n, txid_current() as xid`)),
        ),
      );
      // All twenty answered, each its own, inside the one transaction.
      expect(answers.map((a) => a.rows[0]!.n)).toEqual(Array.from({ length: 20 }, (_, i) => i));
      expect(new Set(answers.map((a) => a.rows[0]!.xid)).size).toBe(1);
      await new Promise((r) => setTimeout(r, 50));
      expect(warnings.filter((m) => m.includes('already executing a query'))).toEqual([]);
    } finally {
      process.off('warning', onWarning);
      await database.close();
    }
  });
});

/**
 * Decision 63: a query text the server sends again goes out as a named prepared statement, so each
 * connection parses and plans it once. What the caller gets back is the same either way.
 */
describe('repeated statements', () => {
  const url = async () => {
    const database = await cloneTemplate();
    const at = database.url;
    await database.close();
    return at;
  };
  const held = (db: Database['db']) =>
    db.execute<{ statement: string }>(sql`select statement from pg_prepared_statements`);

  it('are prepared once per connection from their second use, with the same answers', async () => {
    const database = connect(await url(), 1);
    try {
      const tag = `t${Date.now()}`;
      const answers: unknown[] = [];
      for (let i = 0; i < 3; i++)
        answers.push(
          (await database.db.execute(sql`select ${i}::int + 1 as n, ${tag}::text as tag`)).rows[0],
        );
      expect(answers).toEqual([
        { n: 1, tag },
        { n: 2, tag },
        { n: 3, tag },
      ]);
      const statements = (await held(database.db)).rows.map((r) => r.statement);
      expect(statements.filter((s) => s.includes('::int + 1 as n'))).toHaveLength(1);
      // A statement that fails at run time stays usable, and still answers for good input.
      await expect(database.db.execute(sql`select 1 / ${0}::int as q`)).rejects.toThrow();
      await expect(database.db.execute(sql`select 1 / ${0}::int as q`)).rejects.toThrow();
      expect((await database.db.execute(sql`select 1 / ${1}::int as q`)).rows[0]).toEqual({ q: 1 });
    } finally {
      await database.close();
    }
  });

  it('run on their generic plan, never planned again for each call’s values', async () => {
    const database = connect(await url(), 1);
    try {
      // An array parameter is what PostgreSQL otherwise plans anew on each call (five at least).
      for (let i = 0; i < 7; i++)
        await database.db.execute(
          sql`select count(*)::int as n from pg_class where oid = any(${sql.param([i, 1259])}::oid[])`,
        );
      const { rows } = await database.db.execute<{ generic: number; custom: number }>(
        sql`select generic_plans::int as generic, custom_plans::int as custom from pg_prepared_statements
            where statement like '%from pg_class where oid = any%'`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]!.custom).toBe(0);
      expect(rows[0]!.generic).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });

  it('stay unnamed when turned off (DATABASE_PREPARED_STATEMENTS=false)', async () => {
    const database = connect(await url(), 1, { prepare: false });
    try {
      const built = prepared('unnamed_probe', (tx) =>
        tx
          .select({ n: sql<number>`${sql.placeholder('n')}::int + 3` })
          .from(sql`(select 1) as unnamed_built`),
      );
      for (let i = 0; i < 3; i++) {
        await database.db.execute(sql`select ${i}::int + 2 as unnamed`);
        // A statement built with a name goes out unnamed too.
        expect(await built(database.db, { n: i })).toEqual([{ n: i + 3 }]);
      }
      expect((await held(database.db)).rows.filter((r) => r.statement.includes('unnamed'))).toEqual([]);
      // Nor are plans forced: a pooler in transaction mode would refuse the startup option.
      const { rows } = await database.db.execute<{ mode: string }>(
        sql`select current_setting('plan_cache_mode') as mode`,
      );
      expect(rows[0]!.mode).toBe('auto');
    } finally {
      await database.close();
    }
  });

  it('never exceed the cap on one connection, however many texts the process sends', async () => {
    const database = connect(await url(), 1);
    try {
      for (let i = 0; i < 450; i++) {
        for (let k = 0; k < 2; k++) {
          const text = `select $1::int + ${i} as n /* cap test */`;
          const { rows } = await database.pool.query(text, [k]);
          expect(rows[0]).toEqual({ n: i + k });
        }
      }
      const kept = (await held(database.db)).rows;
      expect(kept.filter((r) => r.statement.includes('cap test')).length).toBeGreaterThan(0);
      expect(kept.length).toBeLessThanOrEqual(400);
    } finally {
      await database.close();
    }
  });
});

describe('statements built once (db/prepared.ts)', () => {
  it('run on the pool and inside a transaction on its own connection, seeing its writes and its rollback', async () => {
    const database = await cloneTemplate();
    const { db } = database;
    try {
      await db.execute(sql`create table prepared_probe (id int primary key, name text not null)`);
      const probe = pgTable('prepared_probe', {
        id: integer('id').primaryKey(),
        name: text('name').notNull(),
      });
      const byId = prepared('prepared_probe_by_id', (tx) =>
        tx
          .select()
          .from(probe)
          .where(eq(probe.id, sql.placeholder('id')))
          .limit(1),
      );
      expect(await byId(db, { id: 1 })).toEqual([]);
      await expect(
        db.transaction(async (tx) => {
          await tx.insert(probe).values({ id: 1, name: 'inside' });
          // The transaction's own row, read by the statement built on the pool.
          expect(await byId(tx, { id: 1 })).toEqual([{ id: 1, name: 'inside' }]);
          // Not visible to the pool before the commit: the statement ran on the transaction's connection.
          expect(await byId(db, { id: 1 })).toEqual([]);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      expect(await byId(db, { id: 1 })).toEqual([]);
      await db.transaction(async (tx) => {
        await tx.insert(probe).values({ id: 2, name: 'kept' });
      });
      expect(await byId(db, { id: 2 })).toEqual([{ id: 2, name: 'kept' }]);
    } finally {
      await database.close();
    }
  });
});
