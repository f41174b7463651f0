import { z } from 'zod';
import { idField } from '../core/common.js';
import { flag, intField, minorField, sortField, text } from '../core/fields.js';
import { pageQuery, tradePasswordField } from '../core/validation.js';

/** The drama app (spec's video variant): dramas, episodes, unlocks and VIP membership. */

export const VIP_PERIODS = ['month', 'quarter', 'year'] as const;
export type VipPeriod = (typeof VIP_PERIODS)[number];
export const VIDEO_SORTS = ['hot', 'latest', 'rank', 'featured'] as const;
/**
 * The home rows' rules (decision 25), the same figures for the server's queries and the words the
 * app shows: hottest = most viewers who watched in the last `HOT_WINDOW_DAYS` days; ranking = most
 * episodes unlocked in the last `RANK_WINDOW_DAYS` days; latest = newest first; featured = staff picks.
 */
export const HOT_WINDOW_DAYS = 7;
export const RANK_WINDOW_DAYS = 30;

export const videoCard = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  /** Episodes published so far. */
  episodes: z.number().int(),
  /** The first `freeEpisodes` episodes need no unlock. */
  freeEpisodes: z.number().int(),
  stars: z.number().int(),
  collects: z.number().int(),
  views: z.number().int(),
  featured: z.boolean(),
  updatedAt: z.string(),
});
export type VideoCard = z.infer<typeof videoCard>;

export const videoListBody = pageQuery.extend({
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  sort: z.enum(VIDEO_SORTS, { error: 'validation.invalidOption' }).default('hot'),
  tag: z.string().trim().max(40, { error: 'validation.tooLong' }).optional(),
});

export const videoItem = z.object({
  id: z.number().int(),
  videoId: z.number().int(),
  /** 1-based position in the drama. */
  index: z.number().int(),
  title: z.string(),
  durationSeconds: z.number().int(),
  free: z.boolean(),
  /** Unlock price in wallet minor units (0 when free). */
  price: z.number().int(),
  /** The viewer may watch it: free, unlocked, or an active VIP. */
  playable: z.boolean(),
  unlocked: z.boolean(),
  /** A short-lived signed URL of the episode's HLS playlist, when it is playable and transcoded. */
  playUrl: z.string().nullable(),
});
export type VideoItem = z.infer<typeof videoItem>;

export const videoItemListBody = z.strictObject({ videoId: idField });
export const videoItemListData = z.object({ list: z.array(videoItem) });

export const vipState = z.object({
  status: z.enum(['not_activated', 'active', 'expired']),
  /** End of the current (or last) membership. */
  endsAt: z.string().nullable(),
});
export type VipState = z.infer<typeof vipState>;

export const videoDetail = videoCard.extend({
  starred: z.boolean(),
  collected: z.boolean(),
  /** The price of unlocking every locked episode at once (0 when nothing is locked for this viewer). */
  unlockAllPrice: z.number().int(),
  vip: vipState,
  /** Where the signed-in viewer left off (latest episode and position), else null. */
  resume: z
    .object({ itemId: z.number().int(), index: z.number().int(), positionSeconds: z.number().int() })
    .nullable(),
});
export type VideoDetail = z.infer<typeof videoDetail>;

export const vipPlan = z.object({
  id: z.number().int(),
  period: z.enum(VIP_PERIODS),
  days: z.number().int(),
  /** What a purchase costs now (the sale price while a sale is in force). */
  price: z.number().int(),
  /** The plan's list price (above `price` during a sale). */
  listPrice: z.number().int(),
  /** When the sale in force ends, else null. */
  saleEndsAt: z.string().nullable(),
});
export type VipPlan = z.infer<typeof vipPlan>;
export const vipCfgData = z.object({
  plans: z.array(vipPlan),
  vip: vipState,
  /** Payments above this need the trade password. */
  tradePasswordOver: z.number().int(),
});

