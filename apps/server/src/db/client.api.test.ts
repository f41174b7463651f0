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
});
