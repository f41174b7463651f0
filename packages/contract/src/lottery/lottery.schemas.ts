import { z } from 'zod';
import { idField } from '../core/common.js';
import { intField, text } from '../core/fields.js';
import { recordLine } from '../ledger/record-line.js';

/**
 * Buyer points and the points lottery (spec §2, §3, §4, §9; DESIGN §2 "lottery", "points"; decision
 * 55). Points are a ledger asset; a draw costs points, uses a cryptographic random value over 10,000
 * basis points and is recorded; milestone prizes become receivable at a participation count.
 */

/** Odds are basis points of one draw: the prize table (with "no prize") sums to this. */
export const ODDS_TOTAL_BP = 10_000;
/** What a prize is: a wallet credit (minor units, from the platform's marketing account) or points. */
export const LOTTERY_PRIZE_KINDS = ['credit', 'points'] as const;
export type LotteryPrizeKind = (typeof LOTTERY_PRIZE_KINDS)[number];
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
const prizeAmountField = intField
  .min(1, { error: 'validation.tooSmall' })
  .max(LOTTERY_PRIZE_AMOUNT_MAX, { error: 'validation.tooBig' });

/** One row of the prize table as staff edit it; `id` keeps a running prize (its wins count on). */
export const lotteryPrizeInput = z.strictObject({
  id: idField.optional(),
  kind: prizeKindField,
  amount: prizeAmountField,
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
  kind: prizeKindField,
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
    const counts = b.milestones.map((m) => m.draws);
    const dup = counts.findIndex((c, i) => counts.indexOf(c) !== i);
    if (dup >= 0)
      ctx.addIssue({
        code: 'custom',
        path: ['milestones', dup, 'draws'],
        message: 'validation.milestoneDuplicate',
      });
  });

/** A prize as the page shows it: the published odds, and what is left of its stock. */
export const lotteryPrize = z.object({
  id: z.number().int(),
  kind: z.enum(LOTTERY_PRIZE_KINDS),
  amount: z.number().int(),
  oddsBp: z.number().int(),
  stock: z.number().int().nullable(),
  /** Left to win (null: no limit). At 0 the prize is out and its odds are "no prize". */
  remaining: z.number().int().nullable(),
  won: z.number().int(),
});
export type LotteryPrize = z.infer<typeof lotteryPrize>;

export const lotteryMilestone = z.object({
  id: z.number().int(),
  draws: z.number().int(),
  kind: z.enum(LOTTERY_PRIZE_KINDS),
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

const wonPrize = z.object({ kind: z.enum(LOTTERY_PRIZE_KINDS), amount: z.number().int() }).nullable();

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
  kind: z.enum(LOTTERY_PRIZE_KINDS),
  amount: z.number().int(),
  balance: z.number().int(),
});

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
