import { z } from 'zod';
import { idField } from '../core/common.js';
import { countryField, emailField, pageQuery } from '../core/validation.js';
import { countryCodeOf } from '../core/countries.js';
import { isHttpsUrl } from '../content/content.schemas.js';
import { storeLevel } from '../catalog/catalog.schemas.js';

/**
 * The marketing pages (issue 14 part 7): the seller landing's figures, read from configuration,
 * and the creator and partner applications staff review in the console (decision 46).
 */

// ---------- /sell: the terms a seller works under, as configured ----------

/** A withdrawal network's minimum and fee (wallet minor units), as the wallet applies them. */
export const withdrawalTerm = z.object({
  currency: z.string(),
  network: z.string(),
  minWithdraw: z.number().int(),
  withdrawFee: z.number().int(),
});
export type WithdrawalTerm = z.infer<typeof withdrawalTerm>;

export const sellTermsData = z.object({
  /** The platform's commission on each completed order, in basis points (what orders record). */
  commissionBps: z.number().int(),
  /** The networks a seller can withdraw to now, with their minimum and fee. */
  withdrawals: z.array(withdrawalTerm),
  /** The store level table in force: sales to reach, product limit, margin on warehouse products. */
  levels: z.array(storeLevel),
});
export type SellTermsData = z.infer<typeof sellTermsData>;

// ---------- creator and partner applications ----------

/** Creators publish dramas and short videos and sell through stores; partners are regional agencies and logistics. */
export const APPLICATION_KINDS = ['creator', 'partner'] as const;
export type ApplicationKind = (typeof APPLICATION_KINDS)[number];
export const APPLICATION_STATUSES = ['reviewing', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
/**
 * How large the applicant is, in four brackets: a creator's audience (followers: under 10k,
 * 10k–100k, 100k–1M, over 1M), a partner's team (1–10, 11–50, 51–200, over 200 people).
 */
export const APPLICATION_SIZES = ['tier1', 'tier2', 'tier3', 'tier4'] as const;
export type ApplicationSize = (typeof APPLICATION_SIZES)[number];

export const APPLICATION_NAME_MAX = 80;
export const APPLICATION_LINK_MAX = 300;
export const APPLICATION_MESSAGE_MAX = 1000;

const required = (key: string, max: number) =>
  z
    .string({ error: key })
    .trim()
    .refine((v) => v.length > 0, { error: key, abort: true })
    .max(max, { error: 'validation.tooLong', abort: true });

/** A channel or company address; "youtube.com/@me" is taken as https://youtube.com/@me. */
export const applicationLinkField = required('validation.linkRequired', APPLICATION_LINK_MAX)
  .transform((v) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(v) ? v : `https://${v}`))
  .refine((v) => isHttpsUrl(v), { error: 'validation.httpsUrl' });

export const applyBody = z.strictObject({
  kind: z.enum(APPLICATION_KINDS, { error: 'validation.invalidOption' }),
  name: required('validation.nameRequired', APPLICATION_NAME_MAX),
  email: emailField,
  /** A country of the fixed list; stored as its alpha-2 code. */
  country: countryField.transform((v) => countryCodeOf(v)!),
  link: applicationLinkField,
  size: z.enum(APPLICATION_SIZES, { error: 'validation.sizeRequired' }),
  message: required('validation.messageRequired', APPLICATION_MESSAGE_MAX),
  agree: z.literal(true, { error: 'validation.agreementRequired' }),
});
export type ApplyBody = z.input<typeof applyBody>;

/** An application as its applicant sees it. */
export const myApplication = z.object({
  id: z.number().int(),
  kind: z.enum(APPLICATION_KINDS),
  status: z.enum(APPLICATION_STATUSES),
  name: z.string(),
  link: z.string(),
  /** Why staff declined it. */
  reason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
});
export type MyApplication = z.infer<typeof myApplication>;
export const myApplicationsData = z.object({ list: z.array(myApplication) });

export const applicationListBody = pageQuery.extend({
  kind: z.enum(APPLICATION_KINDS, { error: 'validation.invalidOption' }).optional(),
  status: z.enum(APPLICATION_STATUSES, { error: 'validation.invalidOption' }).optional(),
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
});

/** A row of the console's queue. */
export const adminApplicationRecord = z.object({
  id: z.number().int(),
  kind: z.enum(APPLICATION_KINDS),
  status: z.enum(APPLICATION_STATUSES),
  name: z.string(),
  email: z.string(),
  /** Alpha-2. */
  country: z.string(),
  link: z.string(),
  size: z.enum(APPLICATION_SIZES),
  message: z.string(),
  /** The language the applicant wrote in: the outcome is mailed in it. */
  locale: z.string(),
  /** The account that applied, when the applicant was signed in. */
  user: z.object({ id: z.number().int(), email: z.string() }).nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewer: z.object({ name: z.string() }).nullable(),
  rejectReason: z.string().nullable(),
});
export type AdminApplicationRecord = z.infer<typeof adminApplicationRecord>;

export const reviewApplicationBody = z
  .strictObject({
    id: idField,
    action: z.enum(['approve', 'reject'], { error: 'validation.invalidOption' }),
    reason: z.string().trim().max(500, { error: 'validation.tooLong' }).optional(),
  })
  .refine((v) => v.action !== 'reject' || Boolean(v.reason), {
    path: ['reason'],
    message: 'validation.reasonRequired',
  });
export type ReviewApplicationBody = z.input<typeof reviewApplicationBody>;
