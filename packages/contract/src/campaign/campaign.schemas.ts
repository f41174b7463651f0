import { z } from 'zod';
import { goodsCard } from '../catalog/catalog.schemas.js';
import { idField } from '../core/common.js';
import { text } from '../core/fields.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../core/locales.js';
import {
  isImagePath,
  inReaderLanguage,
  languageWords,
  translationLocale,
  wordFields,
} from '../content/content.schemas.js';
import { videoCard } from '../drama/drama.schemas.js';
import { dealCard } from '../task/task.schemas.js';
import { storeVoucher } from '../voucher/voucher.schemas.js';

/**
 * The seasonal campaigns (spec §1, §2; issue 17 part 4; decision 56): a page per campaign built
 * from what staff write in the console, live only inside its window.
 */
export const CAMPAIGN_KEYS = ['halloween', 'christmas'] as const;
export type CampaignKey = (typeof CAMPAIGN_KEYS)[number];

/** The time zones staff state a window in (the page shows the dates in it). */
export const CAMPAIGN_TIME_ZONES = [
  'UTC',
  'America/New_York',
  'America/Los_Angeles',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Paris',
  'Europe/Moscow',
  'Asia/Dubai',
  'Asia/Jakarta',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
] as const;
export type CampaignTimeZone = (typeof CAMPAIGN_TIME_ZONES)[number];

/** Limits of a campaign's words and lists. */
export const CAMPAIGN_TITLE_MAX = 60;
export const CAMPAIGN_SUBTITLE_MAX = 160;
export const CAMPAIGN_CTA_MAX = 24;
export const CAMPAIGN_LIST_MAX = 20;

/** Where a campaign's page lives in the apps. */
export const campaignPath = (key: CampaignKey) => `/campaign/${key}`;

// ---------- the window, in a stated time zone ----------

/** A wall-clock time in a time zone, as staff type it: `2026-12-24T18:00`. */
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallClockOf(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { y: n('year'), mo: n('month'), d: n('day'), h: n('hour'), mi: n('minute'), s: n('second') };
}

/** How far `timeZone`'s clock is ahead of UTC at `at`, in ms. */
function offsetAt(at: Date, timeZone: string): number {
  const w = wallClockOf(at, timeZone);
  const asUtc = Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi, w.s);
  return asUtc - Math.floor(at.getTime() / 1000) * 1000;
}

/** Whether `value` is a real wall-clock time (`2026-02-30T10:00` is not). */
export function isLocalTime(value: string): boolean {
  const m = LOCAL_TIME.exec(value);
  if (!m) return false;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const at = new Date(Date.UTC(y, mo - 1, d, h, mi));
  return (
    at.getUTCFullYear() === y && at.getUTCMonth() === mo - 1 && at.getUTCDate() === d && h < 24 && mi < 60
  );
}

/** The instant a wall-clock time (`2026-12-24T18:00`) names in `timeZone`. */
export function zonedToInstant(local: string, timeZone: string): Date {
  const m = LOCAL_TIME.exec(local);
  if (!m) throw new RangeError(`not a local time: ${local}`);
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  const guess = Date.UTC(y, mo - 1, d, h, mi);
  // Twice: the offset at the guess may differ from the offset at the answer across a DST change.
  const first = guess - offsetAt(new Date(guess), timeZone);
  return new Date(guess - offsetAt(new Date(first), timeZone));
}

/** The wall-clock time (`2026-12-24T18:00`) of an instant in `timeZone`. */
export function instantToZoned(at: Date, timeZone: string): string {
  const w = wallClockOf(at, timeZone);
  const p = (v: number) => String(v).padStart(2, '0');
  return `${w.y}-${p(w.mo)}-${p(w.d)}T${p(w.h)}:${p(w.mi)}`;
}

export const CAMPAIGN_STATES = ['upcoming', 'running', 'ended'] as const;
export type CampaignState = (typeof CAMPAIGN_STATES)[number];

