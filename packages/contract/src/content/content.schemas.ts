import { z } from 'zod';
import { idField } from '../core/common.js';
import { flag, sortField } from '../core/fields.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../core/locales.js';
import { pageQuery } from '../core/validation.js';

/**
 * What staff write for the apps to show: banners and activity cards, app versions per platform,
 * help articles, and the feedback users send (with the console's inbox).
 */

/** `tv`: the drama home carousel; `mall`: the marketplace home; `activity`: campaign cards (/tv/activity). */
export const BANNER_PLACES = ['tv', 'mall', 'activity'] as const;
export const bannerBody = z.strictObject({
  place: z.enum(BANNER_PLACES, { error: 'validation.invalidOption' }).default('tv'),
});
/** A banner in the reader's language (or English with `fallback`): the apps draw its words over the picture. */
export const bannerItem = z.object({
  id: z.number().int(),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  cta: z.string(),
  link: z.string(),
  /** The language of the words: the reader's, or `en` when not translated yet. */
  locale: z.enum(LOCALES),
  fallback: z.boolean(),
});
export type BannerItem = z.infer<typeof bannerItem>;

/** A stored banner's words in the reader's language, or in English with `fallback` (decision 32). */
export function bannerForReader(
  row: {
    id: number;
    image: string;
    title: string;
    subtitle: string;
    cta: string;
    link: string;
    translations: Partial<Record<string, { title: string; subtitle: string; cta: string }>>;
  },
  locale: Locale,
): BannerItem {
  const english = { title: row.title, subtitle: row.subtitle, cta: row.cta };
  const shown = inReaderLanguage(
    locale === DEFAULT_LOCALE ? undefined : row.translations[locale],
    english,
    locale,
  );
  return {
    id: row.id,
    image: row.image,
    ...shown.text,
    link: row.link,
    locale: shown.locale,
    fallback: shown.fallback,
  };
}
export const bannerData = z.object({ list: z.array(bannerItem) });

export const APP_PLATFORMS = ['web', 'android', 'ios'] as const;
export const versionBody = z.strictObject({
  platform: z.enum(APP_PLATFORMS, { error: 'validation.invalidOption' }).default('web'),
});
export const versionData = z.object({
  platform: z.enum(APP_PLATFORMS),
  /** The current version (semver). */
  version: z.string(),
  /** Where to get it (the web build reloads itself). */
  url: z.string(),
  notes: z.string(),
  /** Older clients must update. */
  force: z.boolean(),
});

export const helpArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** The language the text is in: the reader's, or English when not translated yet. */
  locale: z.enum(LOCALES),
  /** True when the reader's language has no text for this article and English is shown. */
  fallback: z.boolean(),
  updatedAt: z.string(),
});
export const helpListData = z.object({ list: z.array(helpArticle) });

