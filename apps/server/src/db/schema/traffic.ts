import {
  bigint,
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { trafficPackages } from './mall.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The traffic plan catalogue staff keep (issue 14 part 3): English name and description in the row,
 * the other 19 languages in `translations` (decision 32: title = name, body = description).
 */
export const trafficPlans = pgTable('traffic_plans', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  translations: jsonb('translations')
    .$type<Partial<Record<string, { title: string; body: string }>>>()
    .notNull()
    .default({}),
  /** Wallet minor units. */
  price: bigint('price', { mode: 'number' }).notNull(),
  unit: text('unit', { enum: ['day', 'week', 'month'] }).notNull(),
  count: integer('count').notNull(),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Impressions a running package delivered, per UTC day (the seller's chart). */
export const trafficImpressions = pgTable(
  'traffic_impressions',
  {
    packageId: bigint('package_id', { mode: 'number' })
      .notNull()
      .references(() => trafficPackages.id),
    day: date('day', { mode: 'string' }).notNull(),
    count: bigint('count', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.day] })],
);