/** Where `now` stands in the window: the start counts as running, the end as ended. */
export function campaignState(
  window: { startsAt: Date | string; endsAt: Date | string },
  now: Date,
): CampaignState {
  const start = new Date(window.startsAt).getTime();
  const end = new Date(window.endsAt).getTime();
  if (now.getTime() < start) return 'upcoming';
  return now.getTime() < end ? 'running' : 'ended';
}

// ---------- buyers ----------

export const campaignKeyField = z.enum(CAMPAIGN_KEYS, { error: 'validation.invalidOption' });
export const campaignBody = z.strictObject({ key: campaignKeyField });

/** The words of a campaign in the reader's language, or English with `fallback`. */
const campaignWords = {
  title: z.string(),
  subtitle: z.string(),
  cta: z.string(),
  locale: z.enum(LOCALES),
  fallback: z.boolean(),
};

/**
 * A campaign's page: the window and its words always; what it features only while it runs (the
 * page outside the window says it is not running, with the dates).
 */
export const campaignData = z.object({
  key: z.enum(CAMPAIGN_KEYS),
  state: z.enum(CAMPAIGN_STATES),
  running: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.enum(CAMPAIGN_TIME_ZONES),
  /** The server's time of the answer: the countdown runs from it, not from the device's clock. */
  serverTime: z.string(),
  image: z.string(),
  ...campaignWords,
  goods: z.array(goodsCard),
  dramas: z.array(videoCard),
  /** The campaign's store vouchers buyers can use now. */
  vouchers: z.array(storeVoucher),
  /** The campaign's group-buy deals still open (running, or timed and not started yet). */
  deals: z.array(dealCard),
});
export type CampaignData = z.infer<typeof campaignData>;

/** The running campaign's banner for the marketplace and drama homes (one slot), or none. */
export const campaignBanner = z.object({
  key: z.enum(CAMPAIGN_KEYS),
  image: z.string(),
  ...campaignWords,
  endsAt: z.string(),
  timeZone: z.enum(CAMPAIGN_TIME_ZONES),
  serverTime: z.string(),
  link: z.string(),
});
export type CampaignBanner = z.infer<typeof campaignBanner>;
export const runningCampaignData = z.object({ banner: campaignBanner.nullable() });

export interface CampaignText {
  title: string;
  subtitle: string;
  cta: string;
}

/** A stored campaign's words for a reader (decision 32's fallback to English). */
export function campaignWordsFor(
  row: CampaignText & { translations: Partial<Record<string, CampaignText>> },
  locale: Locale,
) {
  const english = { title: row.title, subtitle: row.subtitle, cta: row.cta };
  const shown = inReaderLanguage(
    locale === DEFAULT_LOCALE ? undefined : row.translations[locale],
    english,
    locale,
  );
  return { ...shown.text, locale: shown.locale, fallback: shown.fallback };
}

// ---------- console ----------

const CAMPAIGN_WORDS_MAX = {
  title: CAMPAIGN_TITLE_MAX,
  subtitle: CAMPAIGN_SUBTITLE_MAX,
  cta: CAMPAIGN_CTA_MAX,
};
const { title: titleField, subtitle: subtitleField, cta: ctaField } = wordFields(CAMPAIGN_WORDS_MAX);
/** One language's words of a campaign's hero. */
export const campaignLanguageWords = languageWords(CAMPAIGN_WORDS_MAX);

const idList = z
  .array(idField, { error: 'validation.type' })
  .max(CAMPAIGN_LIST_MAX, { error: 'validation.tooMany' })
  .default([]);
const localTime = z
  .string({ error: 'validation.dateTime' })
  .trim()
  .refine(isLocalTime, { error: 'validation.dateTime' });

