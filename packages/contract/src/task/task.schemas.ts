import { z } from 'zod';
import { idField } from '../core/common.js';
import { intField, text } from '../core/fields.js';
import { pageQuery, tradePasswordField } from '../core/validation.js';

/**
 * Group-buy deals (issue 17 part 1, decision 54; the spec's "tasks" and "task-grabbing orders").
 * Staff offer one product specification at a deal price with a target participant count, a cashback
 * per participant and a deadline. A buyer joins by a quick-grab order paid from the wallet into
 * escrow; reaching the count settles every order (they proceed to fulfilment, cashback is paid),
 * the deadline without it refunds every participant.
 */

/** What the deal is as anyone sees it: to come (timed), running, settled (count reached), failed (refunded). */
export const DEAL_STATES = ['upcoming', 'running', 'settled', 'failed'] as const;
export type DealState = (typeof DEAL_STATES)[number];

/** Spec §4 task filters: all, participating, in progress, completed, to be traded or settled. */
export const TASK_FILTERS = ['all', 'participating', 'inProgress', 'completed', 'toSettle'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

/** Effect time (spec §3): immediate, or timed from a start time. */
export const DEAL_EFFECTS = ['immediate', 'timed'] as const;
export type DealEffect = (typeof DEAL_EFFECTS)[number];

/** What became of one participant's place. */
export const PLACE_STATES = ['waiting', 'settled', 'refunded'] as const;
export type PlaceState = (typeof PLACE_STATES)[number];

/** Typo guards, not business rules. */
export const DEAL_TARGET_MAX = 10_000;
export const DEAL_PRICE_MAX = 100_000_000;
/** Deals last at most this many days from their start. */
export const DEAL_DAYS_MAX = 90;

export const dealProduct = z.object({
  goodsId: z.number().int(),
  skuId: z.number().int(),
  title: z.string(),
  skuName: z.string(),
  image: z.string(),
  /** The product's own price, for comparison (wallet minor units). */
  listPrice: z.number().int(),
  store: z.object({ id: z.number().int(), name: z.string() }),
});

/** The caller's place in a deal (null when they have none or are a visitor). */
export const myPlace = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  joinedAt: z.string(),
  state: z.enum(PLACE_STATES),
  /** The cashback paid to the caller (0 until the deal settles). */
  cashbackPaid: z.number().int(),
});

/** One deal (spec §3 Task: order amount, participant count, extra benefit, deadline, order type). */
export const dealCard = z.object({
  id: z.number().int(),
  product: dealProduct,
  /** The order amount: what joining pays, shipping included. */
  price: z.number().int(),
  targetCount: z.number().int(),
  joined: z.number().int(),
  /** The extra benefit: cashback to each participant when the count is reached. */
  cashback: z.number().int(),
  effect: z.enum(DEAL_EFFECTS),
  startsAt: z.string(),
  deadline: z.string(),
  orderType: z.literal('quick_grab'),
  state: z.enum(DEAL_STATES),
  settledAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  mine: myPlace.nullable(),
});
export type DealCard = z.infer<typeof dealCard>;

export const taskListBody = pageQuery.extend({
  filter: z.enum(TASK_FILTERS, { error: 'validation.invalidOption' }).optional(),
});

export const taskInfoBody = z.strictObject({ id: idField });
export const taskInfoData = z.object({
  deal: dealCard,
  /** Payments above this need the trade password (the wallet's rule, shown where it applies). */
  tradePasswordOver: z.number().int(),
  /** The caller's balance (null for a visitor). */
  balance: z.number().int().nullable(),
});

/** A participant as others see them: a masked name and when they joined. */
export const dealParticipant = z.object({
  name: z.string(),
  avatar: z.string(),
  joinedAt: z.string(),
});
export const participantListBody = pageQuery.extend({ id: idField });

export const joinTaskBody = z.strictObject({
  id: idField,
  addressId: idField,
  tradePassword: tradePasswordField.optional(),
});
export const joinTaskData = z.object({
  deal: dealCard,
  /** The caller's balance after paying. */
  balance: z.number().int(),
});

// ---------- the console ----------

export const adminDeal = dealCard.omit({ mine: true }).extend({
  /** Cashback paid so far and orders refunded (from the recorded rows). */
  cashbackPaid: z.number().int(),
  refunded: z.number().int(),
  createdAt: z.string(),
});
export type AdminDeal = z.infer<typeof adminDeal>;

export const adminDealListBody = pageQuery.extend({
  state: z.enum(DEAL_STATES, { error: 'validation.invalidOption' }).optional(),
});

const instant = z.iso.datetime({ offset: true, error: 'validation.dateTime' });

export const createDealBody = z
  .strictObject({
    skuId: idField,
    price: intField
      .min(1, { error: 'validation.amountPositive' })
      .max(DEAL_PRICE_MAX, { error: 'validation.amountTooLarge' }),
    targetCount: intField.min(2).max(DEAL_TARGET_MAX),
    cashback: intField.min(0).max(DEAL_PRICE_MAX, { error: 'validation.amountTooLarge' }),
    effect: z.enum(DEAL_EFFECTS, { error: 'validation.invalidOption' }),
    /** Required when timed; ignored when immediate (the deal starts when created). */
    startsAt: instant.optional(),
    deadline: instant,
    reason: text(200, 'validation.reasonRequired'),
  })
  .superRefine((b, ctx) => {
    if (b.effect === 'timed' && !b.startsAt) {
      ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'validation.required' });
    }
    if (b.cashback >= b.price) {
      ctx.addIssue({ code: 'custom', path: ['cashback'], message: 'validation.dealCashbackBelowPrice' });
    }
  });
export type CreateDealBody = z.input<typeof createDealBody>;

export const dealParticipantsBody = pageQuery.extend({ id: idField });
export const adminDealParticipant = z.object({
  userId: z.number().int(),
  email: z.string(),
  nickname: z.string(),
  orderId: z.number().int(),
  orderNo: z.string(),
  orderStatus: z.string(),
  joinedAt: z.string(),
  state: z.enum(PLACE_STATES),
  cashbackPaid: z.number().int(),
  refundedAt: z.string().nullable(),
});
export type AdminDealParticipant = z.infer<typeof adminDealParticipant>;
