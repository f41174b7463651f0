import { z } from 'zod';
import { APP_PLATFORMS, VIP_PERIODS, feedbackItem } from './drama.js';
import { idField } from './mall.js';
import { pageQuery } from './validation.js';

/**
 * The console's side of the drama app's content: VIP plans, banners and activity cards, help
 * articles, the feedback inbox and the app versions per platform.
 */

const intField = z.number({ error: 'validation.type' }).int({ error: 'validation.integer' });
const flag = z.boolean({ error: 'validation.type' });
/** Display order: smaller first. */
const sortField = intField.min(0).max(9999);

// ---------- VIP plans ----------

export const VIP_DAYS_MIN = 1;
export const VIP_DAYS_MAX = 3660;
/** A plan costs at most US$100,000 (in minor units): a typo guard, not a business rule. */
export const VIP_PRICE_MAX = 10_000_000;
/** The days a period usually has; the console pre-fills them. */
export const VIP_PERIOD_DAYS = { month: 30, quarter: 90, year: 365 } as const;

export const adminVipPlan = z.object({
  id: z.number().int(),
  period: z.enum(VIP_PERIODS),
  days: z.number().int(),
  /** Wallet minor units. */
  price: z.number().int(),
  enabled: z.boolean(),
  sort: z.number().int(),
  /** Purchases of this plan so far (each at the price of its day). */
  sold: z.number().int(),
});
export type AdminVipPlan = z.infer<typeof adminVipPlan>;
export const adminVipPlanListData = z.object({ list: z.array(adminVipPlan) });

export const saveVipPlanBody = z.strictObject({
  id: idField.optional(),
  period: z.enum(VIP_PERIODS, { error: 'validation.invalidOption' }),
  days: intField.min(VIP_DAYS_MIN).max(VIP_DAYS_MAX),
  price: intField.min(1, { error: 'validation.amountPositive' }).max(VIP_PRICE_MAX, {
    error: 'validation.amountTooLarge',
  }),
  enabled: flag,
  sort: sortField.default(0),
});
export type SaveVipPlanBody = z.input<typeof saveVipPlanBody>;

// ---------- banners and activity cards ----------

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

// ---------- help articles ----------

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

// ---------- feedback inbox ----------

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

// ---------- app versions ----------

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
