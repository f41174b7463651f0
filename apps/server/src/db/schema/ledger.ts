import type { RecordLine } from '@app/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

/** Account flag: debits (posted and pending) may never exceed posted credits. */
export const DEBITS_MUST_NOT_EXCEED_CREDITS = 1;

/**
 * Double-entry accounts after TigerBeetle's model: running posted and pending totals, and flags.
 * The CHECK is the last guard against an overdraft, whatever the code above it does.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    code: text('code').notNull(),
    kind: text('kind').notNull(),
    /**
     * What the account counts: `wallet` (money in the wallet currency's minor unit) or `points` (a
     * store's promotion points, decision 41). A transfer moves one asset; the books balance per asset.
     */
    asset: text('asset').notNull().default('wallet'),
    userId: bigint('user_id', { mode: 'number' }),
    flags: integer('flags').notNull().default(0),
    debitsPending: money('debits_pending'),
    debitsPosted: money('debits_posted'),
    creditsPending: money('credits_pending'),
    creditsPosted: money('credits_posted'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_accounts_code_key').on(t.code),
    index('ledger_accounts_user_idx').on(t.userId),
    check(
      'ledger_accounts_totals_not_negative',
      sql`${t.debitsPending} >= 0 and ${t.debitsPosted} >= 0 and ${t.creditsPending} >= 0 and ${t.creditsPosted} >= 0`,
    ),
    check(
      'ledger_accounts_no_overdraft',
      sql`(${t.flags} & 1) = 0 or ${t.debitsPosted} + ${t.debitsPending} <= ${t.creditsPosted}`,
    ),
  ],
);

/**
 * Immutable transfers. `phase`: single (posted at once), pending (a hold), post or void (the
 * resolution of a pending transfer, at most one per pending transfer). `transfer_id` is chosen by
 * the caller, so a retry cannot post twice.
 */
export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transferId: text('transfer_id').notNull(),
    debitAccountId: bigint('debit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    phase: text('phase', { enum: ['single', 'pending', 'post', 'void'] }).notNull(),
    pendingId: bigint('pending_id', { mode: 'number' }),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    memo: text('memo'),
    /** What the transfer is about (kind and parameters) for a localized record line; null on older rows. */
    line: jsonb('line').$type<RecordLine>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_transfers_transfer_id_key').on(t.transferId),
    uniqueIndex('ledger_transfers_one_resolution').on(t.pendingId),
    index('ledger_transfers_debit_idx').on(t.debitAccountId, t.id),
    index('ledger_transfers_credit_idx').on(t.creditAccountId, t.id),
    check('ledger_transfers_amount_positive', sql`${t.amount} > 0`),
    check('ledger_transfers_two_accounts', sql`${t.debitAccountId} <> ${t.creditAccountId}`),
    check(
      'ledger_transfers_pending_link',
      sql`(${t.phase} in ('post', 'void')) = (${t.pendingId} is not null)`,
    ),
  ],
);

/** Answers of money calls by Idempotency-Key, so a retry gets the first answer. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: bigint('user_id', { mode: 'number' }).notNull(),
    key: text('key').notNull(),
    path: text('path').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: text('response'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('idempotency_keys_pk').on(t.userId, t.key)],
);
