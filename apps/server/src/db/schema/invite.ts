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
import { users } from './accounts.js';
import { orders } from './mall.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * One invitation reward (decision 45): what an ancestor earns on an invitee's marketplace order.
 * Recorded when the order is paid, as a pending ledger transfer from the marketing account to the
 * ancestor's wallet; posted (paid) when the order completes, voided (reversed) when it is refunded.
 * The row keeps what the sum was computed from, so the inviter can trace it; the ledger holds the money.
 */
export const inviteRewards = pgTable(
  'invite_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id),
    /** 1 = the buyer's inviter, 2 = that inviter's inviter, ... */
    level: integer('level').notNull(),
    beneficiaryId: ref('beneficiary_id')
      .notNull()
      .references(() => users.id),
    buyerId: ref('buyer_id')
      .notNull()
      .references(() => users.id),
    base: bigint('base', { mode: 'number' }).notNull(),
    bps: integer('bps').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    capped: boolean('capped').notNull().default(false),
    state: text('state', { enum: ['pending', 'paid', 'reversed'] })
      .notNull()
      .default('pending'),
    /** The pending ledger transfer (`invite:<orderId>:<level>`). */
    transferId: ref('transfer_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
    reversedAt: ts('reversed_at'),
  },
  (t) => [
    uniqueIndex('invite_rewards_order_level_key').on(t.orderId, t.level),
    index('invite_rewards_beneficiary_idx').on(t.beneficiaryId, t.id),
  ],
);
