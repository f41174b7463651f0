import { z } from 'zod';
import { legalVersionsField } from '../content/content.schemas.js';
import { PHONE_PATTERN, STORE_ADDRESS_MAX, STORE_NAME_MAX } from '../catalog/catalog.schemas.js';
import {
  codeField,
  countryField,
  currentPasswordField,
  emailField,
  inviteCodeField,
  nicknameField,
  passwordField,
  tradePasswordField,
  pageQuery,
  withConfirmation,
} from '../core/validation.js';

/** What a verification code is for; a code only works for the scene it was sent for. */
export const CODE_SCENES = ['signup', 'resetPassword', 'tradePassword', 'changeEmail', 'withdraw'] as const;
export const codeScene = z.enum(CODE_SCENES, { error: 'validation.invalidOption' });
export type CodeScene = z.infer<typeof codeScene>;

export const CODE_TTL_SECONDS = 600;
export const CODE_RESEND_SECONDS = 60;
export const CODE_MAX_ATTEMPTS = 5;
/** Per address and rolling day: codes sent, and wrong guesses over all its codes (then codes lock). */
export const CODE_DAILY_SENDS = 10;
export const CODE_DAILY_FAILURES = 10;
/** Withdrawals and transfers wait this long after a password reset or an email change. */
export const FUNDS_HOLD_HOURS = 24;

export const sendCodeBody = z.strictObject({ email: emailField, scene: codeScene });
export const sendCodeData = z.object({
  resendAfterSeconds: z.number().int(),
  expiresInSeconds: z.number().int(),
});

export const checkCodeBody = z.strictObject({ email: emailField, scene: codeScene, code: codeField });
export const checkCodeData = z.object({ valid: z.literal(true) });

export const USER_TYPES = ['buyer', 'seller'] as const;

export const userInfo = z.object({
  id: z.number().int(),
  email: z.string(),
  nickname: z.string(),
  avatar: z.string().nullable(),
  type: z.enum(USER_TYPES),
  inviteCode: z.string(),
  hasTradePassword: z.boolean(),
  createdAt: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

export const sessionData = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: userInfo,
});
export type SessionData = z.infer<typeof sessionData>;

export const signupBody = withConfirmation(
  z.strictObject({
    email: emailField,
    password: passwordField,
    confirmPassword: z.string({ error: 'validation.confirmRequired' }).min(1, {
      error: 'validation.confirmRequired',
    }),
    code: codeField,
    inviteCode: inviteCodeField.optional(),
    agree: z.literal(true, { error: 'validation.agreementRequired' }),
    /** The agreement versions the form linked to; left out, the server records the current ones. */
    legalVersions: legalVersionsField,
  }),
  'password',
  'confirmPassword',
);
export type SignupBody = z.input<typeof signupBody>;

/** A store's name, address and contact at registration or when a buyer opens one (spec §5); the same limits as the store's settings. */
export const storeNameField = z
  .string({ error: 'validation.storeNameRequired' })
  .trim()
  .refine((v) => v.length > 0, { error: 'validation.storeNameRequired', abort: true })
  .refine((v) => v.length <= STORE_NAME_MAX, { error: 'validation.tooLong' });
export const storeAddressField = z
  .string({ error: 'validation.storeAddressRequired' })
  .trim()
  .refine((v) => v.length > 0, { error: 'validation.storeAddressRequired', abort: true })
  .refine((v) => v.length <= STORE_ADDRESS_MAX, { error: 'validation.tooLong' });
export const whatsappField = z
  .string({ error: 'validation.whatsappRequired' })
  .trim()
  .refine((v) => v.length > 0, { error: 'validation.whatsappRequired', abort: true })
  .refine((v) => PHONE_PATTERN.test(v), { error: 'validation.whatsapp' });

const storeFields = {
  storeName: storeNameField,
  storeAddress: storeAddressField,
  country: countryField,
  whatsapp: whatsappField,
};

export const openStoreBody = z.strictObject(storeFields);
export type OpenStoreBody = z.input<typeof openStoreBody>;
export const openStoreData = z.object({ storeId: z.number().int(), name: z.string(), user: userInfo });

/**
 * Seller registration (spec §2, §5): the buyer's sign-up fields with a required invitation code
 * (any user's) and the store's fields. The real-name form follows, signed in (decision 33).
 */