export const payVipBody = z.strictObject({ planId: idField, tradePassword: tradePasswordField.optional() });
export const payVipData = z.object({
  vip: vipState,
  paid: z.number().int(),
  /** The plan's list price at the moment of payment (above `paid` during a sale). */
  listPrice: z.number().int().optional(),
});
export const payUnlockOneBody = z.strictObject({
  itemId: idField,
  tradePassword: tradePasswordField.optional(),
});
export const payUnlockAllBody = z.strictObject({
  videoId: idField,
  tradePassword: tradePasswordField.optional(),
});
export const payUnlockData = z.object({
  /** Episodes unlocked by this payment. */
  unlocked: z.array(z.number().int()),
  paid: z.number().int(),
});

export const toggleBody = z.strictObject({
  id: idField,
  /** True takes the like (or favourite) back. */
  cancel: z.boolean({ error: 'validation.type' }).optional(),
});
export const starData = z.object({ starred: z.boolean(), stars: z.number().int() });
export const collectData = z.object({ collected: z.boolean(), collects: z.number().int() });

export const historyBody = z.strictObject({
  itemId: idField,
  positionSeconds: z
    .number({ error: 'validation.type' })
    .int()
    .min(0)
    .max(24 * 3600),
});
export const historyEntry = z.object({
  video: videoCard,
  itemId: z.number().int(),
  index: z.number().int(),
  positionSeconds: z.number().int(),
  watchedAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;

// ---------- console: VIP plans ----------

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
  /** A sale: `discountPrice` is charged from `discountStartsAt` until `discountEndsAt` (all null: none). */
  discountPrice: z.number().int().nullable(),
  discountStartsAt: z.string().nullable(),
  discountEndsAt: z.string().nullable(),
});
export type AdminVipPlan = z.infer<typeof adminVipPlan>;
export const adminVipPlanListData = z.object({ list: z.array(adminVipPlan) });

const saleInstant = z.iso.datetime({ offset: true, error: 'validation.dateTime' }).nullable().optional();

export const saveVipPlanBody = z
  .strictObject({
    id: idField.optional(),
    period: z.enum(VIP_PERIODS, { error: 'validation.invalidOption' }),
    days: intField.min(VIP_DAYS_MIN).max(VIP_DAYS_MAX),
    price: intField.min(1, { error: 'validation.amountPositive' }).max(VIP_PRICE_MAX, {
      error: 'validation.amountTooLarge',
    }),
    enabled: flag,
    sort: sortField.default(0),
    /** A sale price (below `price`, above zero) with its window; all three or none (null clears it). */
    discountPrice: intField.min(1, { error: 'validation.amountPositive' }).nullable().optional(),
    discountStartsAt: saleInstant,
    discountEndsAt: saleInstant,
  })
  .superRefine((b, ctx) => {
    const parts = [b.discountPrice, b.discountStartsAt, b.discountEndsAt];
    const given = parts.filter((v) => v !== null && v !== undefined).length;
    if (given === 0) return;
    if (given < 3) {
      const missing = (['discountPrice', 'discountStartsAt', 'discountEndsAt'] as const).find(
        (k) => b[k] === null || b[k] === undefined,
      )!;
      ctx.addIssue({ code: 'custom', path: [missing], message: 'validation.saleIncomplete' });
      return;
    }
    if (b.discountPrice! >= b.price)
      ctx.addIssue({ code: 'custom', path: ['discountPrice'], message: 'validation.saleBelowList' });
    if (Date.parse(b.discountEndsAt!) <= Date.parse(b.discountStartsAt!))
      ctx.addIssue({ code: 'custom', path: ['discountEndsAt'], message: 'validation.saleEndAfterStart' });
  });
export type SaveVipPlanBody = z.input<typeof saveVipPlanBody>;

// ---------- console: dramas, episodes, resumable source uploads and revenue (limits) ----------

