import { z } from 'zod';
import { idField } from '../core/common.js';
import { flag, intField, text } from '../core/fields.js';
import { pageQuery, tradePasswordField } from '../core/validation.js';
import { RUSH_STATES, type RushState } from '../core/rush.js';
import { isBannerLink, isImagePath } from '../content/content.schemas.js';

/**
 * Ad placements on dramas (issue 15 part 4, decision 49): staff offer slots (a period of whole
 * settlement days, a price, a number of placements); an advertiser snaps one up in the slot's rush,
 * gives the creative and pays within 24 hours; while it runs the ad shows, marked "Sponsored", in
 * the drama feed and on the drama's end card, and its impressions and taps are counted per day.
 */

export const AD_HEADLINE_MAX = 60;
export const AD_DAYS_MAX = 90;
export const AD_STOCK_MAX = 1_000;
/** A placement costs at most US$100,000 (minor units): a typo guard, not a business rule. */
export const AD_PRICE_MAX = 10_000_000;
/** Hours an advertiser has to pay a snapped-up placement (never past the period's start). */
export const AD_PAY_HOURS = 24;
/** Impressions sent in one countAdEvents call at most. */
export const AD_EVENTS_BATCH_MAX = 50;

/** A slot's rush as the caller sees it (spec §4): the same states as every rush. */
export const AD_RUSH_STATES = RUSH_STATES;
export type AdRushState = RushState;

/** A placement's state: waiting for payment, abandoned unpaid, paid and waiting for its period, running, ended, taken down. */
export const AD_PLACEMENT_STATES = [
  'reserved',
  'abandoned',
  'scheduled',
  'running',
  'ended',
  'takenDown',
] as const;
export type AdPlacementState = (typeof AD_PLACEMENT_STATES)[number];

/** Where an ad is shown. */
export const AD_PLACES = ['feed', 'endCard'] as const;
export type AdPlace = (typeof AD_PLACES)[number];

/** The state of a placement at `now` from its recorded status and period. */
export function adPlacementState(
  p: {
    status: 'reserved' | 'paid' | 'abandoned' | 'taken_down';
    startsAt: string | Date;
    endsAt: string | Date;
  },
  now = Date.now(),
): AdPlacementState {
  if (p.status === 'reserved') return 'reserved';
  if (p.status === 'abandoned') return 'abandoned';
  if (p.status === 'taken_down') return 'takenDown';
  if (now < new Date(p.startsAt).getTime()) return 'scheduled';
  return now < new Date(p.endsAt).getTime() ? 'running' : 'ended';
}

const dramaRef = z.object({ id: z.number().int(), title: z.string(), cover: z.string() });

