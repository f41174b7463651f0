import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staff, users } from './accounts.js';
import { stores } from './mall.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * A user's real-name authentication (spec §3): one row per user, the latest form sent. A resubmit
 * after a rejection replaces it; the audit trail keeps every submission and review. Image columns
 * hold storage keys of private uploads (`auth/...`), served only through signed URLs.
 */
export const userAuths = pgTable(
  'user_auths',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    type: text('type', { enum: ['personal', 'company'] }).notNull(),
    realName: text('real_name').notNull(),
    idNumber: text('id_number').notNull(),
    idFront: text('id_front').notNull(),
    idBack: text('id_back').notNull(),
    companyName: text('company_name'),
    documentNumber: text('document_number'),
    licence: text('licence'),
    status: text('status', { enum: ['reviewing', 'passed', 'rejected'] })
      .notNull()
      .default('reviewing'),
    reason: text('reason'),
    reviewerId: ref('reviewer_id').references(() => staff.id),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [uniqueIndex('user_auths_user_key').on(t.userId), index('user_auths_status_idx').on(t.status, t.id)],
);

/**
 * How a store was opened (seller registration or "open a store"): the country and WhatsApp the
 * applicant gave, beside the store row the catalog owns. The console's seller applications show it.
 */
export const sellerApplications = pgTable(
  'seller_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    storeId: ref('store_id')
      .notNull()
      .references(() => stores.id),
    /** ISO 3166 alpha-2. */
    country: text('country').notNull(),
    whatsapp: text('whatsapp').notNull(),
    source: text('source', { enum: ['signup', 'open_store'] }).notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seller_applications_user_key').on(t.userId)],
);
