import { z } from 'zod';
import { idField } from '../core/common.js';
import { intField, minorField, text } from '../core/fields.js';
import { recordLine } from '../ledger/record-line.js';

/**
 * Buyer points and the points lottery (spec §2, §3, §4, §9; DESIGN §2 "lottery", "points"; decision
 * 55). Points are a ledger asset; a draw costs points, uses a cryptographic random value over 10,000
 * basis points and is recorded; milestone prizes become receivable at a participation count.
 */

/** Odds are basis points of one draw: the prize table (with "no prize") sums to this. */
export const ODDS_TOTAL_BP = 10_000;
/**
 * What a prize is: a wallet credit (minor units, from the platform's marketing account), points, a
 * voucher of the winner's own (an amount off an order whose items reach its minimum, for some days),
 * or goods (one unit of a store's product specification, ordered to the winner's address and paid
 * by the platform).
 */
export const LOTTERY_PRIZE_KINDS = ['credit', 'points', 'voucher', 'goods'] as const;
export type LotteryPrizeKind = (typeof LOTTERY_PRIZE_KINDS)[number];
/** Milestone prizes are paid at once: wallet credits or points. */
export const MILESTONE_PRIZE_KINDS = ['credit', 'points'] as const;
export type MilestonePrizeKind = (typeof MILESTONE_PRIZE_KINDS)[number];
/** A voucher prize is valid for 1 to this many days from the draw. */
export const PRIZE_VOUCHER_DAYS_MAX = 365;
/** A won voucher: usable, held by an unpaid or running order, used (that order completed), expired. */
export const PRIZE_VOUCHER_STATES = ['available', 'held', 'used', 'expired'] as const;
/** A won goods prize: waiting for an address, or ordered. */
export const PRIZE_GOODS_STATES = ['toClaim', 'ordered'] as const;
/** Milestone prize states (spec §4). */
export const MILESTONE_STATES = ['receivable', 'received', 'notReached'] as const;
export type MilestoneState = (typeof MILESTONE_STATES)[number];
export const LOTTERY_PRIZES_MAX = 12;
export const LOTTERY_MILESTONES_MAX = 8;
/** A prize at most $1,000.00 or 10,000,000 points; a draw at most 1,000,000 points. */
export const LOTTERY_PRIZE_AMOUNT_MAX = 10_000_000;
export const LOTTERY_COST_MAX = 1_000_000;

/** The points rules staff configure (platform setting `lottery`). */
export const lotteryRules = z.object({
  /** Points credited per 1.00 of a completed order's total (0: none). */
  pointsPerUnit: intField.min(0, { error: 'validation.tooSmall' }).max(1000, { error: 'validation.tooBig' }),
  /** Points for the daily check-in (0: no check-in). */
  checkInPoints: intField
    .min(0, { error: 'validation.tooSmall' })
    .max(100_000, { error: 'validation.tooBig' }),
  /** Points one draw costs. */
  costPerDraw: intField
    .min(1, { error: 'validation.tooSmall' })
    .max(LOTTERY_COST_MAX, { error: 'validation.tooBig' }),
});
export type LotteryRules = z.infer<typeof lotteryRules>;

export const saveLotteryRulesBody = z.strictObject({
  ...lotteryRules.shape,
  reason: text(200, 'validation.reasonRequired'),
});

const prizeKindField = z.enum(LOTTERY_PRIZE_KINDS, { error: 'validation.type' });
const milestoneKindField = z.enum(MILESTONE_PRIZE_KINDS, { error: 'validation.type' });
const prizeAmountField = intField
  .min(1, { error: 'validation.tooSmall' })
  .max(LOTTERY_PRIZE_AMOUNT_MAX, { error: 'validation.tooBig' });

/**
 * One row of the prize table as staff edit it; `id` keeps a running prize (its wins count on).
 * A voucher's `amount` is the amount off, with `minSpend` (above it) and `validDays`; goods are one
 * unit (`amount` 1) of the specification `skuId`.
 */
export const lotteryPrizeInput = z.strictObject({
  id: idField.optional(),
  kind: prizeKindField,
  amount: prizeAmountField,
  minSpend: minorField.max(LOTTERY_PRIZE_AMOUNT_MAX, { error: 'validation.tooBig' }).optional(),
  validDays: intField
    .min(1, { error: 'validation.tooSmall' })
    .max(PRIZE_VOUCHER_DAYS_MAX, { error: 'validation.tooBig' })
    .optional(),
  skuId: idField.optional(),
  oddsBp: intField
    .min(1, { error: 'validation.tooSmall' })
    .max(ODDS_TOTAL_BP, { error: 'validation.tooBig' }),
  /** How many can be won in all (null: no limit); never below what was already won. */
  stock: intField
    .min(0, { error: 'validation.tooSmall' })
    .max(1_000_000, { error: 'validation.tooBig' })
    .nullable(),
});

