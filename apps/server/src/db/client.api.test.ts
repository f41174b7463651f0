import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
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
