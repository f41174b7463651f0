import { z } from 'zod';
import { idField } from './mall.js';
import { pageQuery, tradePasswordField } from './validation.js';

/** The drama app (spec's video variant): dramas, episodes, unlocks and VIP membership. */

export const VIP_PERIODS = ['month', 'quarter', 'year'] as const;
export type VipPeriod = (typeof VIP_PERIODS)[number];
export const VIDEO_SORTS = ['hot', 'latest', 'rank', 'featured'] as const;

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
  price: z.number().int(),
});
export type VipPlan = z.infer<typeof vipPlan>;
export const vipCfgData = z.object({
  plans: z.array(vipPlan),
  vip: vipState,
  /** Payments above this need the trade password. */
  tradePasswordOver: z.number().int(),
});

export const payVipBody = z.strictObject({ planId: idField, tradePassword: tradePasswordField.optional() });
export const payVipData = z.object({ vip: vipState, paid: z.number().int() });
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