export const lotteryMilestoneInput = z.strictObject({
  /** The participation count (draws) at which the prize becomes receivable. */
  draws: intField.min(1, { error: 'validation.tooSmall' }).max(10_000, { error: 'validation.tooBig' }),
  kind: milestoneKindField,
  amount: prizeAmountField,
});

export const saveLotteryPrizesBody = z
  .strictObject({
    prizes: z.array(lotteryPrizeInput).max(LOTTERY_PRIZES_MAX, { error: 'validation.tooMany' }),
    /** The odds of "no prize": with the prizes' odds exactly 10,000 basis points. */
    noPrizeBp: intField
      .min(0, { error: 'validation.tooSmall' })
      .max(ODDS_TOTAL_BP, { error: 'validation.tooBig' }),
    milestones: z.array(lotteryMilestoneInput).max(LOTTERY_MILESTONES_MAX, { error: 'validation.tooMany' }),
    reason: text(200, 'validation.reasonRequired'),
  })
  .superRefine((b, ctx) => {
    const total = b.noPrizeBp + b.prizes.reduce((n, p) => n + p.oddsBp, 0);
    if (total !== ODDS_TOTAL_BP)
      ctx.addIssue({
        code: 'custom',
        path: ['noPrizeBp'],
        message: 'validation.oddsTotal',
      });
    b.prizes.forEach((p, i) => {
      const need = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: ['prizes', i, field], message });
      if (p.kind === 'voucher') {
        if (p.minSpend === undefined) need('minSpend', 'validation.required');
        else if (p.minSpend <= p.amount) need('minSpend', 'validation.minSpendAboveAmount');
        if (p.validDays === undefined) need('validDays', 'validation.required');
      }
      if (p.kind === 'goods') {
        if (p.skuId === undefined) need('skuId', 'validation.required');
        if (p.amount !== 1) need('amount', 'validation.prizeGoodsOne');
      }
    });
    const counts = b.milestones.map((m) => m.draws);
    const dup = counts.findIndex((c, i) => counts.indexOf(c) !== i);
    if (dup >= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['milestones', dup, 'draws'],
        message: 'validation.milestoneDuplicate',
      });
  });

/** A goods prize's product as pages show it (one unit of this specification). */
export const prizeGoods = z.object({
  skuId: z.number().int(),
  goodsId: z.number().int(),
  title: z.string(),
  image: z.string(),
  skuName: z.string(),
  /** What the product sells for now (the platform pays it, shipping included). */
  price: z.number().int(),
  store: z.string(),
});
export type PrizeGoods = z.infer<typeof prizeGoods>;

/** A prize as the page shows it: the published odds, and what is left of its stock. */
export const lotteryPrize = z.object({
  id: z.number().int(),
  kind: z.enum(LOTTERY_PRIZE_KINDS),
  amount: z.number().int(),
  /** A voucher prize's minimum spend and validity in days (null for other kinds). */
  minSpend: z.number().int().nullable(),
  validDays: z.number().int().nullable(),
  /** A goods prize's product (null for other kinds, or when its specification no longer exists). */
  goods: prizeGoods.nullable(),
  oddsBp: z.number().int(),
  stock: z.number().int().nullable(),
  /** Left to win (null: no limit). At 0 the prize is out and its odds are "no prize". */
  remaining: z.number().int().nullable(),
  won: z.number().int(),
  /**
   * Whether a draw can win it now: stock left, and for goods the product on sale with a unit in
   * stock. When not, its band is "no prize" (counted in `noPrizeNowBp`).
   */
  available: z.boolean(),
});
export type LotteryPrize = z.infer<typeof lotteryPrize>;

export const lotteryMilestone = z.object({
  id: z.number().int(),
  draws: z.number().int(),
  kind: z.enum(MILESTONE_PRIZE_KINDS),
  amount: z.number().int(),
  /** The caller's state (a visitor's: not reached). */
  state: z.enum(MILESTONE_STATES),
});
export type LotteryMilestone = z.infer<typeof lotteryMilestone>;

