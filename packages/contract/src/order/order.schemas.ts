import { z } from 'zod';
import { addressInfo } from '../address/address.schemas.js';
import { cartLineInput } from '../cart/cart.schemas.js';
import { idField } from '../core/common.js';
import { CART_MAX_LINES } from '../core/config.js';
import { text } from '../core/fields.js';
import { pageQuery, tradePasswordField } from '../core/validation.js';
import { orderDiscount } from '../voucher/voucher.schemas.js';

/** Orders: checkout, payment held in escrow, the logistics timeline, refunds and reviews. */

/** Review limits shown on the review form (spec §9); the server enforces the same values. */
export const REVIEW_MAX_IMAGES = 6;
export const REVIEW_CONTENT_MAX = 500;

/** Order states; spec §4 filters map onto them (pending purchase = to_purchase, pending = awaiting shipment). */
export const ORDER_STATUSES = [
  'unpaid',
  'to_purchase',
  'pending',
  'shipped',
  'completed',
  'refunding',
  'refunded',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export const ORDER_FILTERS = [
  'all',
  'unpaid',
  'to_purchase',
  'pending',
  'shipped',
  'completed',
  'refunded',
] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const checkoutSource = z.strictObject({
  /** Buy now: these lines. */
  items: z.array(cartLineInput).min(1, { error: 'validation.noneSelected' }).max(CART_MAX_LINES).optional(),
  /** From the cart: its selected lines. */
  fromCart: z.boolean({ error: 'validation.type' }).optional(),
});

export const previewBody = checkoutSource.extend({ addressId: idField.optional() });
export const orderLineView = z.object({
  id: z.number().int(),
  goodsId: z.number().int(),
  skuId: z.number().int(),
  title: z.string(),
  image: z.string(),
  skuName: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  /** Set once the buyer reviewed this line. */
  commented: z.boolean(),
});
export type OrderLineView = z.infer<typeof orderLineView>;

export const previewData = z.object({
  groups: z.array(
    z.object({
      store: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }),
      lines: z.array(orderLineView.omit({ id: true, commented: true })),
      itemTotal: z.number().int(),
      shippingTotal: z.number().int(),
      total: z.number().int(),
      /** The first-order coupon and the store's best voucher this order would get (decision 44). */
      discounts: z.array(orderDiscount.omit({ status: true })),
      /** What the buyer would pay for this order: the total less its discounts. */
      payTotal: z.number().int(),
    }),
  ),
  itemTotal: z.number().int(),
  shippingTotal: z.number().int(),
  total: z.number().int(),
  discountTotal: z.number().int(),
  payTotal: z.number().int(),
  address: addressInfo.nullable(),
  balance: z.number().int(),
  /** Payments above this amount need the trade password. */
  tradePasswordOver: z.number().int(),
  hasTradePassword: z.boolean(),
  payMinutes: z.number().int(),
});
export type PreviewData = z.infer<typeof previewData>;

export const createOrderBody = checkoutSource
  .extend({
    addressId: idField,
    remark: z.string().trim().max(200, { error: 'validation.tooLong' }).optional(),
    /**
     * Place and pay from the wallet in one call, one transaction (decision 65): the orders are
     * placed only if they are paid; a refused payment places nothing.
     */
    pay: z.boolean({ error: 'validation.type' }).optional(),
    /** With `pay`: the trade password, for a payment above the amount that needs it. */
    tradePassword: tradePasswordField.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.tradePassword !== undefined && body.pay !== true)
      ctx.addIssue({ code: 'custom', path: ['tradePassword'], message: 'validation.invalid' });
  });

export const orderSummary = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  status: z.enum(ORDER_STATUSES),
  type: z.enum(['ordinary', 'quick_grab']),
  store: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }),
  lines: z.array(orderLineView),
  itemTotal: z.number().int(),
  shippingTotal: z.number().int(),
  total: z.number().int(),
  /** Who took what off the total (the platform's first-order coupon, the store's voucher). */
  discounts: z.array(orderDiscount),
  /** What the buyer pays (paid): the total less the discounts. */
  payTotal: z.number().int(),
  payMethod: z.enum(['wallet']),
  createdAt: z.string(),
  /** An unpaid order is cancelled and its stock released at this time. */
  expiresAt: z.string().nullable(),
});
export type OrderSummary = z.infer<typeof orderSummary>;

export const ORDER_EVENTS = [
  'placed',
  'paid',
  'purchased',
  'shipped',
  'delivered',
  'completed',
  'auto_completed',
  'cancelled',
  'expired',
  'refund_requested',
  /** The seller declined the request (with its reason); the platform arbitrates. */
  'refund_declined',
  'refunded',
  'refund_rejected',
] as const;
export type OrderEventType = (typeof ORDER_EVENTS)[number];

