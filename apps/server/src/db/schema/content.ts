import { bigserial, boolean, integer, jsonb, pgTable, text, index } from 'drizzle-orm/pg-core';

/** A banner's words in one language: drawn by the apps over the picture (decision 32). */
export interface BannerText {
  title: string;
  subtitle: string;
  cta: string;
}

/**
 * The pictures staff place in the apps: the marketplace home carousel (`mall`), the drama home
 * carousel (`tv`) and the campaign cards of /tv/activity and /vip/activity (`activity`). The
 * picture carries no words: the apps draw the title, sub line and button in the reader's language.
 */
export const banners = pgTable(
  'banners',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    place: text('place', { enum: ['mall', 'tv', 'activity'] }).notNull(),
    image: text('image').notNull(),
    /** The English words. */
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    cta: text('cta').notNull().default(''),
    /** Locale → that language's words, for the 19 non-English locales; a missing one is not translated yet. */
    translations: jsonb('translations').$type<Partial<Record<string, BannerText>>>().notNull().default({}),
    link: text('link').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [index('banners_place_idx').on(t.place, t.sort)],
);
