import { z } from 'zod';

/** The console's overview: figures of the day, the queues waiting for staff, the trends and the alerts. */

/** The day boundaries of every figure: UTC, as the drama revenue's days (stated on the page). */
export const OVERVIEW_TIME_ZONE = 'UTC';
/** The lengths of the trend a staff member may ask for. */
export const OVERVIEW_DAYS = [14, 30] as const;
/** A queue item waiting longer than this raises an alert. */
export const OVERVIEW_STALE_HOURS = 24;
/** Books last checked longer ago than this raise an alert. */
export const OVERVIEW_LEDGER_CHECK_HOURS = 24;

export const OVERVIEW_QUEUES = ['deposits', 'recharges', 'withdrawals', 'refunds', 'feedback'] as const;
export type OverviewQueue = (typeof OVERVIEW_QUEUES)[number];

/**
 * Each part of the overview summarises a console page; a staff member sees the part only when
 * their roles may make the call that page is built on (the same rule as the menu).
 */
export const OVERVIEW_SOURCES = {
  orders: 'admin/getOrderList',
  users: 'admin/getUserList',
  deposits: 'admin/getDepositReviewList',
  recharges: 'admin/getRechargeReviewList',
  withdrawals: 'admin/getWithdrawReviewList',
  refunds: 'admin/getOrderList',
  feedback: 'admin/getFeedbackList',
  transcode: 'admin/getVideoList',
  ledger: 'admin/verifyLedger',
} as const;
export type OverviewPart = keyof typeof OVERVIEW_SOURCES;

export const overviewBody = z.object({
  days: z
    .union([z.literal(OVERVIEW_DAYS[0]), z.literal(OVERVIEW_DAYS[1])], { error: 'validation.invalidOption' })
    .default(OVERVIEW_DAYS[0]),
});
export type OverviewBody = z.input<typeof overviewBody>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** One day's orders: placed that day (any state), paid that day, and the totals paid that day (before refunds). */
export const overviewOrderDay = z.object({
  placed: z.number().int(),
  paid: z.number().int(),
  /** Minor units of the wallet currency. */
  sales: z.number().int(),
});

export const overviewOrders = z.object({
  today: overviewOrderDay,
  yesterday: overviewOrderDay,
  series: z.array(overviewOrderDay.extend({ day })),
});

export const overviewUsers = z.object({
  today: z.number().int(),
  yesterday: z.number().int(),
  total: z.number().int(),
  series: z.array(z.object({ day, signups: z.number().int() })),
});

/** A queue: how many wait, since when the oldest waits, and how many wait longer than the stale limit. */
export const overviewQueue = z.object({
  pending: z.number().int(),
  oldestAt: z.string().nullable(),
  stale: z.number().int(),
});

/** Episodes by transcode state, and uploads still arriving. */
export const overviewTranscode = z.object({
  pending: z.number().int(),
  processing: z.number().int(),
  failed: z.number().int(),
  ready: z.number().int(),
  uploading: z.number().int(),
});

/** The newest recorded check of the books (`admin/verifyLedger`), or null when nobody has checked them. */
export const overviewLedger = z.object({
  lastCheck: z.object({ at: z.string(), ok: z.boolean(), problems: z.number().int() }).nullable(),
});

export const OVERVIEW_ALERTS = [
  'ledgerProblems',
  'ledgerUnchecked',
  'transcodeFailed',
  'queueStale',
] as const;
export type OverviewAlertKind = (typeof OVERVIEW_ALERTS)[number];

export const overviewAlert = z.object({
  kind: z.enum(OVERVIEW_ALERTS),
  /** The queue of a `queueStale` alert. */
  queue: z.enum(OVERVIEW_QUEUES).nullable(),
  /** How many items (problems of the books, failed episodes, stale requests). */
  count: z.number().int(),
  /** The time the alert is about: the last check of the books, the oldest waiting request. */
  at: z.string().nullable(),
});
export type OverviewAlert = z.output<typeof overviewAlert>;

/** A part the caller's roles may not see is null. */
export const overviewData = z.object({
  timeZone: z.literal(OVERVIEW_TIME_ZONE),
  today: day,
  days: z.number().int(),
  staleHours: z.number().int(),
  generatedAt: z.string(),
  currency: z.string(),
  orders: overviewOrders.nullable(),
  users: overviewUsers.nullable(),
  queues: z.object({
    deposits: overviewQueue.nullable(),
    recharges: overviewQueue.nullable(),
    withdrawals: overviewQueue.nullable(),
    refunds: overviewQueue.nullable(),
    feedback: overviewQueue.nullable(),
  }),
  transcode: overviewTranscode.nullable(),
  ledger: overviewLedger.nullable(),
  alerts: z.array(overviewAlert),
});
export type OverviewData = z.output<typeof overviewData>;

// ---------- the seller center's dashboard ----------

/** Days of the seller's trend and of the store health rates. */
export const STORE_HEALTH_DAYS = 30;
/** An order counts as shipped on time when it ships within this many hours of being paid. */
export const SHIP_ON_TIME_HOURS = 72;

const count = z.number().int();
/** A rate over the last 30 days: how many of how many (the rate is null when there were none). */
const rate = z.object({ hits: count, of: count, rate: z.number().nullable() });

/**
 * The seller's day: orders paid, their sales (minor units) and the distinct buyers who paid; the
 * visitors of the store's pages and products and their page views.
 */
const storeDay = z.object({
  day: z.string(),
  orders: count,
  sales: z.number().int(),
  buyers: count,
  visitors: count,
  views: count,
  /** Signed-in visitors of the day who paid an order of the store that day (conversion's numerator). */
  converted: count,
});

export const sellerDashboardData = z.object({
  /** What waits for the seller, each a link to its list. */
  todo: z.object({
    /** Paid orders whose wholesale purchase the seller has not paid yet. */
    toPurchase: count,
    /** Purchased orders not shipped yet. */
    toShip: count,
    /** Refund requests not answered yet. */
    refunds: count,
    /** Products on sale with no stock left. */
    outOfStock: count,
    /** Products staff rejected in review (the seller edits and sends them again). */
    rejected: count,
  }),
  today: storeDay,
  yesterday: storeDay,
  /** The last 30 UTC days, oldest first. */
  series: z.array(storeDay),
  /** The store's orders by state, all time. */
  ordersByStatus: z.record(z.string(), count),
  /** The last 30 days: income from completed orders (after commission) and wholesale purchases paid. */
  money: z.object({ income: z.number().int(), purchases: z.number().int() }),
  /** Best sellers by units sold (all time). */
  topProducts: z.array(
    z.object({ id: count, title: z.string(), image: z.string(), sold: count, stock: count }),
  ),
  /** The store's products by category (names in the reader's language). */
  categories: z.array(z.object({ id: count, name: z.string(), products: count })),
  /** The last 30 days' store health. */
  health: z.object({ shipOnTime: rate, cancellation: rate, refund: rate }),
});
export type SellerDashboard = z.infer<typeof sellerDashboardData>;