export const orderDetail = orderSummary.extend({
  /** Whether the buyer may write to the store now (a frozen store cannot be contacted). */
  storeContactable: z.boolean(),
  address: addressInfo.omit({ id: true, isDefault: true }),
  remark: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  /** When a shipped order completes by itself if the buyer does not confirm. */
  autoConfirmAt: z.string().nullable(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  refundReason: z.string().nullable(),
  refundRejectReason: z.string().nullable(),
  /**
   * The seller declined the refund with this reason; while the order is still refunding the
   * platform arbitrates. Null when the seller has not answered (or accepted).
   */
  refundSellerReason: z.string().nullable(),
  /** Newest first: the logistics timeline. */
  events: z.array(z.object({ type: z.enum(ORDER_EVENTS), note: z.string(), createdAt: z.string() })),
  canRefund: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const createOrderData = z.object({
  orders: z.array(orderSummary),
  total: z.number().int(),
  /** What these orders' payment took from the wallet (0 while they are unpaid). */
  paid: z.number().int(),
});

export const payOrderBody = z.strictObject({
  ids: z.array(idField).min(1, { error: 'validation.noneSelected' }).max(20),
  tradePassword: tradePasswordField.optional(),
});
export const payOrderData = z.object({ orders: z.array(orderSummary), paid: z.number().int() });

export const orderListBody = pageQuery.extend({
  status: z.enum(ORDER_FILTERS, { error: 'validation.invalidOption' }).default('all'),
});
export const orderCountsData = z.object(
  Object.fromEntries(ORDER_FILTERS.map((f) => [f, z.number().int()])) as Record<OrderFilter, z.ZodNumber>,
);

export const refundBody = z.strictObject({ id: idField, reason: text(200, 'validation.reasonRequired') });

// ---------- reviews ----------

export const commentBody = z.strictObject({
  orderLineId: idField,
  score: z
    .number({ error: 'validation.scoreRequired' })
    .int({ error: 'validation.score' })
    .min(1, { error: 'validation.score' })
    .max(5, { error: 'validation.score' }),
  content: text(REVIEW_CONTENT_MAX, 'validation.contentRequired'),
  images: z
    .array(z.string().max(300, { error: 'validation.tooLong' }))
    .max(REVIEW_MAX_IMAGES, { error: 'validation.tooManyImages' })
    .default([]),
});
export type CommentBody = z.input<typeof commentBody>;

// ---------- console ----------

export const adminOrderListBody = pageQuery.extend({
  status: z.enum(ORDER_STATUSES, { error: 'validation.invalidOption' }).optional(),
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
});
/**
 * A quick-grab order still waiting for its group-buy deal to reach its count (decision 54): the
 * deal's progress from the recorded rows. Fulfilment waits until then; null for any other order.
 */
export const orderGroup = z
  .object({
    dealId: z.number().int(),
    joined: z.number().int(),
    targetCount: z.number().int(),
    deadline: z.string(),
  })
  .nullable();
export type OrderGroup = z.infer<typeof orderGroup>;

export const adminOrder = orderDetail.extend({
  buyer: z.object({ id: z.number().int(), email: z.string() }),
  awaitingGroup: orderGroup,
  commission: z.number().int(),
  wholesaleTotal: z.number().int(),
});
export type AdminOrder = z.infer<typeof adminOrder>;

export const advanceOrderBody = z.strictObject({
  id: idField,
  action: z.enum(['purchase', 'ship', 'deliver'], { error: 'validation.invalidOption' }),
  carrier: z.string().trim().max(60, { error: 'validation.tooLong' }).optional(),
  trackingNo: z.string().trim().max(60, { error: 'validation.tooLong' }).optional(),
});
export const reviewRefundBody = z
  .strictObject({
    id: idField,
    action: z.enum(['approve', 'reject'], { error: 'validation.invalidOption' }),
    reason: z.string().trim().max(200, { error: 'validation.tooLong' }).optional(),
  })
  .refine((b) => b.action === 'approve' || !!b.reason, {
    path: ['reason'],
    message: 'validation.reasonRequired',
  });

// ---------- the seller center's orders ----------

/** The seller's order tabs (spec §4) and refunds: which order states each shows. */
export const SELLER_ORDER_TABS = ['to_purchase', 'to_ship', 'shipped', 'completed', 'refunds'] as const;
export type SellerOrderTab = (typeof SELLER_ORDER_TABS)[number];
export const SELLER_TAB_STATUSES: Record<SellerOrderTab, readonly OrderStatus[]> = {
  to_purchase: ['to_purchase'],
  to_ship: ['pending'],
  shipped: ['shipped'],
  completed: ['completed'],
  refunds: ['refunding', 'refunded'],
};

export const sellerOrderListBody = pageQuery.extend({
  tab: z.enum(SELLER_ORDER_TABS, { error: 'validation.invalidOption' }).default('to_purchase'),
  /** An order number. */
  keyword: z.string().trim().max(40, { error: 'validation.tooLong' }).optional(),
});

/**
 * An order of the seller's store: the buyer by nickname only, what the store earns (the total
 * less the platform's commission) and what the warehouse costs, and who ships it: the warehouse
 * for warehouse products (after the seller's purchase), the store for its own products.
 */
export const sellerOrder = orderDetail.extend({
  buyer: z.object({ nickname: z.string() }),
  commission: z.number().int(),
  wholesaleTotal: z.number().int(),
  shipper: z.enum(['warehouse', 'store']),
  awaitingGroup: orderGroup,
});
export type SellerOrder = z.infer<typeof sellerOrder>;

export const sellerPurchaseBody = z.strictObject({
  id: idField,
  /** Needed when the wholesale cost is above the configured amount, as when paying. */
  tradePassword: tradePasswordField.optional(),
});
export const SHIP_TEXT_MAX = 60;
export const sellerShipBody = z.strictObject({
  id: idField,
  carrier: text(SHIP_TEXT_MAX, 'validation.carrierRequired'),
  trackingNo: text(SHIP_TEXT_MAX, 'validation.trackingNoRequired'),
});

/** The seller's answer to a refund request: accept (the escrow goes back) or decline with a reason. */
export const answerRefundBody = z
  .strictObject({
    id: idField,
    accept: z.boolean({ error: 'validation.type' }),
    /** Shown to the buyer and to staff, who arbitrate a declined refund; required to decline. */
    reason: z
      .string({ error: 'validation.type' })
      .trim()
      .max(200, { error: 'validation.tooLong' })
      .default(''),
  })
  .refine((b) => b.accept || b.reason.length > 0, {
    path: ['reason'],
    message: 'validation.reasonRequired',
  });
