import { z } from 'zod';
import { countryCodeOf } from './countries.js';

/**
 * Field rules of spec §5. Each rule's message is an i18n key in the `validation`
 * namespace, so the server and both clients show the same localized text.
 */

/** Spec §5: letters, digits and separators either side of the @, lowercase letters at the end. */
export const EMAIL_PATTERN = /^[a-z0-9]+(?:[._+-][a-z0-9]+)*@[a-z0-9]+(?:[.-][a-z0-9]+)*\.[a-z]{2,}$/;

/** The spec's helper: an empty value is valid (required-ness is a separate rule). */
export function isEmail(value: string): boolean {
  return value === '' || EMAIL_PATTERN.test(value.trim().toLowerCase());
}

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
export const CODE_LENGTH = 4;
export const TRADE_PASSWORD_LENGTH = 6;
export const NICKNAME_MAX = 30;
/** Saved shipping addresses and saved withdrawal addresses, each. */
export const SAVED_ADDRESSES_MAX = 50;

export const emailField = z
  .string({ error: 'validation.emailRequired' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'validation.email' })
  .refine((v) => v.length > 0, { error: 'validation.emailRequired', abort: true })
  .refine((v) => EMAIL_PATTERN.test(v), { error: 'validation.email' });

export const passwordField = z
  .string({ error: 'validation.passwordRequired' })
  .refine((v) => v.length > 0, { error: 'validation.passwordRequired', abort: true })
  .refine(
    (v) =>
      v.length >= PASSWORD_MIN &&
      v.length <= PASSWORD_MAX &&
      /[A-Za-z]/.test(v) &&
      /\d/.test(v) &&
      /^[\x21-\x7e]+$/.test(v),
    { error: 'validation.password' },
  );

/** A password given back to be checked (sign-in, old password): any non-empty value. */
export const currentPasswordField = z
  .string({ error: 'validation.passwordRequired' })
  .min(1, { error: 'validation.passwordRequired' })
  .max(128, { error: 'validation.tooLong' });

export const codeField = z
  .string({ error: 'validation.codeRequired' })
  .trim()
  .refine((v) => v.length > 0, { error: 'validation.codeRequired', abort: true })
  .refine((v) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(v), { error: 'validation.code' });

export const tradePasswordField = z
  .string({ error: 'validation.tradePasswordRequired' })
  .refine((v) => v.length > 0, { error: 'validation.tradePasswordRequired', abort: true })
  .refine((v) => new RegExp(`^\\d{${TRADE_PASSWORD_LENGTH}}$`).test(v), {
    error: 'validation.tradePassword',
  });

export const nicknameField = z
  .string({ error: 'validation.nicknameRequired' })
  .trim()
  .min(1, { error: 'validation.nicknameRequired' })
  .max(NICKNAME_MAX, { error: 'validation.nicknameTooLong' });

export const inviteCodeField = z
  .string()
  .trim()
  .max(16, { error: 'validation.inviteCode' })
  .regex(/^[A-Za-z0-9]*$/, { error: 'validation.inviteCode' });

/**
 * "The two passwords entered are inconsistent", attached to the confirm field. It runs even
 * when other fields failed, so the form shows every problem at once.
 */
export function withConfirmation<S extends z.ZodType<Record<string, unknown>>>(
  schema: S,
  field: string,
  confirm: string,
  message = 'validation.passwordsInconsistent',
) {
  return schema.refine((value) => value[confirm] === value[field], {
    path: [confirm],
    message,
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      return (
        typeof value?.[field] === 'string' && typeof value?.[confirm] === 'string' && value[confirm] !== ''
      );
    },
  });
}

export const pageQuery = z.strictObject({
  page: z.number({ error: 'validation.type' }).int({ error: 'validation.integer' }).min(1).default(1),
  pageSize: z
    .number({ error: 'validation.type' })
    .int({ error: 'validation.integer' })
    .min(1)
    .max(100, { error: 'validation.pageSize' })
    .default(20),
});

