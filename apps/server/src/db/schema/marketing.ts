import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { staff, users } from './accounts.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const ref = (name: string) => bigint(name, { mode: 'number' });

/**
 * A creator's or partner's application from the marketing pages (decision 46). Visitors may apply,
 * so the account is optional; the email is where the outcome is mailed, in `locale`.
 */
export const marketingApplications = pgTable(
  'marketing_applications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['creator', 'partner'] }).notNull(),
    userId: ref('user_id').references(() => users.id),
    name: text('name').notNull(),
    email: text('email').notNull(),
    /** ISO 3166 alpha-2. */
    country: text('country').notNull(),
    link: text('link').notNull(),
    size: text('size', { enum: ['tier1', 'tier2', 'tier3', 'tier4'] }).notNull(),
    message: text('message').notNull(),
    locale: text('locale').notNull(),
    status: text('status', { enum: ['reviewing', 'approved', 'rejected'] })
      .notNull()
      .default('reviewing'),
    reason: text('reason'),
    reviewerId: ref('reviewer_id').references(() => staff.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    reviewedAt: ts('reviewed_at'),
  },
  (t) => [
    index('marketing_applications_status_idx').on(t.status, t.id),
    index('marketing_applications_user_idx').on(t.userId),
    // One application of a kind under review per email, even under concurrent sends.
    uniqueIndex('marketing_applications_pending_key')
      .on(t.email, t.kind)
      .where(sql`status = 'reviewing'`),
  ],
);
