import { and, asc, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { likePattern } from '#server/db/paginate.js';
import type { Tx } from '#server/db/client.js';
import { preparedSql } from '#server/db/prepared.js';
import { paginate } from '#server/db/paginate.js';
import { clock } from '#server/lib/clock.js';
import { ledgerAccounts, ledgerTransfers } from '#server/db/schema/index.js';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransferRow = typeof ledgerTransfers.$inferSelect;

/** An account named by id, or by code when the caller has not looked its id up. */
export type AccountKey = number | string;

/** What a transfer needs of a locked account. */
export interface LockedAccount {
  id: number;
  code: string;
  asset: string;
  flags: number;
  debitsPosted: number;
  debitsPending: number;
  creditsPosted: number;
}

/** A transfer row as `row_to_json` writes it. */
interface TransferJson {
  id: number;
  transfer_id: string;
  debit_account_id: number;
  credit_account_id: number;
  amount: number;
  kind: string;
  phase: LedgerTransferRow['phase'];
  pending_id: number | null;
  reference_type: string | null;
  reference_id: string | null;
  memo: string | null;
  line: LedgerTransferRow['line'];
  created_at: string;
}

/**
 * The one statement of a transfer (`transferInOne`), built once (decision 68): a call of the
 * database function `ledger_transfer` (migration 0035, decision 69), which locks both accounts,
 * checks the debit account's overdraft flag and the two assets, inserts the transfer once and moves
 * both accounts' totals, posted or pending. Money steps done in one function call use it too.
 */
const p = sql.placeholder;
const transferInOneStatement = preparedSql<{
  accounts: LockedAccount[] | null;
  created: TransferJson | null;
}>(
  'ledger_transfer',
  sql`select accounts, created from ledger_transfer(
        ${p('debitId')}::bigint, ${p('debitCode')}::text, ${p('creditId')}::bigint, ${p('creditCode')}::text,
        ${p('transferId')}::text, ${p('amount')}::bigint, ${p('kind')}::text, ${p('phase')}::text,
        ${p('referenceType')}::text, ${p('referenceId')}::text, ${p('memo')}::text, ${p('line')}::jsonb,
        ${p('at')}::timestamptz)`,
);

export const ledgerRepository = {
  /** Answers the account's id, creating it the first time (one read when it exists, the usual case). */
  async ensureAccount(
    tx: Tx,
    input: { code: string; kind: string; userId?: number; flags?: number; asset?: string },
  ) {
    const [found] = await tx
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, input.code));
    if (found) return found.id;
    const [created] = await tx
      .insert(ledgerAccounts)
      .values({
        code: input.code,
        kind: input.kind,
        asset: input.asset ?? 'wallet',
        userId: input.userId ?? null,
        flags: input.flags ?? 0,
      })
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

  /** Pending transfers of a kind about one thing (a store's freeze holds) that are not posted or voided yet. */
  async openHolds(tx: Tx, kind: string, reference: { type: string; id: string }) {
    return tx
      .select()
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.phase, 'pending'),
          eq(ledgerTransfers.kind, kind),
          eq(ledgerTransfers.referenceType, reference.type),
          eq(ledgerTransfers.referenceId, reference.id),
          sql`not exists (select 1 from ledger_transfers r where r.pending_id = ${ledgerTransfers.id})`,
        ),
      )
      .orderBy(asc(ledgerTransfers.id));
  },

  async insertTransfer(tx: Tx, row: typeof ledgerTransfers.$inferInsert) {
    const [created] = await tx
      .insert(ledgerTransfers)
      .values({ createdAt: clock.stamp(), ...row })
      .returning();
    return created!;
  },

  /** Inserts unless the transfer id exists; answers undefined when it did (a retry). */
  /**
   * One transfer in one statement (issue 18): locks both accounts in id order, checks the debit
   * account's overdraft flag and the two assets against the locked rows, inserts the transfer once
   * (a transfer id already used inserts nothing) and moves both accounts' totals. Each side is
   * named by id or by code, so a caller need not look an account's id up first. Answers the locked
   * accounts (an account missing from them does not exist yet) and the transfer it inserted, if any.
   */
  async transferInOne(
    tx: Tx,
    debit: AccountKey,
    credit: AccountKey,
    row: Omit<typeof ledgerTransfers.$inferInsert, 'debitAccountId' | 'creditAccountId' | 'createdAt'> & {
      phase: 'single' | 'pending';
    },
  ): Promise<{ accounts: LockedAccount[]; created: LedgerTransferRow | undefined }> {
    const id = (k: AccountKey) => (typeof k === 'number' ? k : null);
    const code = (k: AccountKey) => (typeof k === 'number' ? null : k);
    const { rows } = await transferInOneStatement(tx, {
      debitId: id(debit),
      debitCode: code(debit),
      creditId: id(credit),
      creditCode: code(credit),
      transferId: row.transferId,
      amount: row.amount,
      kind: row.kind,
      phase: row.phase,
      referenceType: row.referenceType ?? null,
      referenceId: row.referenceId ?? null,
      memo: row.memo ?? null,
      line: row.line ? JSON.stringify(row.line) : null,
      at: clock.stamp() ?? null,
    });
    const created = rows[0]?.created;
    return {
      accounts: rows[0]?.accounts ?? [],
      created: created
        ? {
            id: created.id,
            transferId: created.transfer_id,
            debitAccountId: created.debit_account_id,
            creditAccountId: created.credit_account_id,
            amount: created.amount,
            kind: created.kind,
            phase: created.phase,
            pendingId: created.pending_id,
            referenceType: created.reference_type,
            referenceId: created.reference_id,
            memo: created.memo,
            line: created.line,
            createdAt: new Date(created.created_at),
          }
        : undefined,
    };
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
      ? or(
          ilike(ledgerAccounts.code, likePattern(q.keyword)),
          ilike(ledgerAccounts.kind, likePattern(q.keyword)),
        )
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

  /** Reads the rest of the transaction from one read-only snapshot, so the books are checked as of one moment. */
  async readOnlySnapshot(tx: Tx) {
    await tx.execute(sql`set transaction isolation level repeatable read, read only`);
  },

  /** Stored account totals that differ from the totals their transfers give (at most 50). */
  async totalsMismatches(tx: Tx) {
    const result = await tx.execute<{ code: string; field: string; stored: number; computed: number }>(sql`
      with resolved as (
        select pending_id from ledger_transfers where phase in ('post', 'void')
      ), movement as (
        select debit_account_id as account_id,
               sum(case when phase in ('single', 'post') then amount else 0 end) as debits_posted,
               sum(case when phase = 'pending' and id not in (select pending_id from resolved) then amount else 0 end) as debits_pending,
               0::numeric as credits_posted, 0::numeric as credits_pending
          from ledger_transfers group by debit_account_id
        union all
        select credit_account_id,
               0, 0,
               sum(case when phase in ('single', 'post') then amount else 0 end),
               sum(case when phase = 'pending' and id not in (select pending_id from resolved) then amount else 0 end)
          from ledger_transfers group by credit_account_id
      ), computed as (
        select a.id, a.code,
               coalesce(sum(m.debits_posted), 0)::bigint as debits_posted,
               coalesce(sum(m.debits_pending), 0)::bigint as debits_pending,
               coalesce(sum(m.credits_posted), 0)::bigint as credits_posted,
               coalesce(sum(m.credits_pending), 0)::bigint as credits_pending,
               a.debits_posted as s_dp, a.debits_pending as s_dn, a.credits_posted as s_cp, a.credits_pending as s_cn
          from ledger_accounts a left join movement m on m.account_id = a.id
         group by a.id
      )
      select code, f.field, f.stored, f.computed from computed,
        lateral (values ('debits_posted', s_dp, debits_posted), ('debits_pending', s_dn, debits_pending),
                        ('credits_posted', s_cp, credits_posted), ('credits_pending', s_cn, credits_pending))
          as f(field, stored, computed)
       where f.stored <> f.computed
       limit 50`);
    return result.rows;
  },

  /** Posted and pending debits less credits per asset, for the assets where they differ. */
  async assetImbalances(tx: Tx) {
    const result = await tx.execute<{ asset: string; posted: number; pending: number }>(sql`
        select asset,
               (coalesce(sum(debits_posted), 0) - coalesce(sum(credits_posted), 0))::bigint as posted,
               (coalesce(sum(debits_pending), 0) - coalesce(sum(credits_pending), 0))::bigint as pending
          from ledger_accounts group by asset
        having sum(debits_posted) <> sum(credits_posted) or sum(debits_pending) <> sum(credits_pending)
         order by asset`);
    return result.rows;
  },

  /** Transfers whose two accounts count different assets (the ledger refuses them; the check proves it). */
  async crossAssetTransfers(tx: Tx) {
    const result = await tx.execute<{ n: number }>(sql`
        select count(*)::int as n from ledger_transfers t
          join ledger_accounts d on d.id = t.debit_account_id
          join ledger_accounts c on c.id = t.credit_account_id
         where d.asset <> c.asset`);
    return Number(result.rows[0]?.n ?? 0);
  },

  /** Totals over all accounts, and how many flagged accounts are overdrawn. */
  async bookTotals(tx: Tx) {
    const result = await tx.execute<{
      accounts: number;
      dp: number;
      cp: number;
      dn: number;
      cn: number;
      overdrawn: number;
    }>(sql`
        select count(*)::int as accounts,
               coalesce(sum(debits_posted), 0)::bigint as dp, coalesce(sum(credits_posted), 0)::bigint as cp,
               coalesce(sum(debits_pending), 0)::bigint as dn, coalesce(sum(credits_pending), 0)::bigint as cn,
               count(*) filter (where flags & 1 = 1 and debits_posted + debits_pending > credits_posted)::int as overdrawn
          from ledger_accounts`);
    return result.rows[0]!;
  },

  /** How many transfers there are, and how many posts or voids do not match their pending transfer. */
  async resolutionLinks(tx: Tx) {
    const result = await tx.execute<{ transfers: number; broken: number }>(sql`
        select (select count(*)::int from ledger_transfers) as transfers,
               (select count(*)::int from ledger_transfers r join ledger_transfers p on p.id = r.pending_id
                 where r.phase in ('post', 'void') and (p.phase <> 'pending' or p.amount <> r.amount
                   or p.debit_account_id <> r.debit_account_id or p.credit_account_id <> r.credit_account_id)) as broken`);
    return result.rows[0]!;
  },
};

/** The account flag that keeps a balance from going below zero (TigerBeetle's name). */
export { DEBITS_MUST_NOT_EXCEED_CREDITS } from '#server/db/schema/index.js';
