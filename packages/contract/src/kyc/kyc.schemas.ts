import { z } from 'zod';
import { idField } from '../core/common.js';
import { pageQuery } from '../core/validation.js';

/** Real-name authentication (spec §3, §4): a person, or a company with its licence. */
export const AUTH_TYPES = ['personal', 'company'] as const;
export type AuthType = (typeof AUTH_TYPES)[number];
/** Spec §4: unauthenticated → reviewing → passed or rejected (a rejected form may be sent again). */
export const AUTH_STATUSES = ['unauthenticated', 'reviewing', 'passed', 'rejected'] as const;
export type AuthStatus = (typeof AUTH_STATUSES)[number];
/** The upload folder of ID photos and licences: kept private, never under `/media/`. */
export const AUTH_UPLOAD_PATH = 'auth';

export const REAL_NAME_MAX = 60;
export const ID_NUMBER_PATTERN = /^[A-Za-z0-9-]{4,30}$/;

const required = (key: string, max = 120) =>
  z
    .string({ error: key })
    .trim()
    .refine((v) => v.length > 0, { error: key, abort: true })
    .refine((v) => v.length <= max, { error: 'validation.tooLong' });

/** An uploaded image's address as the upload answered it (the server checks it is the caller's own). */
const imageField = (key: string) => required(key, 500);

export const realNameField = required('validation.realNameRequired', REAL_NAME_MAX);
export const idNumberField = required('validation.idNumberRequired', 30).refine(
  (v) => ID_NUMBER_PATTERN.test(v),
  { error: 'validation.idNumber' },
);

const authFields = {
  realName: realNameField,
  idNumber: idNumberField,
  idFront: imageField('validation.idFrontRequired'),
  idBack: imageField('validation.idBackRequired'),
};

/**
 * A person's form, or a company's with its name, document number and licence. Two shapes chosen by
 * `type`, so a company's missing fields are named together with the others.
 */
export const saveAuthBody = z.discriminatedUnion(
  'type',
  [
    z.strictObject({
      type: z.literal('personal'),
      ...authFields,
      // A form switched back from "company" may still carry these; a person's form ignores them.
      companyName: z.string().max(120, { error: 'validation.tooLong' }).optional(),
      documentNumber: z.string().max(60, { error: 'validation.tooLong' }).optional(),
      licence: z.string().max(500, { error: 'validation.tooLong' }).optional(),
    }),
    z.strictObject({
      type: z.literal('company'),
      ...authFields,
      companyName: required('validation.companyNameRequired', 120),
      documentNumber: required('validation.documentNumberRequired', 60),
      licence: imageField('validation.licenceRequired'),
    }),
  ],
  { error: 'validation.invalidOption' },
);
export type SaveAuthBody = z.input<typeof saveAuthBody>;

/**
 * The owner's own real-name record. Image addresses are signed and short-lived: the pictures are
 * served only through them, to the owner and to staff.
 */
export const userAuth = z.object({
  status: z.enum(AUTH_STATUSES),
  type: z.enum(AUTH_TYPES).nullable(),
  realName: z.string().nullable(),
  idNumber: z.string().nullable(),
  idFront: z.string().nullable(),
  idBack: z.string().nullable(),
  companyName: z.string().nullable(),
  documentNumber: z.string().nullable(),
  licence: z.string().nullable(),
  /** Why staff rejected it (shown with the resubmit button). */
  reason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type UserAuth = z.infer<typeof userAuth>;

export const authListBody = pageQuery.extend({
  status: z.enum(['reviewing', 'passed', 'rejected'], { error: 'validation.invalidOption' }).optional(),
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
});

/** A record in the console's queue (the shape every review queue of the console shows). */
export const adminAuthRecord = z.object({
  id: z.number().int(),
  user: z.object({ id: z.number().int(), email: z.string(), nickname: z.string() }),
  status: z.enum(['reviewing', 'passed', 'rejected']),
  type: z.enum(AUTH_TYPES),
  realName: z.string(),
  idNumber: z.string(),
  /** Signed, short-lived addresses: the images are served to staff through them only. */
  idFront: z.string(),
  idBack: z.string(),
  companyName: z.string().nullable(),
  documentNumber: z.string().nullable(),
  licence: z.string().nullable(),
  rejectReason: z.string().nullable(),
  submittedAt: z.string(),
  reviewedAt: z.string().nullable(),
  reviewer: z.object({ name: z.string() }).nullable(),
  /** The applicant's store, when they registered as a seller or opened one (seller applications). */
  store: z
    .object({
      id: z.number().int(),
      name: z.string(),
      address: z.string(),
      country: z.string().nullable(),
      whatsapp: z.string().nullable(),
    })
    .nullable(),
});
export type AdminAuthRecord = z.infer<typeof adminAuthRecord>;

export const reviewAuthBody = z
  .strictObject({
    id: idField,
    action: z.enum(['approve', 'reject'], { error: 'validation.invalidOption' }),
    reason: z.string().trim().max(500, { error: 'validation.tooLong' }).optional(),
  })
  .refine((v) => v.action !== 'reject' || Boolean(v.reason), {
    path: ['reason'],
    message: 'validation.reasonRequired',
  });
export type ReviewAuthBody = z.input<typeof reviewAuthBody>;