export interface DescribedIssue {
  field: string;
  rule: string;
  key: string;
  params: Record<string, unknown>;
}

/**
 * Turns a zod issue into a field, a rule name and an i18n key with parameters.
 * Rules with an explicit `validation.*` message keep it; built-in checks get a generic key.
 */
export function describeIssue(issue: z.core.$ZodIssue): DescribedIssue[] {
  const base = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    return issue.keys.map((key) => ({
      field: base ? `${base}.${key}` : key,
      rule: 'unknown_field',
      key: 'validation.unknownField',
      params: { field: key },
    }));
  }
  const field = base || '(body)';
  const explicit = issue.message?.startsWith('validation.') ? issue.message : undefined;
  const input = (issue as { input?: unknown }).input;
  if (issue.code === 'invalid_type' && input === undefined) {
    return [{ field, rule: 'required', key: explicit ?? 'validation.required', params: { field } }];
  }
  let rule: string;
  let key = explicit;
  const params: Record<string, unknown> = { field };
  switch (issue.code) {
    case 'invalid_type':
      rule = 'type';
      key ??= 'validation.type';
      params.expected = issue.expected;
      break;
    case 'too_big':
      rule = 'max';
      params.max = Number(issue.maximum);
      key ??= issue.origin === 'string' ? 'validation.tooLong' : 'validation.tooBig';
      break;
    case 'too_small':
      rule = 'min';
      params.min = Number(issue.minimum);
      key ??= issue.origin === 'string' ? 'validation.tooShort' : 'validation.tooSmall';
      break;
    case 'invalid_value':
      rule = 'enum';
      key ??= 'validation.invalidOption';
      break;
    case 'invalid_format':
      rule = 'format';
      key ??= 'validation.format';
      break;
    default:
      rule = explicit ? explicit.slice('validation.'.length) : issue.code;
      key ??= 'validation.invalid';
  }
  if (explicit && rule === issue.code) rule = explicit.slice('validation.'.length);
  return [{ field, rule, key, params }];
}

/** A street address: at least this many characters, with letters (a street or place name), so "1" is refused. */
export const STREET_MIN = 5;

/** True when a street address is long enough and names something (not only digits and signs). */
export function isStreetAddress(value: string): boolean {
  const v = value.trim();
  return [...v].length >= STREET_MIN && /\p{L}/u.test(v);
}

export const streetField = z
  .string({ error: 'validation.streetRequired' })
  .trim()
  .refine((v) => v.length > 0, { error: 'validation.streetRequired', abort: true })
  .refine((v) => v.length <= 200, { error: 'validation.tooLong', abort: true })
  .refine(isStreetAddress, { error: 'validation.street' });

/** A country of the fixed list, by English name (what addresses store) or alpha-2 code. */
export const countryField = z
  .string({ error: 'validation.countryRequired' })
  .trim()
  .refine((v) => v.length > 0, { error: 'validation.countryRequired', abort: true })
  .refine((v) => countryCodeOf(v) !== undefined, { error: 'validation.countryUnknown' });

/** A place on the map in degrees; null when none was picked. */
export const latitudeField = z
  .number({ error: 'validation.latitude' })
  .min(-90, { error: 'validation.latitude' })
  .max(90, { error: 'validation.latitude' })
  .nullable();
export const longitudeField = z
  .number({ error: 'validation.longitude' })
  .min(-180, { error: 'validation.longitude' })
  .max(180, { error: 'validation.longitude' })
  .nullable();

/** Latitude and longitude come together or not at all; the missing one is named. */
export function coordinatesPaired(
  value: { latitude?: number | null; longitude?: number | null },
  ctx: z.RefinementCtx,
): void {
  const hasLat = value.latitude !== null && value.latitude !== undefined;
  const hasLng = value.longitude !== null && value.longitude !== undefined;
  if (hasLat === hasLng) return;
  ctx.addIssue({
    code: 'custom',
    path: [hasLat ? 'longitude' : 'latitude'],
    message: 'validation.coordinatesPair',
  });
}
