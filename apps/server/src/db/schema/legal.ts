import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { staff, users } from './accounts.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

const LEGAL_KINDS = ['membership', 'privacy', 'about', 'storeBenefits', 'storeRules', 'loan'] as const;

/** A language's text of a legal page. */
export type LegalTextsColumn = Partial<Record<string, { title: string; body: string }>>;

/**
 * Published versions of the legal pages (membership agreement, privacy policy, about us). A row is
 * never changed: publishing inserts the next version of its kind.
 */
export const legalVersions = pgTable(
  'legal_versions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: LEGAL_KINDS }).notNull(),
    version: integer('version').notNull(),
    /** Texts by locale; a locale left out is shown in English. */
    texts: jsonb('texts').$type<LegalTextsColumn>().notNull(),
    publishedBy: bigint('published_by', { mode: 'number' })
      .notNull()
      .references(() => staff.id),
    publishedAt: ts('published_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('legal_versions_kind_version_key').on(t.kind, t.version)],
);

/** The console's work in progress per legal page, until it is published. */
export const legalDrafts = pgTable('legal_drafts', {
  kind: text('kind', { enum: LEGAL_KINDS }).primaryKey(),
  texts: jsonb('texts').$type<LegalTextsColumn>().notNull(),
  updatedBy: bigint('updated_by', { mode: 'number' })
    .notNull()
    .references(() => staff.id),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Which version of each agreement a user accepted, and when (recorded at sign-up). */
export const userConsents = pgTable(
  'user_consents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: bigint('user_id', { mode: 'number' })
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: LEGAL_KINDS }).notNull(),
    version: integer('version').notNull(),
    acceptedAt: ts('accepted_at').notNull().defaultNow(),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('user_consents_user_kind_version_key').on(t.userId, t.kind, t.version),
    index('user_consents_user_idx').on(t.userId),
  ],
);