/** `YYYY-MM-DD`, a real calendar day. */
const dayField = z
  .string({ error: 'validation.date' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.date' })
  .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { error: 'validation.date' });
const instant = z.iso.datetime({ offset: true, error: 'validation.dateTime' });

// ---------- the creative ----------

export const adHeadlineField = text(AD_HEADLINE_MAX, 'validation.adHeadlineRequired');
export const adImageField = z
  .string({ error: 'validation.adImage' })
  .trim()
  .min(1, { error: 'validation.adImage', abort: true })
  .refine(isImagePath, { error: 'validation.adImage' });
/** An in-app path (`/mall/product/12`, `/tv/detail?id=5`) or an https address. */
export const adLinkField = z
  .string({ error: 'validation.link' })
  .trim()
  .min(1, { error: 'validation.link', abort: true })
  .refine(isBannerLink, { error: 'validation.link' });

const creative = {
  headline: adHeadlineField.optional(),
  image: adImageField.optional(),
  link: adLinkField.optional(),
};

// ---------- the advertiser ----------

/** One slot as an advertiser reads it. */
export const advSlot = z.object({
  id: z.number().int(),
  drama: dramaRef,
  /** The period: whole settlement days from `firstDay` in `timeZone`; `startsAt`/`endsAt` its instants. */
  firstDay: z.string(),
  days: z.number().int(),
  timeZone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** Wallet minor units per placement. */
  price: z.number().int(),
  stock: z.number().int(),
  stockLeft: z.number().int(),
  rushStartsAt: z.string(),
  rushEndsAt: z.string(),
  state: z.enum(AD_RUSH_STATES),
  /** The caller's live placement in this slot (reserved or paid), and when a reserved one must be paid. */
  placementId: z.number().int().nullable(),
  payBy: z.string().nullable(),
});
export type AdvSlot = z.infer<typeof advSlot>;

export const advSlotListBody = pageQuery;

export const adDay = z.object({ day: z.string(), impressions: z.number().int(), taps: z.number().int() });
export type AdDay = z.infer<typeof adDay>;

/** One of the caller's placements. */
export const advPlacement = z.object({
  id: z.number().int(),
  slotId: z.number().int(),
  drama: dramaRef,
  firstDay: z.string(),
  days: z.number().int(),
  timeZone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  /** The price at the snap-up: what payAdv charges, or charged. */
  price: z.number().int(),
  state: z.enum(AD_PLACEMENT_STATES),
  reservedAt: z.string(),
  payBy: z.string(),
  paidAt: z.string().nullable(),
  headline: z.string().nullable(),
  image: z.string().nullable(),
  link: z.string().nullable(),
  impressions: z.number().int(),
  taps: z.number().int(),
  /** Settlement days with impressions or taps, oldest first. */
  perDay: z.array(adDay),
  /** What came back to the wallet after a take-down (0 otherwise). */
  refunded: z.number().int(),
  takenDownAt: z.string().nullable(),
});
export type AdvPlacement = z.infer<typeof advPlacement>;

export const advPlacementListBody = pageQuery;

export const snapUpAdvBody = z.strictObject({ slotId: idField, ...creative });
export type SnapUpAdvBody = z.input<typeof snapUpAdvBody>;

export const payAdvBody = z.strictObject({
  id: idField,
  ...creative,
  tradePassword: tradePasswordField.optional(),
});
export type PayAdvBody = z.input<typeof payAdvBody>;
export const payAdvData = z.object({ placement: advPlacement, balance: z.number().int() });

// ---------- the feed and the end card (public) ----------

export const getAdsBody = z.strictObject({
  place: z.enum(AD_PLACES, { error: 'validation.invalidOption' }),
  /** The drama whose end card shows the ad (with `endCard`). */
  videoId: idField.optional(),
});
/** A running ad as viewers see it. */
export const adCard = z.object({
  placementId: z.number().int(),
  videoId: z.number().int(),
  headline: z.string(),
  image: z.string(),
  link: z.string(),
});
export type AdCard = z.infer<typeof adCard>;
export const getAdsData = z.object({ list: z.array(adCard) });

export const countAdEventsBody = z.strictObject({
  /** Placements whose ad was shown in view since the last call (repeats count again). */
  impressions: z.array(idField).max(AD_EVENTS_BATCH_MAX, { error: 'validation.tooMany' }).default([]),
  /** A placement whose ad was tapped: the answer carries its link. */
  tap: idField.optional(),
});
export const countAdEventsData = z.object({
  /** The tapped ad's link, or null when it is unknown or no longer running. */
  link: z.string().nullable(),
});

// ---------- the console ----------

export const adminAdSlot = z.object({
  id: z.number().int(),
  drama: dramaRef,
  firstDay: z.string(),
  days: z.number().int(),
  timeZone: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  /** Placements reserved or paid, and paid alone. */
  taken: z.number().int(),
  paid: z.number().int(),
  rushStartsAt: z.string(),
  rushEndsAt: z.string(),
  /** The rush as anyone sees it: notStarted, inProgress or ended. */
  rush: z.enum(['notStarted', 'inProgress', 'ended']),
  updatedAt: z.string(),
});
export type AdminAdSlot = z.infer<typeof adminAdSlot>;
export const adminAdSlotListBody = pageQuery.extend({ videoId: idField.optional() });

export const saveAdSlotBody = z
  .strictObject({
    id: idField.optional(),
    videoId: idField,
    firstDay: dayField,
    days: intField.min(1).max(AD_DAYS_MAX),
    price: intField
      .min(1, { error: 'validation.amountPositive' })
      .max(AD_PRICE_MAX, { error: 'validation.amountTooLarge' }),
    stock: intField.min(1).max(AD_STOCK_MAX),
    rushStartsAt: instant,
    rushEndsAt: instant,
    reason: text(200, 'validation.reasonRequired'),
  })
  .superRefine((b, ctx) => {
    if (Date.parse(b.rushEndsAt) <= Date.parse(b.rushStartsAt))
      ctx.addIssue({ code: 'custom', path: ['rushEndsAt'], message: 'validation.rushEndAfterStart' });
  });
export type SaveAdSlotBody = z.input<typeof saveAdSlotBody>;

export const adminAdPlacement = z.object({
  id: z.number().int(),
  slotId: z.number().int(),
  drama: dramaRef,
  advertiser: z.object({ id: z.number().int(), email: z.string() }),
  firstDay: z.string(),
  days: z.number().int(),
  startsAt: z.string(),
  endsAt: z.string(),
  price: z.number().int(),
  state: z.enum(AD_PLACEMENT_STATES),
  reservedAt: z.string(),
  payBy: z.string(),
  paidAt: z.string().nullable(),
  headline: z.string().nullable(),
  image: z.string().nullable(),
  link: z.string().nullable(),
  impressions: z.number().int(),
  taps: z.number().int(),
  takenDownAt: z.string().nullable(),
  takeDownReason: z.string().nullable(),
  refundFull: z.boolean(),
  deliveredDays: z.number().int().nullable(),
  refundedDeferred: z.number().int(),
  refundedSettled: z.number().int(),
});
export type AdminAdPlacement = z.infer<typeof adminAdPlacement>;
export const adminAdPlacementListBody = pageQuery.extend({
  slotId: idField.optional(),
  state: z.enum(AD_PLACEMENT_STATES, { error: 'validation.invalidOption' }).optional(),
});

export const takeDownAdBody = z.strictObject({
  id: idField,
  /** Also give back the days already delivered (their settled part comes out of the drama's revenue). */
  refundFull: flag.default(false),
  reason: text(200, 'validation.reasonRequired'),
});
