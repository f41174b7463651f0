import { maskEmail } from '@app/contract';
import { and, asc, desc, eq, gte, inArray, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '#server/db/client.js';
import { paginate } from '#server/db/paginate.js';
import {
  bankChannels,
  currencies,
  deposits,
  recharges,
  ledgerTransfers,
  staff,
  users,
  walletAddresses,
  walletTransfers,
  withdrawals,
} from '#server/db/schema/index.js';

type Page = { page: number; pageSize: number };
const firstApprover = alias(staff, 'first_approver');

export const walletRepository = {
  listCurrencies(tx: Tx) {
    return tx.select().from(currencies).orderBy(asc(currencies.sort), asc(currencies.id));
  },
  async findCurrency(tx: Tx, id: number) {
    const [row] = await tx.select().from(currencies).where(eq(currencies.id, id));
    return row;
  },
  async insertCurrency(tx: Tx, row: typeof currencies.$inferInsert) {
    const [created] = await tx.insert(currencies).values(row).returning();
    return created!;
  },
  async updateCurrency(tx: Tx, id: number, patch: Partial<typeof currencies.$inferInsert>) {
    const [row] = await tx.update(currencies).set(patch).where(eq(currencies.id, id)).returning();
    return row;
  },
  async upsertCurrency(tx: Tx, row: typeof currencies.$inferInsert) {
    await tx
      .insert(currencies)
      .values(row)
      .onConflictDoNothing({ target: [currencies.currency, currencies.network] });
  },

  // Deposits
  async insertDeposit(tx: Tx, row: typeof deposits.$inferInsert) {
    const [created] = await tx.insert(deposits).values(row).onConflictDoNothing().returning();
    return created;
  },
  async findDepositForUpdate(tx: Tx, id: number) {
    const [row] = await tx.select().from(deposits).where(eq(deposits.id, id)).for('update');
    return row;
  },
  async updateDeposit(tx: Tx, id: number, patch: Partial<typeof deposits.$inferInsert>) {
    await tx.update(deposits).set(patch).where(eq(deposits.id, id));
  },
  async listDeposits(tx: Tx, q: Page & { userId?: number; status?: string; id?: number }) {
    const where = and(
      q.userId ? eq(deposits.userId, q.userId) : undefined,
      q.status ? eq(deposits.status, q.status as 'reviewing') : undefined,
      q.id ? eq(deposits.id, q.id) : undefined,
    );
    return paginate(
      tx,
      tx
        .select({ deposit: deposits, currency: currencies, userEmail: users.email, reviewerName: staff.name })
        .from(deposits)
        .innerJoin(currencies, eq(currencies.id, deposits.currencyId))
        .innerJoin(users, eq(users.id, deposits.userId))
        .leftJoin(staff, eq(staff.id, deposits.reviewerId))
        .where(where)
        .orderBy(q.status === 'reviewing' ? asc(deposits.id) : desc(deposits.id))
        .$dynamic(),
      deposits,
      where,
      q,
    );
  },

  // Addresses
  listAddresses(tx: Tx, userId: number) {
    return tx
      .select({ address: walletAddresses, currency: currencies })
      .from(walletAddresses)
      .innerJoin(currencies, eq(currencies.id, walletAddresses.currencyId))
      .where(eq(walletAddresses.userId, userId))
      .orderBy(desc(walletAddresses.id));
  },
  async findAddress(tx: Tx, userId: number, id: number) {
    const [row] = await tx
      .select({ address: walletAddresses, currency: currencies })
      .from(walletAddresses)
      .innerJoin(currencies, eq(currencies.id, walletAddresses.currencyId))
      .where(and(eq(walletAddresses.id, id), eq(walletAddresses.userId, userId)));
    return row;
  },
  async insertAddress(tx: Tx, row: typeof walletAddresses.$inferInsert) {
    const [created] = await tx
      .insert(walletAddresses)
      .values(row)
      .onConflictDoUpdate({
        target: [walletAddresses.userId, walletAddresses.currencyId, walletAddresses.address],
        set: { label: row.label ?? null },
      })
      .returning();
    return created!;
  },
  async updateAddress(
    tx: Tx,
    userId: number,
    id: number,
    patch: Partial<typeof walletAddresses.$inferInsert>,
  ) {
    const [row] = await tx
      .update(walletAddresses)
      .set(patch)
      .where(and(eq(walletAddresses.id, id), eq(walletAddresses.userId, userId)))
      .returning();
    return row;
  },
  async deleteAddress(tx: Tx, userId: number, id: number) {
    const rows = await tx
      .delete(walletAddresses)
      .where(and(eq(walletAddresses.id, id), eq(walletAddresses.userId, userId)))
      .returning({ id: walletAddresses.id });
    return rows.length > 0;
  },

  // Withdrawals
  /** Reserves a withdrawal id, so its ledger holds can name it before the row exists. */
  async nextWithdrawalId(tx: Tx): Promise<number> {
    const result = await tx.execute<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence('withdrawals', 'id'))::bigint as id`,
    );
    return Number(result.rows[0]!.id);
  },
  async insertWithdrawal(tx: Tx, row: typeof withdrawals.$inferInsert) {
    const [created] = await tx.insert(withdrawals).values(row).returning();
    return created!;
  },
  async findWithdrawalForUpdate(tx: Tx, id: number) {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    return row;
  },
  async updateWithdrawal(tx: Tx, id: number, patch: Partial<typeof withdrawals.$inferInsert>) {
    await tx.update(withdrawals).set(patch).where(eq(withdrawals.id, id));
  },
  /** Amount withdrawn or under review in the last 24 hours, in wallet minor units. */
  async withdrawnLastDay(tx: Tx, userId: number): Promise<number> {
    const [row] = await tx
      .select({ total: sql<number>`coalesce(sum(${withdrawals.amount}), 0)::bigint` })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.userId, userId),
          inArray(withdrawals.status, ['reviewing', 'approved']),
          gte(withdrawals.createdAt, sql`now() - interval '24 hours'`),
        ),
      );
    return Number(row?.total ?? 0);
  },
  async listWithdrawals(tx: Tx, q: Page & { userId?: number; status?: string; id?: number }) {
    const where = and(
      q.userId ? eq(withdrawals.userId, q.userId) : undefined,
      q.status ? eq(withdrawals.status, q.status as 'reviewing') : undefined,
      q.id ? eq(withdrawals.id, q.id) : undefined,
    );
    return paginate(
      tx,
      tx
        .select({
          withdrawal: withdrawals,
          currency: currencies,
          userEmail: users.email,
          reviewerName: staff.name,
          firstApproverName: firstApprover.name,
        })
        .from(withdrawals)
        .innerJoin(currencies, eq(currencies.id, withdrawals.currencyId))
        .innerJoin(users, eq(users.id, withdrawals.userId))
        .leftJoin(staff, eq(staff.id, withdrawals.reviewerId))
        .leftJoin(firstApprover, eq(firstApprover.id, withdrawals.firstApproverId))
        .where(where)
        .orderBy(q.status === 'reviewing' ? asc(withdrawals.id) : desc(withdrawals.id))
        .$dynamic(),
      withdrawals,
      where,
      q,
    );
  },

  // Transfers between users
  async insertWalletTransfer(tx: Tx, row: typeof walletTransfers.$inferInsert) {
    const [created] = await tx.insert(walletTransfers).values(row).returning();
    return created!;
  },
  async findWalletTransferByLedgerId(tx: Tx, ledgerTransferId: number) {
    const [row] = await tx
      .select()
      .from(walletTransfers)
      .where(eq(walletTransfers.ledgerTransferId, ledgerTransferId));
    return row;
  },
  async listWalletTransfers(tx: Tx, q: Page & { userId: number; direction?: 'in' | 'out' }) {
    const mine: SQL =
      q.direction === 'in'
        ? eq(walletTransfers.toUserId, q.userId)
        : q.direction === 'out'
          ? eq(walletTransfers.fromUserId, q.userId)
          : or(eq(walletTransfers.fromUserId, q.userId), eq(walletTransfers.toUserId, q.userId))!;
    const counterpartyId = sql<number>`case when ${walletTransfers.fromUserId} = ${q.userId} then ${walletTransfers.toUserId} else ${walletTransfers.fromUserId} end`;
    return paginate(
      tx,
      tx
        .select({ transfer: walletTransfers, counterparty: users })
        .from(walletTransfers)
        .innerJoin(users, eq(users.id, counterpartyId))
        .where(mine)
        .orderBy(desc(walletTransfers.id))
        .$dynamic(),
      walletTransfers,
      mine,
      q,
    );
  },

  /**
   * A user's wallet movements: the single and pending transfers of their account, each with its
   * resolution (a pending transfer that was posted or voided), newest first.
   */
  async listMovements(tx: Tx, q: Page & { accountId: number; kinds?: string[]; creditsOnly?: boolean }) {
    // Qualified by hand: in a select list drizzle writes a lone "id", which the subquery would read as r.id.
    const resolution = sql<
      string | null
    >`(select r.phase from ledger_transfers r where r.pending_id = "ledger_transfers"."id")`;
    const where = and(
      inArray(ledgerTransfers.phase, ['single', 'pending']),
      q.creditsOnly
        ? eq(ledgerTransfers.creditAccountId, q.accountId)
        : or(
            eq(ledgerTransfers.debitAccountId, q.accountId),
            eq(ledgerTransfers.creditAccountId, q.accountId),
          ),
      q.kinds ? inArray(ledgerTransfers.kind, q.kinds) : undefined,
      q.creditsOnly ? eq(ledgerTransfers.phase, 'single') : undefined,
    );
    return paginate(
      tx,
      tx
        .select({ transfer: ledgerTransfers, resolution })
        .from(ledgerTransfers)
        .where(where)
        .orderBy(desc(ledgerTransfers.id))
        .$dynamic(),
      ledgerTransfers,
      where,
      q,
    );
  },

  /**
   * What each movement is about, from the records its reference points at: the asset of a
   * deposit or withdrawal, the channel of a bank top-up, the other user of a transfer (with the
   * name its owner may see, for the record line).
   */
  async movementDetails(tx: Tx, movements: (typeof ledgerTransfers.$inferSelect)[], userId: number) {
    type Detail = {
      currency: string | null;
      network: string | null;
      assetAmount: number | null;
      scale: number | null;
      address: string | null;
      counterpartyEmail: string | null;
      channel: string | null;
    };
    const empty: Detail = {
      currency: null,
      network: null,
      assetAmount: null,
      scale: null,
      address: null,
      counterpartyEmail: null,
      channel: null,
    };
    const ids = (type: string) =>
      movements.filter((m) => m.referenceType === type).map((m) => Number(m.referenceId));
    const [depositRows, withdrawalRows, rechargeRows, transferRows] = await Promise.all([
      ids('deposit').length
        ? tx
            .select({ id: deposits.id, amount: deposits.assetAmount, currency: currencies })
            .from(deposits)
            .innerJoin(currencies, eq(currencies.id, deposits.currencyId))
            .where(inArray(deposits.id, ids('deposit')))
        : [],
      ids('withdrawal').length
        ? tx
            .select({ id: withdrawals.id, address: withdrawals.address, currency: currencies })
            .from(withdrawals)
            .innerJoin(currencies, eq(currencies.id, withdrawals.currencyId))
            .where(inArray(withdrawals.id, ids('withdrawal')))
        : [],
      ids('recharge').length
        ? tx
            .select({
              id: recharges.id,
              amount: recharges.amount,
              currency: recharges.currency,
              channel: bankChannels.name,
            })
            .from(recharges)
            .innerJoin(bankChannels, eq(bankChannels.id, recharges.channelId))
            .where(inArray(recharges.id, ids('recharge')))
        : [],
      movements.some((m) => m.kind === 'transfer')
        ? tx
            .select({
              ledgerTransferId: walletTransfers.ledgerTransferId,
              from: walletTransfers.fromUserId,
              to: walletTransfers.toUserId,
            })
            .from(walletTransfers)
            .where(
              inArray(
                walletTransfers.ledgerTransferId,
                movements.filter((m) => m.kind === 'transfer').map((m) => m.id),
              ),
            )
        : [],
    ]);
    const others = transferRows.map((r) => (r.from === userId ? r.to : r.from));
    const people = new Map(
      others.length
        ? (
            await tx
              .select({ id: users.id, email: users.email, nickname: users.nickname })
              .from(users)
              .where(inArray(users.id, others))
          ).map((u) => [u.id, u])
        : [],
    );
    const byRef = (type: string, id: number) => `${type}:${id}`;
    const found = new Map<string, Detail>();
    for (const d of depositRows) {
      found.set(byRef('deposit', d.id), {
        ...empty,
        currency: d.currency.currency,
        network: d.currency.network,
        assetAmount: d.amount,
        scale: d.currency.scale,
      });
    }
    for (const w of withdrawalRows) {
      found.set(byRef('withdrawal', w.id), {
        ...empty,
        currency: w.currency.currency,
        network: w.currency.network,
        address: w.address,
      });
    }
    for (const r of rechargeRows) {
      found.set(byRef('recharge', r.id), {
        ...empty,
        currency: r.currency,
        assetAmount: r.amount,
        scale: 2,
        channel: r.channel,
      });
    }
    const result = new Map<number, Detail>();
    /** The other user of each transfer as its owner may see them: nickname, else the masked email. */
    const counterparties = new Map<number, string>();
    const transfersByLedgerId = new Map(transferRows.map((r) => [r.ledgerTransferId, r]));
    for (const m of movements) {
      const transfer = transfersByLedgerId.get(m.id);
      if (transfer) {
        const otherId = transfer.from === userId ? transfer.to : transfer.from;
        const other = people.get(otherId);
        // Only the masked address: a transfer never tells one user another's full email.
        const masked = other ? maskEmail(other.email) : null;
        counterparties.set(m.id, other?.nickname || masked || `#${otherId}`);
        result.set(m.id, { ...empty, counterpartyEmail: masked });
      } else if (m.referenceType && m.referenceId) {
        const detail = found.get(byRef(m.referenceType, Number(m.referenceId)));
        if (detail) result.set(m.id, detail);
      }
    }
    return { details: result, counterparties };
  },

  /** Open holds on an account, for the wallet's frozen breakdown. */
  listOpenHolds(tx: Tx, accountId: number) {
    return tx
      .select()
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.phase, 'pending'),
          eq(ledgerTransfers.debitAccountId, accountId),
          sql`not exists (select 1 from ledger_transfers r where r.pending_id = ${ledgerTransfers.id})`,
        ),
      )
      .orderBy(desc(ledgerTransfers.id));
  },
};
