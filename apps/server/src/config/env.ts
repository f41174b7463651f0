import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** An IANA time zone name, checked at start (default UTC). */
const timeZone = z
  .string()
  .refine(
    (tz) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: tz });
        return true;
      } catch {
        return false;
      }
    },
    { error: 'must be an IANA time zone such as UTC or Asia/Singapore' },
  )
  .default('UTC');

/** Every setting the server reads, parsed once at start; a bad value stops the start with a clear message. */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://shop.example.com' }).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  /**
   * A read replica for the public catalog and drama lists (issue 18 part 5); without it those reads
   * go to the primary. Everything a caller writes and reads back stays on the primary.
   */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
    .optional(),
  /**
   * Named prepared statements for the query texts the server repeats (decision 63). Turn off behind
   * a pooler in transaction mode that cannot keep them (PgBouncer before 1.21).
   */
  DATABASE_PREPARED_STATEMENTS: bool.default(true),
  PG_PORT: z.coerce.number().int().min(1024).max(65535).default(54329),
  /** The embedded PostgreSQL loads `pg_stat_statements` (a diagnosis aid; the benchmarks use it). */
  PG_STAT_STATEMENTS: bool.default(false),
  RESET_DATA: bool.default(false),
  SEED_DEMO: bool.default(true),
  ENTRY: z.enum(['mall', 'tv'], { error: 'must be mall or tv' }).default('mall'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_TTL_DAYS: z.coerce.number().positive().max(365).default(7),
  STAFF_SESSION_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(12),
  /** Absolute session lifetimes from sign-in: sliding use never keeps a token alive past these. */
  SESSION_MAX_DAYS: z.coerce.number().positive().max(365).default(30),
  STAFF_SESSION_MAX_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 90)
    .default(24),
  /** Staff with the admin or finance role must sign in with a TOTP code (set it up first). */
  STAFF_TOTP_REQUIRED: bool.default(false),
  /** Seals staff TOTP secrets at rest (at least 32 characters; generated once in DATA_DIR when unset). */
  TOTP_SECRET_KEY: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('DramaMall <no-reply@dramamall.local>'),
  DEMO_STAFF_EMAIL: z.string().email().default('admin@demo.local'),
  DEMO_STAFF_PASSWORD: z.string().min(8).default('Demo12345'),
  RATE_LIMIT_MULTIPLIER: z.coerce.number().positive().default(1),
  SIGNIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  SIGNIN_LOCK_MINUTES: z.coerce.number().int().min(1).default(15),
  SIGNIN_SLOWDOWN_MS: z.coerce.number().int().min(0).max(10_000).default(800),
  TRUST_PROXY: bool.default(false),
  /** Crypto deposits are regulated in many places (DESIGN §3): off turns every network's deposits off. */
  FEATURE_CRYPTO_DEPOSITS: bool.default(true),
  /**
   * Revenue sharing on dramas' copyrights and the ad placements that feed it are regulated in many
   * places (DESIGN §3): off hides the whole feature (its calls answer FEATURE_OFF, its pages and links go).
   */
  FEATURE_REVENUE_SHARE: bool.default(true),
  /** The IANA time zone whose 00:00 closes a settlement day of the revenue share (stated on its pages). */
  REVENUE_SHARE_TZ: timeZone,
  /**
   * The disclosed deduction from a drama's gross revenue before the share is computed (payment
   * processing and delivery), in basis points (1,000 = 10 %); shown on the revenue-share pages.
   */
  REVENUE_SHARE_DEDUCTION_BP: z.coerce.number().int().min(0).max(5000).default(1000),
  /**
   * Merchant loans are regulated in many places (DESIGN §3): off hides them (their calls answer
   * FEATURE_OFF, the pages and links go, the daily loan job posts nothing new).
   */
  FEATURE_LOANS: bool.default(true),
  /** The IANA time zone of loans' due dates; the daily loan job runs at its 00:00 (stated on the pages). */
  LOAN_TZ: timeZone,
  /**
   * The points lottery is a prize draw, regulated in many places (DESIGN §3): off hides it (its
   * calls answer FEATURE_OFF, the page and links go; decision 55).
   */
  FEATURE_LOTTERY: bool.default(true),
  /** The IANA time zone whose calendar day the daily points check-in counts in (stated on the page). */
  CHECKIN_TZ: timeZone,
  /** Withdrawals of at least this many wallet minor units need two different approvers. */
  WITHDRAW_DUAL_APPROVAL_MINOR: z.coerce.number().int().positive().default(100_000),
  /** Marketplace: an unpaid order is cancelled and its stock released after this many minutes. */
  ORDER_PAY_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /** A shipped order completes by itself after this many days (the buyer's return window). */
  ORDER_AUTO_CONFIRM_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  /** Platform commission on a completed order, in basis points of its total (500 = 5%). */
  PLATFORM_COMMISSION_BPS: z.coerce.number().int().min(0).max(5000).default(500),
  /** Payments above this many wallet minor units need the trade password. */
  PAY_TRADE_PASSWORD_OVER_MINOR: z.coerce.number().int().min(0).default(50_000),
  /** Public catalog reads (product lists and pages) are shared for this long; 0 turns it off. */
  /** Signs media URLs of episodes (at least 32 characters); every node of one deployment needs the same. */
  MEDIA_URL_SECRET: z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
  /**
   * Server processes on this machine (issue 18): one by default; `auto` runs one per core (node:cluster,
   * all listening on PORT). The first process also runs the scheduled jobs and the transcoder.
   */
  WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)], {
      error: 'must be auto or a number of processes from 1 to 64',
    })
    .default(1),
  /** Transcode waiting episodes in this process (any number of nodes may). */
  VIDEO_WORKER: bool.default(true),
  /** Seed demo dramas whose episodes are generated and transcoded in the background. */
  DEMO_VIDEOS: bool.default(true),
  /**
   * Map tiles under the offline world map of /choose-location and /open-location, as a URL template
   * with {z}, {x} and {y} (an OpenStreetMap-style raster tile server). Unset: the map is the vector
   * world shipped with the app and the browser asks no other server.
   */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s"'<>]+$/, { error: 'must be an http(s) URL template' })
    .refine((v) => ['{z}', '{x}', '{y}'].every((p) => v.includes(p)), {
      error: 'must contain {z}, {x} and {y}, such as https://tiles.example.com/{z}/{x}/{y}.png',
    })
    .optional(),
  CATALOG_CACHE_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  /**
   * Media on an S3-compatible object store (decision 57): set S3_BUCKET (with the keys) and every
   * upload, poster, private ID image and episode HLS file is written to and read from the bucket,
   * so any number of nodes serve the same media. Unset: the local disk under DATA_DIR, as always.
   * The endpoint of a store other than AWS S3 (R2, B2, MinIO, GCS), e.g. https://<id>.r2.cloudflarestorage.com.
   */
  S3_ENDPOINT: z.url({ error: 'must be a URL such as https://s3.eu-west-1.amazonaws.com' }).optional(),
  /** The bucket's region (`auto` for Cloudflare R2). */
  S3_REGION: z.string().min(1).default('us-east-1'),
  /** The bucket holding the media; the store is used only when this is set. */
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, { error: 'must be an S3 bucket name (a-z, 0-9, dot, dash)' })
    .optional(),
  /** The access key; unset: the SDK's usual chain (instance role, AWS_* variables, profile). */
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** Address the bucket as `endpoint/bucket/key` (MinIO and most self-hosted stores need this). */
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** A folder inside the bucket for this deployment's media (e.g. `prod/`); empty by default. */
  S3_PREFIX: z
    .string()
    .regex(/^(?:[\w.-]+\/)*$/, { error: 'must be folder names each ending in /, such as prod/' })
    .default(''),
});

export type Config = z.infer<typeof schema> & {
  dataDir: string;
  webDist: string;
  /** The server rendering of the web client's entry pages, when built (decision 0060). */
  webServerEntry: string;
  adminDist: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const root = path.resolve(import.meta.dirname, '../../../..');
  return {
    ...parsed.data,
    dataDir: path.resolve(root, parsed.data.DATA_DIR),
    webDist: path.join(root, 'apps/web/dist'),
    webServerEntry: path.join(root, 'apps/web/dist-ssr/entry-server.js'),
    adminDist: path.join(root, 'apps/admin/dist'),
  };
}
