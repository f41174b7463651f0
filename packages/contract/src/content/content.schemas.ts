import { z } from 'zod';
import { idField } from '../core/common.js';
import { flag, sortField } from '../core/fields.js';
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
export const bannerData = z.object({
  list: z.array(z.object({ id: z.number().int(), image: z.string(), title: z.string(), link: z.string() })),
});

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

/** `tv`: the drama home's carousel; `activity`: a campaign card on /tv/activity. */
export const VIDEO_BANNER_PLACES = ['tv', 'activity'] as const;
export type VideoBannerPlace = (typeof VIDEO_BANNER_PLACES)[number];
export const BANNER_TITLE_MAX = 80;
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

export const adminVideoBanner = z.object({
  id: z.number().int(),
  place: z.enum(VIDEO_BANNER_PLACES),
  image: z.string(),
  title: z.string(),
  link: z.string(),
  sort: z.number().int(),
  enabled: z.boolean(),
});
export type AdminVideoBanner = z.infer<typeof adminVideoBanner>;
export const adminVideoBannerListBody = z.strictObject({
  place: z.enum(VIDEO_BANNER_PLACES, { error: 'validation.invalidOption' }).optional(),
});
export const adminVideoBannerListData = z.object({ list: z.array(adminVideoBanner) });

export const saveVideoBannerBody = z.strictObject({
  id: idField.optional(),
  place: z.enum(VIDEO_BANNER_PLACES, { error: 'validation.invalidOption' }),
  image: imageField,
  title: z
    .string({ error: 'validation.titleRequired' })
    .trim()
    .min(1, { error: 'validation.titleRequired' })
    .max(BANNER_TITLE_MAX, { error: 'validation.tooLong' }),
  link: z
    .string({ error: 'validation.type' })
    .trim()
    .refine(isBannerLink, { error: 'validation.link' })
    .default(''),
  sort: sortField.default(0),
  enabled: flag.default(true),
});
export type SaveVideoBannerBody = z.input<typeof saveVideoBannerBody>;

// ---------- console: help articles ----------

export const HELP_TITLE_MAX = 120;
export const HELP_BODY_MAX = 10_000;

export const adminHelpArticle = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
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
