import { bigserial, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A campaign's words in one language (decision 32's shape: the apps draw them over the hero). */
export interface CampaignWords {
  title: string;
  subtitle: string;
  cta: string;
}

/**
 * The seasonal campaigns staff write in the console (decision 56): one row per key, live only
 * between `starts_at` and `ends_at`; `time_zone` is the zone staff stated the window in.
 */
export const campaigns = pgTable('campaigns', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  key: text('key', { enum: ['halloween', 'christmas'] })
    .notNull()
    .unique(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  timeZone: text('time_zone').notNull().default('UTC'),
  image: text('image').notNull(),
  /** The English words. */
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  cta: text('cta').notNull().default(''),
  /** Locale → words, for the 19 other locales; a missing one is not translated yet. */
  translations: jsonb('translations').$type<Partial<Record<string, CampaignWords>>>().notNull().default({}),
  goodsIds: jsonb('goods_ids').$type<number[]>().notNull().default([]),
  videoIds: jsonb('video_ids').$type<number[]>().notNull().default([]),
  voucherIds: jsonb('voucher_ids').$type<number[]>().notNull().default([]),
  /** Group-buy deals to feature (issue 17 part 1): stored, wired up when the deals merge. */
  dealIds: jsonb('deal_ids').$type<number[]>().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