export const sellerSignupBody = withConfirmation(
  z.strictObject({
    email: emailField,
    password: passwordField,
    confirmPassword: z.string({ error: 'validation.confirmRequired' }).min(1, {
      error: 'validation.confirmRequired',
    }),
    code: codeField,
    inviteCode: z
      .string({ error: 'validation.inviteCodeRequired' })
      .trim()
      .refine((v) => v.length > 0, { error: 'validation.inviteCodeRequired', abort: true })
      .pipe(inviteCodeField),
    ...storeFields,
    agree: z.literal(true, { error: 'validation.agreementRequired' }),
    legalVersions: legalVersionsField,
  }),
  'password',
  'confirmPassword',
);
export type SellerSignupBody = z.input<typeof sellerSignupBody>;

export const signinBody = z.strictObject({ email: emailField, password: currentPasswordField });
export type SigninBody = z.input<typeof signinBody>;

export const updatePwdBody = withConfirmation(
  z.strictObject({
    oldPassword: currentPasswordField,
    password: passwordField,
    confirmPassword: z.string({ error: 'validation.confirmRequired' }).min(1, {
      error: 'validation.confirmRequired',
    }),
  }),
  'password',
  'confirmPassword',
);
export type UpdatePwdBody = z.input<typeof updatePwdBody>;

/**
 * A trade password is changed with the current one or an email code, and set for the first time
 * with an email code: never with the login session alone (a stolen session or password must not
 * reach the money). The server decides which proof the account needs.
 */
export const updateTradePwdBody = withConfirmation(
  z.strictObject({
    tradePassword: tradePasswordField,
    confirmTradePassword: z.string({ error: 'validation.confirmRequired' }).min(1, {
      error: 'validation.confirmRequired',
    }),
    oldTradePassword: z
      .string({ error: 'validation.tradePasswordRequired' })
      .min(1, { error: 'validation.tradePasswordRequired' })
      .max(32, { error: 'validation.tooLong' })
      .optional(),
    code: codeField.optional(),
  }),
  'tradePassword',
  'confirmTradePassword',
).refine((v) => Boolean(v.oldTradePassword || v.code), {
  path: ['code'],
  message: 'validation.codeRequired',
});
export type UpdateTradePwdBody = z.input<typeof updateTradePwdBody>;

export const resetPwdBody = withConfirmation(
  z.strictObject({
    email: emailField,
    code: codeField,
    password: passwordField,
    confirmPassword: z.string({ error: 'validation.confirmRequired' }).min(1, {
      error: 'validation.confirmRequired',
    }),
  }),
  'password',
  'confirmPassword',
);
export type ResetPwdBody = z.input<typeof resetPwdBody>;

export const updateInfoBody = z.strictObject({
  nickname: nicknameField,
  avatar: z.string().max(500, { error: 'validation.tooLong' }).nullable().optional(),
});
export type UpdateInfoBody = z.input<typeof updateInfoBody>;

/** A new address proven by its code, and the account's password (a stolen session alone cannot move it). */
export const updateEmailBody = z.strictObject({
  email: emailField,
  code: codeField,
  password: currentPasswordField,
});
export type UpdateEmailBody = z.input<typeof updateEmailBody>;

// ---------- console: users ----------

export const USER_STATUSES = ['active', 'disabled'] as const;

export const userListBody = pageQuery.extend({
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  status: z.enum(USER_STATUSES, { error: 'validation.invalidOption' }).optional(),
});
export const adminUser = userInfo.extend({
  status: z.enum(USER_STATUSES),
  inviterId: z.number().int().nullable(),
  lastSigninAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUser>;

export const userDetailBody = z.strictObject({ id: z.number({ error: 'validation.type' }).int().positive() });
export const adminUserDetail = adminUser.extend({
  activeSessions: z.number().int(),
  invitees: z.number().int(),
  inviterEmail: z.string().nullable(),
});

export const setUserStatusBody = z.strictObject({
  id: z.number({ error: 'validation.type' }).int().positive(),
  status: z.enum(USER_STATUSES, { error: 'validation.invalidOption' }),
  reason: z
    .string({ error: 'validation.reasonRequired' })
    .trim()
    .min(1, { error: 'validation.reasonRequired' })
    .max(500, { error: 'validation.tooLong' }),
});
