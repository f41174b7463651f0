import { z } from 'zod';
import { idField } from './mall.js';
import { pageQuery } from './validation.js';

/** The console's side of the drama app: dramas, episodes, resumable source uploads and revenue. */

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

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: 'validation.tooLong' });
const minorField = z.number({ error: 'validation.type' }).int({ error: 'validation.integer' }).min(0);
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

// ---------- dramas ----------

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

// ---------- episodes ----------

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

// ---------- resumable uploads ----------

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

// ---------- revenue ----------

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
