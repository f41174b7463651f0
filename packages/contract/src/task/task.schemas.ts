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

/**
 * What the deal is as anyone sees it: to come (timed), running, settled (count reached), failed
 * (deadline passed without it; refunded), cancelled (by staff with a reason shown; refunded).
 */
export const DEAL_STATES = ['upcoming', 'running', 'settled', 'failed', 'cancelled'] as const;
export type DealState = (typeof DEAL_STATES)[number];

/** Spec §4 task filters: all, participating, in progress, completed, to be traded or settled. */
export const TASK_FILTERS = ['all', 'participating', 'inProgress', 'completed', 'toSettle'] as const;
export type TaskFilter = (typeof TASK_FILTERS)[number];

/** Effect time (spec §3): immediate, or timed from a start time. */
export const DEAL_EFFECTS = ['immediate', 'timed'] as const;
export type DealEffect = (typeof DEAL_EFFECTS)[number];

/**
 * How the order amount was set (decision 54): `product` — the specification's own price when the
 * deal was created (fixed then); `amount` — a deal amount staff set below that price.
 */
export const DEAL_PRICE_MODES = ['product', 'amount'] as const;
export type DealPriceMode = (typeof DEAL_PRICE_MODES)[number];

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
  /** Whether the amount is the product's price (fixed at creation) or a set deal amount below it. */
  priceMode: z.enum(DEAL_PRICE_MODES),
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
  /** When staff cancelled the deal, and the reason shown to buyers. */
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** When the deadline was last extended (null if it never was). */
  deadlineExtendedAt: z.string().nullable(),
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

const dealTerms = {
  priceMode: z.enum(DEAL_PRICE_MODES, { error: 'validation.invalidOption' }).default('amount'),
  /** The set deal amount (mode `amount`); ignored in mode `product` (the specification's price). */
  price: intField
    .min(1, { error: 'validation.amountPositive' })
    .max(DEAL_PRICE_MAX, { error: 'validation.amountTooLarge' })
    .optional(),
  targetCount: intField.min(2).max(DEAL_TARGET_MAX),
  cashback: intField.min(0).max(DEAL_PRICE_MAX, { error: 'validation.amountTooLarge' }),
  effect: z.enum(DEAL_EFFECTS, { error: 'validation.invalidOption' }),
  /** Required when timed; ignored when immediate (the deal starts when created). */
  startsAt: instant.optional(),
  deadline: instant,
  reason: text(200, 'validation.reasonRequired'),
};

type TermsShape = {
  priceMode: DealPriceMode;
  price?: number;
  effect: DealEffect;
  startsAt?: string;
  cashback: number;
};
function checkTerms(b: TermsShape, ctx: z.RefinementCtx) {
  if (b.effect === 'timed' && !b.startsAt) {
    ctx.addIssue({ code: 'custom', path: ['startsAt'], message: 'validation.required' });
  }
  if (b.priceMode === 'amount' && b.price === undefined) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'validation.amountRequired' });
  }
  if (b.priceMode === 'amount' && b.price !== undefined && b.cashback >= b.price) {
    ctx.addIssue({ code: 'custom', path: ['cashback'], message: 'validation.dealCashbackBelowPrice' });
  }
}

export const createDealBody = z.strictObject({ skuId: idField, ...dealTerms }).superRefine(checkTerms);
export type CreateDealBody = z.input<typeof createDealBody>;

/**
 * Editing a deal (audited with the reason): before anyone joined, every term but the product; after
 * the first join only a later deadline (the other terms must be sent unchanged).
 */
export const updateDealBody = z.strictObject({ id: idField, ...dealTerms }).superRefine(checkTerms);
export type UpdateDealBody = z.input<typeof updateDealBody>;

/** Cancelling a running or upcoming deal: every participant is refunded; the reason is shown to buyers. */
export const cancelDealBody = z.strictObject({ id: idField, reason: text(200, 'validation.reasonRequired') });

/**
 * The socket's public event when a deal's count or state changes (join, settle, fail, cancel,
 * edit); a tab hears it for the one deal it watches (`{ "type": "watch_deal", "id" }`).
 */
export type DealSocketEvent = {
  type: 'deal';
  id: number;
  joined: number;
  targetCount: number;
  state: DealState;
  deadline: string;
};

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
