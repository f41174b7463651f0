import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { prepared } from '#server/db/prepared.js';
import { addresses } from '#server/db/schema/index.js';

export type AddressRow = typeof addresses.$inferSelect;

/** One of the user's addresses (each checkout reads it: built once, decision 68). */
const ownAddress = prepared('address_own', (tx) =>
  tx
    .select()
    .from(addresses)
    .where(
      and(
        eq(addresses.id, sql.placeholder('id')),
        eq(addresses.userId, sql.placeholder('userId')),
        eq(addresses.deleted, false),
      ),
    ),
);

/** The shipping address book's SQL: a deleted address keeps its row for the orders that point at it. */
export const addressRepository = {
  /** A user's addresses, the default first. */
  async list(tx: Tx, userId: number) {
    return tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.deleted, false)))
      .orderBy(sql`${addresses.isDefault} desc`, sql`${addresses.id} desc`);
  },

  async find(tx: Tx, userId: number, id: number) {
    const [row] = await ownAddress(tx, { id, userId });
    return row;
  },

  async clearDefault(tx: Tx, userId: number) {
    await tx
      .update(addresses)
      .set({ isDefault: false })
      .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true)));
  },

  async insert(tx: Tx, values: typeof addresses.$inferInsert) {
    const [row] = await tx.insert(addresses).values(values).returning();
    return row!;
  },

  async update(tx: Tx, userId: number, id: number, set: Partial<typeof addresses.$inferInsert>) {
    const [row] = await tx
      .update(addresses)
      .set(set)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId), eq(addresses.deleted, false)))
      .returning();
    return row;
  },

  /** Serialises address changes of one user (one default at a time). */
  async lockUser(tx: Tx, userId: number) {
    await tx.execute(sql`select pg_advisory_xact_lock(7001, ${userId}::int)`);
  },
};
