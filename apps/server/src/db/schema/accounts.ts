import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable(
  'users',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    tradePasswordHash: text('trade_password_hash'),
    nickname: text('nickname').notNull(),
    avatar: text('avatar'),
    type: text('type', { enum: ['buyer', 'seller'] })
      .notNull()
      .default('buyer'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    inviteCode: text('invite_code').notNull(),
    inviterId: bigint('inviter_id', { mode: 'number' }),
    /** The language of the user's last sign-in: security mails they did not ask for use it. */
    locale: text('locale').notNull().default('en'),
    /**
     * After a password reset or an email change, withdrawals and transfers wait until this time
     * (so a stolen account cannot be emptied before its owner hears of it), with the reason shown.
     */
    fundsHoldUntil: ts('funds_hold_until'),
    fundsHoldReason: text('funds_hold_reason', { enum: ['password_reset', 'email_changed'] }),
    lastSigninAt: ts('last_signin_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_invite_code_key').on(t.inviteCode),
    index('users_inviter_idx').on(t.inviterId),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const staff = pgTable(
  'staff',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    name: text('name').notNull(),
    roles: text('roles').array().notNull(),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    /** TOTP two-factor secret (base32), sealed with the app secret; set up, then enabled by a first code. */
    totpSecret: text('totp_secret'),
    totpEnabledAt: ts('totp_enabled_at'),
    /** The last time step a code was accepted for: a code works once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    lastSigninAt: ts('last_signin_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('staff_email_key').on(t.email)],
);

/** Opaque bearer sessions for users and staff; only the token's SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: bigint('user_id', { mode: 'number' }).references(() => users.id),
    staffId: bigint('staff_id', { mode: 'number' }).references(() => staff.id),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** SHA-256 of the client's device id (`X-Device-Id`) with the user id: a sign-in from a new one is mailed. */
    deviceHash: text('device_hash'),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
    index('sessions_user_device_idx').on(t.userId, t.deviceHash),
    index('sessions_staff_idx').on(t.staffId),
    check('sessions_one_subject', sql`(${t.userId} is null) <> (${t.staffId} is null)`),
  ],
);

export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    scene: text('scene').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Wrong guesses at this code: their sum per address over a day is capped (then codes lock). */
    failures: integer('failures').notNull().default(0),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('email_codes_email_idx').on(t.email, t.createdAt)],
);

/** Failed sign-ins per account key (known or not, so answers never reveal which emails exist). */
export const signinThrottle = pgTable('signin_throttle', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  windowStartedAt: ts('window_started_at').notNull().defaultNow(),
  lockedUntil: ts('locked_until'),
});