/** The lottery page: the rules, the table, and the caller's points and participation. */
export const lotteryData = z.object({
  /** Off (`FEATURE_LOTTERY`): the page says the lottery is not offered and nothing else. */
  enabled: z.boolean(),
  rules: lotteryRules,
  /** The IANA zone whose calendar day the check-in counts in (said on the page). */
  checkInZone: z.string(),
  prizes: z.array(lotteryPrize),
  /** The published odds of no prize, and with out-of-stock prizes' odds added (what a draw now uses). */
  noPrizeBp: z.number().int(),
  noPrizeNowBp: z.number().int(),
  /** When staff last changed odds or stock while it ran (ISO), or null. */
  changedAt: z.string().nullable(),
  signedIn: z.boolean(),
  balance: z.number().int(),
  /** The caller's participation count (their draws). */
  draws: z.number().int(),
  checkedInToday: z.boolean(),
  milestones: z.array(lotteryMilestone),
});
export type LotteryData = z.infer<typeof lotteryData>;

/** A voucher the buyer won: theirs alone, applied at checkout (decision 55). */
export const prizeVoucher = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  minSpend: z.number().int(),
  /** ISO: usable until then. */
  expiresAt: z.string(),
  state: z.enum(PRIZE_VOUCHER_STATES),
  /** The order holding or having used it. */
  orderNo: z.string().nullable(),
});
export type PrizeVoucher = z.infer<typeof prizeVoucher>;

/** A goods prize the buyer won: to claim (no default address at the draw) or ordered. */
export const wonGoods = prizeGoods.extend({
  /** The won prize's id (what `lottery/claimPrize` takes). */
  id: z.number().int(),
  state: z.enum(PRIZE_GOODS_STATES),
  orderId: z.number().int().nullable(),
  orderNo: z.string().nullable(),
});
export type WonGoods = z.infer<typeof wonGoods>;

const wonPrize = z
  .object({
    kind: z.enum(LOTTERY_PRIZE_KINDS),
    amount: z.number().int(),
    /** The voucher this draw gave (kind voucher). */
    voucher: prizeVoucher.nullable(),
    /** The goods this draw won (kind goods). */
    goods: wonGoods.nullable(),
  })
  .nullable();
export type WonPrize = z.infer<typeof wonPrize>;

export const drawData = z.object({
  drawId: z.number().int(),
  cost: z.number().int(),
  /** What was won, or null for no prize. */
  prize: wonPrize,
  /** The random value in [0, 10,000) the draw used. */
  roll: z.number().int(),
  balance: z.number().int(),
  draws: z.number().int(),
});
export type DrawData = z.infer<typeof drawData>;

export const drawRecord = z.object({
  id: z.number().int(),
  cost: z.number().int(),
  prize: wonPrize,
  roll: z.number().int(),
  createdAt: z.string(),
});
export type DrawRecord = z.infer<typeof drawRecord>;

/** One movement of the buyer's points, with its record line (decision 27). */
export const buyerPointsRecord = z.object({
  id: z.number().int(),
  points: z.number().int(),
  line: recordLine,
  createdAt: z.string(),
});
export type BuyerPointsRecord = z.infer<typeof buyerPointsRecord>;

export const checkInData = z.object({
  day: z.string(),
  points: z.number().int(),
  balance: z.number().int(),
});

export const claimMilestoneBody = z.strictObject({ id: idField });
export const claimMilestoneData = z.object({
  id: z.number().int(),
  kind: z.enum(MILESTONE_PRIZE_KINDS),
  amount: z.number().int(),
  balance: z.number().int(),
});

/** Claim a goods prize won without an address: one order to this address of the caller's. */
export const claimPrizeBody = z.strictObject({ id: idField, addressId: idField });
export const claimPrizeData = wonGoods;

/** The console's view: rules, the table with wins, the milestones, and the totals. */
export const adminLotteryData = z.object({
  enabled: z.boolean(),
  rules: lotteryRules,
  checkInZone: z.string(),
  prizes: z.array(lotteryPrize),
  noPrizeBp: z.number().int(),
  noPrizeNowBp: z.number().int(),
  milestones: z.array(lotteryMilestone.omit({ state: true })),
  changedAt: z.string().nullable(),
  totalDraws: z.number().int(),
  pointsSpent: z.number().int(),
});
export type AdminLotteryData = z.infer<typeof adminLotteryData>;

export const adminDrawListBody = z.strictObject({
  page: z.number({ error: 'validation.type' }).int({ error: 'validation.integer' }).min(1).default(1),
  pageSize: z
    .number({ error: 'validation.type' })
    .int({ error: 'validation.integer' })
    .min(1)
    .max(100, { error: 'validation.pageSize' })
    .default(20),
  userId: idField.optional(),
});
export const adminDrawRecord = drawRecord.extend({ userId: z.number().int(), user: z.string() });