export const VIDEO_TITLE_MAX = 120;
export const VIDEO_DESCRIPTION_MAX = 2000;
export const VIDEO_TAGS_MAX = 8;
export const VIDEO_TAG_MAX = 20;
export const FREE_EPISODES_MAX = 100;
export const RANK_WEIGHT_LIMIT = 1_000_000;
export const EPISODE_TITLE_MAX = 120;
export const EPISODE_INDEX_MAX = 10_000;
/** The most an episode may cost: 10,000.00 in the wallet currency. */
export const EPISODE_PRICE_MAX_MINOR = 1_000_000;
/** The largest episode source a staff member may upload (2 GiB). */
export const VIDEO_UPLOAD_MAX_BYTES = 2 * 1024 * 1024 * 1024;
/** Bytes per chunk of a resumable upload (5 MiB); the last chunk may be shorter. */
export const VIDEO_UPLOAD_CHUNK_BYTES = 5 * 1024 * 1024;
/** Extensions the console offers in its file picker; the server decides by the bytes. */
export const VIDEO_UPLOAD_ACCEPT = '.mp4,.m4v,.mov,.webm,.mkv,.avi,.mpg,.mpeg,.ts,.3gp,.flv';
/** Revenue ranges are at most a year long. */
export const REVENUE_RANGE_MAX_DAYS = 366;

export const EPISODE_STATUSES = ['pending', 'processing', 'ready', 'failed'] as const;
export type EpisodeStatus = (typeof EPISODE_STATUSES)[number];
export const UPLOAD_STATUSES = ['uploading', 'complete', 'failed'] as const;

/** `YYYY-MM-DD`, a real calendar day. */
const dayField = z
  .string({ error: 'validation.type' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: 'validation.date',
    },
  );

// ---------- console: dramas ----------

export const adminVideoListBody = pageQuery.extend({
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  published: z.boolean({ error: 'validation.type' }).optional(),
});

export const episodeCounts = z.object({
  total: z.number().int(),
  ready: z.number().int(),
  processing: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  /** Episodes with no video uploaded yet (counted in `pending` too). */
  noSource: z.number().int(),
});
export type EpisodeCounts = z.infer<typeof episodeCounts>;

export const adminVideo = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  featured: z.boolean(),
  rankWeight: z.number().int(),
  published: z.boolean(),
  freeEpisodes: z.number().int(),
  episodes: episodeCounts,
  stars: z.number().int(),
  collects: z.number().int(),
  views: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminVideo = z.infer<typeof adminVideo>;

export const saveVideoBody = z.strictObject({
  id: idField.optional(),
  title: text(VIDEO_TITLE_MAX, 'validation.titleRequired'),
  /** An image path from `file/upload` (empty: the first episode's poster is used once transcoded). */
  cover: z
    .string({ error: 'validation.type' })
    .trim()
    .max(300, { error: 'validation.tooLong' })
    .refine((v) => v === '' || /^\/[\w\-./]+$/.test(v), { error: 'validation.image' })
    .refine((v) => !v.includes('..'), { error: 'validation.image' })
    .default(''),
  description: z
    .string({ error: 'validation.type' })
    .trim()
    .max(VIDEO_DESCRIPTION_MAX, { error: 'validation.tooLong' })
    .default(''),
  tags: z
    .array(text(VIDEO_TAG_MAX, 'validation.tagRequired'), { error: 'validation.type' })
    .max(VIDEO_TAGS_MAX, { error: 'validation.tooManyTags' })
    // The same tag twice is one tag.
    .transform((tags) => [...new Set(tags)])
    .default([]),
  freeEpisodes: z
    .number({ error: 'validation.type' })
    .int({ error: 'validation.integer' })
    .min(0)
    .max(FREE_EPISODES_MAX),
  featured: z.boolean({ error: 'validation.type' }).default(false),
  rankWeight: z
    .number({ error: 'validation.type' })
    .int({ error: 'validation.integer' })
    .min(-RANK_WEIGHT_LIMIT)
    .max(RANK_WEIGHT_LIMIT)
    .default(0),
  published: z.boolean({ error: 'validation.type' }),
});
export type SaveVideoBody = z.input<typeof saveVideoBody>;

// ---------- console: episodes ----------

