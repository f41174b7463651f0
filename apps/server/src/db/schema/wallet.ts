import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staff, users } from './accounts.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'number' }).notNull();

/** The decision columns every staff-reviewed request has: who decided, when, and why not. */
const reviewColumns = () => ({
  rejectReason: text('reject_reason'),
  reviewerId: bigint('reviewer_id', { mode: 'number' }).references(() => staff.id),
  reviewedAt: ts('reviewed_at'),
});

/** Crypto currencies per network, configured by staff. */
export const currencies = pgTable(
  'currencies',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    currency: text('currency').notNull(),
    network: text('network').notNull(),
    scale: integer('scale').notNull(),
    depositAddress: text('deposit_address').notNull(),
    rateMinorPerUnit: minor('rate_minor_per_unit'),
    minDeposit: minor('min_deposit'),
    minWithdraw: minor('min_withdraw'),
    withdrawFee: minor('withdraw_fee'),
    withdrawDailyLimit: minor('withdraw_daily_limit'),
    addressPattern: text('address_pattern').notNull(),
    depositEnabled: boolean('deposit_enabled').notNull().default(true),
    withdrawEnabled: boolean('withdraw_enabled').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('currencies_currency_network_key').on(t.currency, t.network)],
);

export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    currencyId: bigint('currency_id', { mode: 'number' })
      .notNull()
      .references(() => currencies.id),
    assetAmount: minor('asset_amount'),
    rateMinorPerUnit: minor('rate_minor_per_unit'),
    creditAmount: minor('credit_amount'),
    txHash: text('tx_hash').notNull(),
    screenshot: text('screenshot'),
    status: text('status', { enum: ['reviewing', 'approved', 'rejected'] })
      .notNull()
      .default('reviewing'),
    ...reviewColumns(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // A transaction hash can be credited once only, whoever submits it.
    uniqueIndex('deposits_tx_hash_key').on(sql`lower(${t.txHash})`),
    index('deposits_user_idx').on(t.userId, t.id),
    index('deposits_status_idx').on(t.status, t.id),
  ],
);

export const walletAddresses = pgTable(
  'wallet_addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    currencyId: bigint('currency_id', { mode: 'number' })
      .notNull()
      .references(() => currencies.id),
    address: text('address').notNull(),
    label: text('label'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('wallet_addresses_unique').on(t.userId, t.currencyId, t.address)],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    currencyId: bigint('currency_id', { mode: 'number' })
      .notNull()
      .references(() => currencies.id),
    address: text('address').notNull(),
    amount: minor('amount'),
    fee: minor('fee'),
    status: text('status', { enum: ['reviewing', 'approved', 'rejected'] })
      .notNull()
      .default('reviewing'),
    approvals: integer('approvals').notNull().default(0),
    approvalsNeeded: integer('approvals_needed').notNull().default(1),
    firstApproverId: bigint('first_approver_id', { mode: 'number' }).references(() => staff.id),
    ...reviewColumns(),
    holdTransferId: bigint('hold_transfer_id', { mode: 'number' }).notNull(),
    feeTransferId: bigint('fee_transfer_id', { mode: 'number' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_user_idx').on(t.userId, t.createdAt),
    index('withdrawals_status_idx').on(t.status, t.id),
  ],
);

export const walletTransfers = pgTable(
  'wallet_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromUserId: bigint('from_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    toUserId: bigint('to_user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    amount: minor('amount'),
    remark: text('remark'),
    ledgerTransferId: bigint('ledger_transfer_id', { mode: 'number' }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('wallet_transfers_from_idx').on(t.fromUserId, t.id),
    index('wallet_transfers_to_idx').on(t.toUserId, t.id),
  ],
);

/** Platform bank accounts users pay into for a bank-card top-up. */
export const bankChannels = pgTable('bank_channels', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  bankName: text('bank_name').notNull(),
  accountName: text('account_name').notNull(),
  accountNumber: text('account_number').notNull(),
  routingNumber: text('routing_number'),
  code: text('code'),
  bankAddress: text('bank_address'),
  accountType: text('account_type'),
  currency: text('currency', { enum: ['USD', 'EUR'] }).notNull(),
  region: text('region', { enum: ['us', 'europe', 'other'] }).notNull(),
  rateMinorPerUnit: minor('rate_minor_per_unit'),
  minAmount: minor('min_amount'),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const recharges = pgTable(
  'recharges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    channelId: bigint('channel_id', { mode: 'number' })
      .notNull()
      .references(() => bankChannels.id),
    currency: text('currency', { enum: ['USD', 'EUR'] }).notNull(),
    amount: minor('amount'),
    rateMinorPerUnit: minor('rate_minor_per_unit'),
    creditAmount: minor('credit_amount'),
    receiptNo: text('receipt_no').notNull(),
    voucher: text('voucher').notNull(),
    status: text('status', { enum: ['requesting', 'completed', 'cancelled', 'rejected'] })
      .notNull()
      .default('requesting'),
    ...reviewColumns(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('recharges_user_idx').on(t.userId, t.id), index('recharges_status_idx').on(t.status, t.id)],
);

/**
 * Regional portals (decision 0028): the currency each shows prices in and its rate to the wallet
 * currency in millionths of a unit (0.92 -> 920000). Display only: nothing is charged at this rate.
 */
export const portals = pgTable('portals', {
  region: text('region').primaryKey(),
  currency: text('currency').notNull(),
  rateMicros: bigint('rate_micros', { mode: 'number' }).notNull(),
  rateSetAt: ts('rate_set_at').notNull().defaultNow(),
  updatedBy: bigint('updated_by', { mode: 'number' }).references(() => staff.id),
});