export const saveCampaignBody = z
  .strictObject({
    key: campaignKeyField,
    /** Wall-clock times in `timeZone`, `2026-12-24T18:00`. */
    start: localTime,
    end: localTime,
    timeZone: z.enum(CAMPAIGN_TIME_ZONES, { error: 'validation.invalidOption' }),
    image: z
      .string({ error: 'validation.imageRequired' })
      .trim()
      .min(1, { error: 'validation.imageRequired', abort: true })
      .refine(isImagePath, { error: 'validation.image' }),
    title: titleField.min(1, { error: 'validation.titleRequired' }),
    subtitle: subtitleField.default(''),
    cta: ctaField.default(''),
    /** Left out on a change, the stored translations stay. */
    translations: z.partialRecord(translationLocale, campaignLanguageWords).optional(),
    /** Featured products, dramas and store vouchers, in the order the page shows them. */
    goodsIds: idList,
    videoIds: idList,
    voucherIds: idList,
    /** Group-buy deals (issue 17 part 1), each open when saved; the page shows those still open. */
    dealIds: idList,
    reason: text(200, 'validation.reasonRequired'),
  })
  .superRefine((value, ctx) => {
    if (isLocalTime(value.start) && isLocalTime(value.end) && value.end <= value.start)
      ctx.addIssue({ code: 'custom', path: ['end'], message: 'validation.campaignEndAfterStart' });
  });
export type SaveCampaignBody = z.input<typeof saveCampaignBody>;

export const adminCampaign = z.object({
  key: z.enum(CAMPAIGN_KEYS),
  /** False until staff first save it: the page answers "not running". */
  configured: z.boolean(),
  state: z.enum(CAMPAIGN_STATES),
  start: z.string(),
  end: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.enum(CAMPAIGN_TIME_ZONES),
  image: z.string(),
  title: z.string(),
  subtitle: z.string(),
  cta: z.string(),
  translations: z.partialRecord(
    z.enum(LOCALES),
    z.object({ title: z.string(), subtitle: z.string(), cta: z.string() }),
  ),
  goodsIds: z.array(z.number().int()),
  videoIds: z.array(z.number().int()),
  voucherIds: z.array(z.number().int()),
  dealIds: z.array(z.number().int()),
  updatedAt: z.string().nullable(),
});
export type AdminCampaign = z.infer<typeof adminCampaign>;
export const adminCampaignListData = z.object({ list: z.array(adminCampaign) });

// ---------- the console's pickers ----------

/** What a campaign features, one picker each in the console. */
export const CAMPAIGN_ITEM_KINDS = ['goods', 'drama', 'voucher', 'deal'] as const;
export type CampaignItemKind = (typeof CAMPAIGN_ITEM_KINDS)[number];

/**
 * Items for a picker: with `ids`, those items in that order whatever their state (to name what is
 * chosen); otherwise up to 20 items a campaign may feature now, by a keyword (a product's or deal
 * product's title, a drama's title, a voucher's store name).
 */
export const searchCampaignItemsBody = z.strictObject({
  kind: z.enum(CAMPAIGN_ITEM_KINDS, { error: 'validation.invalidOption' }),
  keyword: z.string({ error: 'validation.type' }).trim().max(100, { error: 'validation.tooLong' }).optional(),
  ids: z
    .array(idField, { error: 'validation.type' })
    .max(CAMPAIGN_LIST_MAX, { error: 'validation.tooMany' })
    .optional(),
});

/** One item as a picker shows it: name and picture ('' for a voucher), and the figure that tells it apart. */
export const campaignItem = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  /** The store selling it ('' for a drama). */
  store: z.string(),
  /** A product's price, a deal's price, a voucher's amount off; null for a drama. */
  amount: z.number().int().nullable(),
  /** A voucher's minimum spend; null otherwise. */
  minSpend: z.number().int().nullable(),
  /** A deal's participants so far and target; null otherwise. */
  progress: z.object({ joined: z.number().int(), target: z.number().int() }).nullable(),
  /** Whether a save would take it now (on sale, published, running voucher, open deal). */
  available: z.boolean(),
});
export type CampaignItem = z.infer<typeof campaignItem>;
export const campaignItemsData = z.object({ list: z.array(campaignItem) });