export const feedbackBody = z.strictObject({
  /** Email, phone or any handle to answer on (spec: contact info). */
  contact: z
    .string({ error: 'validation.contactRequired' })
    .trim()
    .min(1, { error: 'validation.contactRequired' })
    .max(120, { error: 'validation.tooLong' }),
  description: z
    .string({ error: 'validation.contentRequired' })
    .trim()
    .min(1, { error: 'validation.contentRequired' })
    .max(2000, { error: 'validation.tooLong' }),
});
export const feedbackItem = z.object({
  id: z.number().int(),
  contact: z.string(),
  description: z.string(),
  createdAt: z.string(),
  user: z.object({ id: z.number().int(), email: z.string() }),
  /** `new` until a staff member marks it handled. */
  status: z.enum(['new', 'handled']),
  /** The handling staff member's internal note (never shown to the user). */
  note: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.object({ id: z.number().int(), email: z.string() }).nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItem>;

// ---------- console: banners and activity cards ----------

export type BannerPlace = (typeof BANNER_PLACES)[number];
/** Limits of a banner's words (characters): the headline, the sub line and the button. */
export const BANNER_TITLE_MAX = 40;
export const BANNER_SUBTITLE_MAX = 80;
export const BANNER_CTA_MAX = 24;
export const LINK_MAX = 300;

/** An app path (`/tv/detail?id=3`) or an https address; empty means the banner opens nothing. */
export function isBannerLink(value: string): boolean {
  if (value === '') return true;
  if (value.length > LINK_MAX || /\s/.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return isHttpsUrl(value);
}

/** An https address with a host name (no spaces, no credentials). */
const HTTPS_URL =
  /^https:\/\/[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?(?:[/?#]\S*)?$/i;

export function isHttpsUrl(value: string): boolean {
  return value.length <= LINK_MAX && HTTPS_URL.test(value);
}

/** A stored image: the path the upload answered (`/media/...`) or an https address. */
export function isImagePath(value: string): boolean {
  if (value.length > LINK_MAX || /\s/.test(value)) return false;
  return (value.startsWith('/') && !value.startsWith('//')) || isHttpsUrl(value);
}

const imageField = z
  .string({ error: 'validation.imageRequired' })
  .trim()
  .min(1, { error: 'validation.imageRequired', abort: true })
  .refine(isImagePath, { error: 'validation.image' });

/** The languages staff may translate platform content into (English is the content's own fields). */
export const TRANSLATION_LOCALES = LOCALES.filter((l) => l !== DEFAULT_LOCALE) as Exclude<Locale, 'en'>[];
export const translationLocale = z.enum(
  TRANSLATION_LOCALES as [Exclude<Locale, 'en'>, ...Exclude<Locale, 'en'>[]],
  { error: 'validation.invalidOption' },
);

/** The fields of a title, sub line and button drawn over a picture, each trimmed within its limit. */
export function wordFields(max: { title: number; subtitle: number; cta: number }) {
  return {
    title: z
      .string({ error: 'validation.titleRequired' })
      .trim()
      .max(max.title, { error: 'validation.tooLong' }),
    subtitle: z
      .string({ error: 'validation.type' })
      .trim()
      .max(max.subtitle, { error: 'validation.tooLong' }),
    cta: z.string({ error: 'validation.type' }).trim().max(max.cta, { error: 'validation.tooLong' }),
  };
}

/**
 * One language's title, sub line and button (banners, campaign heroes): all empty means "not
 * translated yet" (readers get English); a sub line or a button without a title is refused.
 */
export function languageWords(max: { title: number; subtitle: number; cta: number }) {
  const f = wordFields(max);
  return z
    .strictObject({ title: f.title.default(''), subtitle: f.subtitle.default(''), cta: f.cta.default('') })
    .superRefine((value, ctx) => {
      if (!value.title && (value.subtitle || value.cta))
        ctx.addIssue({ code: 'custom', path: ['title'], message: 'validation.titleRequired' });
    });
}

const BANNER_MAX = { title: BANNER_TITLE_MAX, subtitle: BANNER_SUBTITLE_MAX, cta: BANNER_CTA_MAX };
const { title: bannerTitle, subtitle: bannerSubtitle, cta: bannerCta } = wordFields(BANNER_MAX);
/** One language's words of a banner. */
export const bannerWords = languageWords(BANNER_MAX);
export const bannerTranslations = z.partialRecord(translationLocale, bannerWords);
export type BannerTranslations = z.output<typeof bannerTranslations>;

export const adminBanner = z.object({
  id: z.number().int(),
  place: z.enum(BANNER_PLACES),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  cta: z.string(),
  /** The other 19 languages' words (a language left out is not translated yet). */
  translations: z.partialRecord(
    z.enum(LOCALES),
    z.object({ title: z.string(), subtitle: z.string(), cta: z.string() }),
  ),
  link: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminBanner = z.infer<typeof adminBanner>;
export const adminBannerListBody = z.strictObject({
  place: z.enum(BANNER_PLACES, { error: 'validation.invalidOption' }).optional(),
});
export const adminBannerListData = z.object({ list: z.array(adminBanner) });

export const saveBannerBody = z.strictObject({
  id: idField.optional(),
  place: z.enum(BANNER_PLACES, { error: 'validation.invalidOption' }),
  image: imageField,
  title: bannerTitle.min(1, { error: 'validation.titleRequired' }),
  subtitle: bannerSubtitle.default(''),
  cta: bannerCta.default(''),
  /** Left out on a change, the stored translations stay. */
  translations: bannerTranslations.optional(),
  link: z
    .string({ error: 'validation.type' })
    .trim()
    .refine(isBannerLink, { error: 'validation.link' })
    .default(''),
  sort: sortField.default(0),
  enabled: flag.default(true),
});
export type SaveBannerBody = z.input<typeof saveBannerBody>;

// ---------- console: help articles ----------

export const HELP_TITLE_MAX = 120;
export const HELP_BODY_MAX = 10_000;

/**
 * One language's text of staff-written content (help articles, legal pages): both empty means "not
 * translated yet" (readers get English); a title without a body, or a body without a title, is
 * refused. Line breaks are kept as `\n`.
 */
export function translatedText(limits: { titleMax: number; bodyMax: number }) {
  return z
    .strictObject({
      title: z
        .string({ error: 'validation.type' })
        .trim()
        .max(limits.titleMax, { error: 'validation.tooLong' })
        .default(''),
      body: z
        .string({ error: 'validation.type' })
        .transform((v) => v.replace(/\r\n?/g, '\n').trim())
        .pipe(z.string().max(limits.bodyMax, { error: 'validation.tooLong' }))
        .default(''),
    })
    .superRefine((value, ctx) => {
      if (value.title && !value.body) {
        ctx.addIssue({ code: 'custom', path: ['body'], message: 'validation.contentRequired' });
      }
      if (value.body && !value.title) {
        ctx.addIssue({ code: 'custom', path: ['title'], message: 'validation.titleRequired' });
      }
    });
}

/** One language's help text. */
export const helpText = translatedText({ titleMax: HELP_TITLE_MAX, bodyMax: HELP_BODY_MAX });
/** A help article's translations by language; a language left out (or empty) is not translated yet. */
export const helpTranslations = z.partialRecord(translationLocale, helpText);
export type HelpTranslations = z.output<typeof helpTranslations>;

export const adminHelpArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  /** The other 19 languages' texts (a language left out is not translated yet). */
  translations: z.partialRecord(z.enum(LOCALES), z.object({ title: z.string(), body: z.string() })),
  sort: z.number().int(),
  published: z.boolean(),
  updatedAt: z.string(),
});
export type AdminHelpArticle = z.infer<typeof adminHelpArticle>;
export const adminHelpListData = z.object({ list: z.array(adminHelpArticle) });

export const saveHelpBody = z.strictObject({
  id: idField.optional(),
  title: z
    .string({ error: 'validation.titleRequired' })
    .trim()
    .min(1, { error: 'validation.titleRequired' })
    .max(HELP_TITLE_MAX, { error: 'validation.tooLong' }),
  /** Plain text; line breaks are kept (Windows line ends become `\n`). */
  body: z
    .string({ error: 'validation.contentRequired' })
    .transform((v) => v.replace(/\r\n?/g, '\n').trim())
    .pipe(
      z
        .string()
        .min(1, { error: 'validation.contentRequired' })
        .max(HELP_BODY_MAX, { error: 'validation.tooLong' }),
    ),
  sort: sortField.default(0),
  published: flag.default(true),
  /** The other languages' texts, replacing the stored ones; left out, an existing article keeps its own. */
  translations: helpTranslations.optional(),
});
export type SaveHelpBody = z.input<typeof saveHelpBody>;

// ---------- console: feedback inbox ----------

export const FEEDBACK_FILTERS = ['new', 'handled', 'all'] as const;
export type FeedbackFilter = (typeof FEEDBACK_FILTERS)[number];
export const FEEDBACK_NOTE_MAX = 500;

export const adminFeedbackListBody = pageQuery.extend({
  status: z.enum(FEEDBACK_FILTERS, { error: 'validation.invalidOption' }).default('all'),
  /** Searches the contact and the description. */
  keyword: z.string({ error: 'validation.type' }).trim().max(100, { error: 'validation.tooLong' }).optional(),
});
export type AdminFeedbackListBody = z.input<typeof adminFeedbackListBody>;
export const adminFeedbackListData = z.object({
  list: z.array(feedbackItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Feedback still waiting for a staff member, whatever the filter. */
  newCount: z.number().int(),
});

export const handleFeedbackBody = z.strictObject({
  id: idField,
  /** Internal: seen by staff only. */
  note: z
    .string({ error: 'validation.type' })
    .trim()
    .max(FEEDBACK_NOTE_MAX, { error: 'validation.tooLong' })
    .optional(),
});

// ---------- console: app versions ----------

export const SEMVER_PATTERN = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})$/;
export const VERSION_NOTES_MAX = 500;

export const adminAppVersion = z.object({
  platform: z.enum(APP_PLATFORMS),
  version: z.string(),
  url: z.string(),
  notes: z.string(),
  force: z.boolean(),
  /** False: nothing saved yet, the server's built-in version is what clients get. */
  configured: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type AdminAppVersion = z.infer<typeof adminAppVersion>;
export const adminAppVersionListData = z.object({ list: z.array(adminAppVersion) });

export const saveAppVersionBody = z
  .strictObject({
    platform: z.enum(APP_PLATFORMS, { error: 'validation.invalidOption' }),
    version: z
      .string({ error: 'validation.semver' })
      .trim()
      .regex(SEMVER_PATTERN, { error: 'validation.semver' }),
    /** Required for the app stores (an https address); the web build may leave it empty. */
    url: z
      .string({ error: 'validation.type' })
      .trim()
      .max(LINK_MAX, { error: 'validation.tooLong' })
      .default(''),
    notes: z
      .string({ error: 'validation.type' })
      .trim()
      .max(VERSION_NOTES_MAX, { error: 'validation.tooLong' })
      .default(''),
    force: flag.default(false),
  })
  .superRefine((value, ctx) => {
    const ok = value.platform === 'web' ? value.url === '' || isBannerLink(value.url) : isHttpsUrl(value.url);
    if (!ok) {
      ctx.addIssue({
        code: 'custom',
        path: ['url'],
        message: value.platform === 'web' ? 'validation.link' : 'validation.httpsUrl',
      });
    }
  });
export type SaveAppVersionBody = z.input<typeof saveAppVersionBody>;

// ---------- legal pages: membership agreement, privacy policy, about us ----------

/**
 * `membership`: the Membership Agreement; `privacy`: the Privacy Policy; `about`: About us;
 * `storeBenefits` and `storeRules`: the seller center's store benefits and store rules pages.
 */
export const LEGAL_KINDS = ['membership', 'privacy', 'about', 'storeBenefits', 'storeRules', 'loan'] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];
/** What a new account agrees to at sign-up (the about page is information, not terms). */
export const SIGNUP_LEGAL_KINDS = ['membership', 'privacy'] as const satisfies readonly LegalKind[];
export const legalKind = z.enum(LEGAL_KINDS, { error: 'validation.invalidOption' });
export const LEGAL_TITLE_MAX = 120;
export const LEGAL_BODY_MAX = 20_000;

/**
 * One language's text of a legal page; the body is paragraphs separated by a blank line, `## `
 * starting a heading and `- ` a list item (see parseLegalBody).
 */
export const legalText = translatedText({ titleMax: LEGAL_TITLE_MAX, bodyMax: LEGAL_BODY_MAX });
export type LegalText = z.output<typeof legalText>;

/** The texts of a document by language; a language left out is not translated yet. */
export const legalTexts = z.partialRecord(z.enum(LOCALES, { error: 'validation.invalidOption' }), legalText);
export type LegalTexts = z.output<typeof legalTexts>;

/** Whether a language has its own text (both title and body). */
/** A language's text counts when it has a title (and a body, for texts that have one). */
export function isTranslated(text: { title: string; body?: string } | undefined): boolean {
  return !!text && text.title.trim() !== '' && (text.body === undefined || text.body.trim() !== '');
}

/**
 * What a reader of `locale` gets: that language's own text when it has one, else English, saying
 * which language it is and whether it fell back (help articles, legal pages, banners).
 */
export function inReaderLanguage<T extends { title: string; body?: string }>(
  own: T | undefined,
  english: T,
  locale: Locale,
): { text: T; locale: Locale; fallback: boolean } {
  if (locale !== DEFAULT_LOCALE && isTranslated(own)) return { text: own!, locale, fallback: false };
  return { text: english, locale: DEFAULT_LOCALE, fallback: locale !== DEFAULT_LOCALE };
}

/**
 * What is stored of staff's translations: only the languages with their own text (help and legal
 * texts, banners' words, names); an empty one is "not translated yet" and is left out.
 */
export function keptTranslations<
  T extends Partial<Record<string, { title: string; body?: string } | string>>,
>(translations: T): T {
  return Object.fromEntries(
    Object.entries(translations).filter(([, text]) =>
      typeof text === 'string' ? text.trim() !== '' : isTranslated(text),
    ),
  ) as T;
}

/** A name (a category's, a store section's) in the reader's language, or the English one. */
export function nameInReaderLanguage(
  names: Partial<Record<string, string>> | undefined,
  english: string,
  locale: Locale,
): string {
  const own = locale === DEFAULT_LOCALE ? undefined : names?.[locale]?.trim();
  return own || english;
}

export type LegalBlock =
  { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

/**
 * The safe subset of Markdown the legal pages use, as blocks the apps render as elements (never
 * as HTML): a `## ` line is a heading, consecutive `- ` lines a list, other lines a paragraph
 * (lines of one paragraph are joined by a line break).
 */
export function parseLegalBody(body: string): LegalBlock[] {
  const blocks: LegalBlock[] = [];
  for (const chunk of body.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    let paragraph: string[] = [];
    let list: string[] = [];
    const flush = () => {
      if (paragraph.length) blocks.push({ type: 'paragraph', text: paragraph.join('\n') });
      if (list.length) blocks.push({ type: 'list', items: list });
      paragraph = [];
      list = [];
    };
    for (const raw of chunk.split('\n')) {
      const line = raw.trim();
      if (!line) continue;
      if (/^#{1,3}\s+/.test(line)) {
        flush();
        blocks.push({ type: 'heading', text: line.replace(/^#{1,3}\s+/, '') });
      } else if (/^[-*]\s+/.test(line)) {
        if (paragraph.length) flush();
        list.push(line.replace(/^[-*]\s+/, ''));
      } else {
        if (list.length) flush();
        paragraph.push(line);
      }
    }
    flush();
  }
  return blocks;
}

export const legalDocumentBody = z.strictObject({ kind: legalKind });
/** The current version of a document in the reader's language (Accept-Language), or English. */
export const legalDocumentData = z.object({
  kind: z.enum(LEGAL_KINDS),
  version: z.number().int(),
  publishedAt: z.string(),
  /** The language the text is in: the reader's, or English when not translated yet. */
  locale: z.enum(LOCALES),
  /** True when the reader's language has no text of this version and English is shown. */
  fallback: z.boolean(),
  title: z.string(),
  body: z.string(),
});
export type LegalDocumentData = z.infer<typeof legalDocumentData>;

export const legalConsent = z.object({
  kind: z.enum(LEGAL_KINDS),
  version: z.number().int(),
  acceptedAt: z.string(),
  /** The version published now (a newer one than accepted means the terms changed since). */
  currentVersion: z.number().int().nullable(),
});
export const myConsentsData = z.object({ list: z.array(legalConsent) });

/** The versions a sign-up form showed; the server refuses them when a newer one was published since. */
export const legalVersionsField = z
  .strictObject({
    membership: z.number({ error: 'validation.type' }).int({ error: 'validation.integer' }).min(1),
    privacy: z.number({ error: 'validation.type' }).int({ error: 'validation.integer' }).min(1),
  })
  .optional();

// ---------- console: legal pages ----------

const staffRef = z.object({ id: z.number().int(), email: z.string() });

export const legalVersionSummary = z.object({
  version: z.number().int(),
  publishedAt: z.string(),
  publishedBy: staffRef,
  /** Languages with their own text in this version; the others were shown in English. */
  locales: z.array(z.enum(LOCALES)),
});
export type LegalVersionSummary = z.infer<typeof legalVersionSummary>;

export const adminLegalSummary = z.object({
  kind: z.enum(LEGAL_KINDS),
  current: legalVersionSummary.nullable(),
  /** When the draft was last saved, and by whom (null: nothing saved since the last publication). */
  draftUpdatedAt: z.string().nullable(),
  draftUpdatedBy: staffRef.nullable(),
  /** Languages the draft has a text in. */
  draftLocales: z.array(z.enum(LOCALES)),
});
export const adminLegalListData = z.object({ list: z.array(adminLegalSummary) });

export const adminLegalDocumentData = adminLegalSummary.extend({
  /** The draft's texts: the saved draft, or the current version's texts when none was saved. */
  texts: z.record(z.string(), z.object({ title: z.string(), body: z.string() })),
  /** Every published version, newest first. */
  versions: z.array(legalVersionSummary),
});
export type AdminLegalDocument = z.infer<typeof adminLegalDocumentData>;

export const saveLegalDraftBody = z.strictObject({ kind: legalKind, texts: legalTexts });
export type SaveLegalDraftBody = z.input<typeof saveLegalDraftBody>;

/** Publishing needs English at least; every other language either complete or left empty (English shown). */
export const publishLegalBody = z
  .strictObject({ kind: legalKind, texts: legalTexts })
  .superRefine((value, ctx) => {
    // A half-filled English text is already refused by legalText; here only a missing one.
    const en = value.texts.en;
    if (en?.title || en?.body) return;
    ctx.addIssue({ code: 'custom', path: ['texts', 'en', 'title'], message: 'validation.titleRequired' });
    ctx.addIssue({ code: 'custom', path: ['texts', 'en', 'body'], message: 'validation.contentRequired' });
  });
export type PublishLegalBody = z.input<typeof publishLegalBody>;
