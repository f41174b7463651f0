import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '#server/db/client.js';
import { paginate } from '#server/db/paginate.js';
import { ledgerAccounts, ledgerTransfers } from '#server/db/schema/index.js';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;

export const ledgerRepository = {
  /** Answers the account's id, creating it the first time (one read when it exists, the usual case). */
  async ensureAccount(tx: Tx, input: { code: string; kind: string; userId?: number; flags?: number }) {
    const [found] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, input.code));
    if (found) return found.id;
    const [created] = await tx
      .insert(ledgerAccounts)
      .values({ code: input.code, kind: input.kind, userId: input.userId ?? null, flags: input.flags ?? 0 })
      .onConflictDoNothing({ target: ledgerAccounts.code })
      .returning({ id: ledgerAccounts.id });
    if (created) return created.id;
    const [row] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, input.code));
    return row!.id;
  },

  async findAccountByCode(tx: Tx, code: string) {
    const [row] = await tx.select().from(ledgerAccounts).where(eq(ledgerAccounts.code, code));
    return row;
  },

  /** Locks accounts in ascending id order, the one fixed order that keeps concurrent transfers from deadlocking. */
  async lockAccounts(tx: Tx, ids: number[]): Promise<Map<number, LedgerAccountRow>> {
    const rows = await tx
      .select()
      .from(ledgerAccounts)
      .where(inArray(ledgerAccounts.id, ids))
      .orderBy(asc(ledgerAccounts.id))
      .for('update');
    return new Map(rows.map((r) => [r.id, r]));
  },

  async findTransfer(tx: Tx, transferId: string) {
    const [row] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.transferId, transferId));
    return row;
  },

  async findTransferById(tx: Tx, id: number, lock = false) {
    const query = tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.id, id));
    const [row] = lock ? await query.for('update') : await query;
    return row;
  },

  async findResolution(tx: Tx, pendingId: number) {
    const [row] = await tx.select().from(ledgerTransfers).where(eq(ledgerTransfers.pendingId, pendingId));
    return row;
  },

  async insertTransfer(tx: Tx, row: typeof ledgerTransfers.$inferInsert) {
    const [created] = await tx.insert(ledgerTransfers).values(row).returning();
    return created!;
  },

  /** Inserts unless the transfer id exists; answers undefined when it did (a retry). */
  async insertTransferOnce(tx: Tx, row: typeof ledgerTransfers.$inferInsert) {
    const [created] = await tx
      .insert(ledgerTransfers)
      .values(row)
      .onConflictDoNothing({ target: ledgerTransfers.transferId })
      .returning();
    return created;
  },

  /** Moves one transfer's amount between two accounts in one statement (both already locked). */
  async applyTransfer(
    tx: Tx,
    debitId: number,
    creditId: number,
    amount: number,
    phase: 'pending' | 'posted',
  ) {
    const d = phase === 'pending' ? ledgerAccounts.debitsPending : ledgerAccounts.debitsPosted;
    const c = phase === 'pending' ? ledgerAccounts.creditsPending : ledgerAccounts.creditsPosted;
    await tx
      .update(ledgerAccounts)
      .set({
        [phase === 'pending' ? 'debitsPending' : 'debitsPosted']:
          sql`${d} + case when ${ledgerAccounts.id} = ${debitId} then ${amount}::bigint else 0 end`,
        [phase === 'pending' ? 'creditsPending' : 'creditsPosted']:
          sql`${c} + case when ${ledgerAccounts.id} = ${creditId} then ${amount}::bigint else 0 end`,
      })
      .where(inArray(ledgerAccounts.id, [debitId, creditId]));
  },

  /** Moves the running totals of one account. */
  async applyTotals(
    tx: Tx,
    id: number,
    delta: { debitsPending?: number; debitsPosted?: number; creditsPending?: number; creditsPosted?: number },
  ) {
    await tx
      .update(ledgerAccounts)
      .set({
        debitsPending: sql`${ledgerAccounts.debitsPending} + ${delta.debitsPending ?? 0}`,
        debitsPosted: sql`${ledgerAccounts.debitsPosted} + ${delta.debitsPosted ?? 0}`,
        creditsPending: sql`${ledgerAccounts.creditsPending} + ${delta.creditsPending ?? 0}`,
        creditsPosted: sql`${ledgerAccounts.creditsPosted} + ${delta.creditsPosted ?? 0}`,
      })
      .where(eq(ledgerAccounts.id, id));
  },

  async listAccounts(tx: Tx, q: { page: number; pageSize: number; keyword?: string }) {
    const where = q.keyword
      ? or(ilike(ledgerAccounts.code, `%${q.keyword}%`), ilike(ledgerAccounts.kind, `%${q.keyword}%`))
      : undefined;
    return paginate(
      tx,
      tx.select().from(ledgerAccounts).where(where).orderBy(asc(ledgerAccounts.id)).$dynamic(),
      ledgerAccounts,
      where,
      q,
    );
  },

  /** Transfers touching any of `accountIds` (all when undefined), newest first, with account codes. */
  async listTransfers(tx: Tx, q: { page: number; pageSize: number; accountIds?: number[]; filter?: SQL }) {
    const where = and(
      q.accountIds
        ? or(
            inArray(ledgerTransfers.debitAccountId, q.accountIds),
            inArray(ledgerTransfers.creditAccountId, q.accountIds),
          )
        : undefined,
      q.filter,
    );
    const debit = sql<string>`(select code from ledger_accounts where id = ${ledgerTransfers.debitAccountId})`;
    const credit = sql<string>`(select code from ledger_accounts where id = ${ledgerTransfers.creditAccountId})`;
    return paginate(
      tx,
      tx
        .select({ transfer: ledgerTransfers, debitCode: debit, creditCode: credit })
        .from(ledgerTransfers)
        .where(where)
        .orderBy(desc(ledgerTransfers.id))
        .$dynamic(),
      ledgerTransfers,
      where,
      q,
    );
  },
};
