import { z } from 'zod';
import { STAFF_ROLES, type StaffRole } from '../core/endpoint.js';
import { currentPasswordField, pageQuery, emailField } from '../core/validation.js';

/** Console members themselves: sign-in, two-factor, the dev outbox and the audit log. */

/** Roles that approve money or manage staff: two-factor sign-in is required of them when configured. */
export const TOTP_ROLES: readonly StaffRole[] = ['admin', 'finance'];
export const TOTP_DIGITS = 6;

export const staffInfo = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  roles: z.array(z.enum(STAFF_ROLES)),
  /** Two-factor sign-in: on for this member; required of them (and not yet set up). */
  totpEnabled: z.boolean(),
  totpRequired: z.boolean(),
  /** The dev outbox is readable (no SMTP configured, admin role). */
  outbox: z.boolean(),
  /** The revenue share (a regulated feature, `FEATURE_REVENUE_SHARE`) is offered: its sections show. */
  revenueShare: z.boolean(),
  /** Merchant loans (a regulated feature, `FEATURE_LOANS`) are offered: their sections show. */
  loans: z.boolean(),
  /** The points lottery (a regulated feature, `FEATURE_LOTTERY`) is offered: its sections show. */
  lottery: z.boolean(),
});
export type StaffInfo = z.infer<typeof staffInfo>;

export const totpField = z
  .string({ error: 'validation.totp' })
  .trim()
  .regex(new RegExp(`^\\d{${TOTP_DIGITS}}$`), { error: 'validation.totp' });

/** `totp` is asked for (STAFF_TOTP_INVALID with field `totp`) when the member has two-factor sign-in on. */
export const staffSigninBody = z.strictObject({
  email: emailField,
  password: currentPasswordField,
  totp: totpField.optional(),
});
export const totpSetupData = z.object({
  /** Base32, for typing into an authenticator app by hand. */
  secret: z.string(),
  /** `otpauth://totp/…`, shown as a QR code. */
  uri: z.string(),
});
export const totpCodeBody = z.strictObject({ totp: totpField });
export const staffSessionData = z.object({ token: z.string(), expiresAt: z.string(), staff: staffInfo });

export const outboxListBody = pageQuery.extend({
  to: z.string().trim().max(254, { error: 'validation.tooLong' }).optional(),
});
export const outboxMail = z.object({
  id: z.number().int(),
  to: z.string(),
  kind: z.enum(['code', 'notice']),
  subject: z.string(),
  text: z.string(),
  transport: z.enum(['smtp', 'outbox']),
  error: z.string().nullable(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof outboxMail>;

export const auditListBody = pageQuery.extend({
  action: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
});
export const auditEntry = z.object({
  id: z.number().int(),
  actorType: z.enum(['staff', 'user', 'system']),
  actorId: z.number().int().nullable(),
  actorName: z.string().nullable(),
  action: z.string(),
  targetType: z.string().nullable(),
  targetId: z.string().nullable(),
  reason: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()).nullable(),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;