export const adminVideoItemListBody = z.strictObject({ videoId: idField });

export const videoUpload = z.object({
  uploadId: z.string(),
  itemId: z.number().int(),
  fileName: z.string(),
  size: z.number().int(),
  received: z.number().int(),
  status: z.enum(UPLOAD_STATUSES),
  failure: z.string().nullable(),
  /** Send chunks of exactly this many bytes (the last may be shorter). */
  chunkSize: z.number().int(),
  updatedAt: z.string(),
});
export type VideoUpload = z.infer<typeof videoUpload>;

export const adminVideoItem = z.object({
  id: z.number().int(),
  videoId: z.number().int(),
  index: z.number().int(),
  title: z.string(),
  /** Unlock price in wallet minor units (not charged while `free`). */
  price: z.number().int(),
  /** Within the drama's free episodes, or priced at nothing. */
  free: z.boolean(),
  status: z.enum(EPISODE_STATUSES),
  failure: z.string().nullable(),
  durationSeconds: z.number().int(),
  /** A video was uploaded (or generated) for it; without one it waits for an upload. */
  hasSource: z.boolean(),
  createdAt: z.string(),
  /** The unfinished upload of its video, if one is under way. */
  upload: videoUpload.nullable(),
});
export type AdminVideoItem = z.infer<typeof adminVideoItem>;

export const adminVideoItemListData = z.object({
  video: adminVideo,
  list: z.array(adminVideoItem),
});

export const saveVideoItemBody = z.strictObject({
  id: idField.optional(),
  videoId: idField,
  index: z
    .number({ error: 'validation.type' })
    .int({ error: 'validation.integer' })
    .min(1)
    .max(EPISODE_INDEX_MAX),
  title: text(EPISODE_TITLE_MAX, 'validation.titleRequired'),
  price: minorField.max(EPISODE_PRICE_MAX_MINOR, { error: 'validation.amountTooLarge' }),
});
export type SaveVideoItemBody = z.input<typeof saveVideoItemBody>;

export const videoItemIdBody = z.strictObject({ id: idField });

// ---------- console: resumable uploads ----------

export const startVideoUploadBody = z.strictObject({
  itemId: idField,
  fileName: text(200, 'validation.required'),
  size: z
    .number({ error: 'validation.type' })
    .int({ error: 'validation.integer' })
    .min(1, { error: 'validation.fileEmpty' }),
});

export const videoUploadIdBody = z.strictObject({
  uploadId: z.string({ error: 'validation.type' }).regex(/^[0-9a-f-]{36}$/, { error: 'validation.invalid' }),
});

/** The answer to each chunk (`PUT /v1/admin/video-upload/:uploadId?offset=N`). */
export const videoChunkData = z.object({ received: z.number().int() });

// ---------- console: revenue ----------

export const videoRevenueBody = z
  .strictObject({
    /** First day (UTC), default 29 days before `to`. */
    from: dayField.optional(),
    /** Last day (UTC), default today. */
    to: dayField.optional(),
    videoId: idField.optional(),
  })
  .refine((b) => !b.from || !b.to || b.from <= b.to, { path: ['from'], error: 'validation.dateRange' });

export const videoRevenueRow = z.object({
  day: z.string(),
  /** Null for revenue not tied to one drama (VIP memberships). */
  videoId: z.number().int().nullable(),
  title: z.string().nullable(),
  unlockRevenue: z.number().int(),
  /** Episodes unlocked (one "unlock all" counts each episode). */
  unlocks: z.number().int(),
  vipRevenue: z.number().int(),
  vipPurchases: z.number().int(),
  total: z.number().int(),
});
export type VideoRevenueRow = z.infer<typeof videoRevenueRow>;

export const videoRevenueData = z.object({
  from: z.string(),
  to: z.string(),
  list: z.array(videoRevenueRow),
  totals: videoRevenueRow.omit({ day: true, videoId: true, title: true }),
});
export type VideoRevenueData = z.infer<typeof videoRevenueData>;
