import { z } from 'zod';
import { CART_MAX_LINES, ORDER_QUANTITY_MAX } from './config.js';
import { pageQuery, tradePasswordField } from './validation.js';

/** The marketplace: catalog, cart, addresses, orders, reviews, wish list and follows. */

export const idField = z
  .number({ error: 'validation.type' })
  .int({ error: 'validation.integer' })
  .positive({ error: 'validation.invalid' });
export { idBody } from './wallet.js';

const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, { error: required }).max(max, { error: 'validation.tooLong' });

/** Business constants shown on the product page (spec §9); the server enforces the same values. */
export const DELIVERY_DAYS = { min: 5, max: 7 } as const;
export const REVIEW_MAX_IMAGES = 6;
export const REVIEW_CONTENT_MAX = 500;

// ---------- catalog ----------

export interface CategoryNode {
  id: number;
  parentId: number | null;
  name: string;
  icon: string | null;
  children: CategoryNode[];
}
export const categoryNode: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    name: z.string(),
    icon: z.string().nullable(),
    children: z.array(categoryNode),
  }),
);
export const categoryListData = z.object({ list: z.array(categoryNode) });

export const STORE_STATUSES = ['normal', 'exception', 'frozen', 'disabled'] as const;
export type StoreStatus = (typeof STORE_STATUSES)[number];

export const storeCard = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  level: z.number().int(),
  status: z.enum(STORE_STATUSES),
  followers: z.number().int(),
  sales: z.number().int(),
  goodsCount: z.number().int(),
});
export type StoreCard = z.infer<typeof storeCard>;

/** A product as shown in lists (money in wallet minor units). */
export const goodsCard = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  /** The lowest specification price. */
  price: z.number().int(),
  /** The list price the discount is computed from (spec §9); 0 when none. */
  originalPrice: z.number().int(),
  sold: z.number().int(),
  freeShipping: z.boolean(),
  rating: z.number(),
  storeId: z.number().int(),
  storeName: z.string(),
  /** Shown with a "Sponsored" mark: the store's traffic package is active. */
  sponsored: z.boolean(),
});
export type GoodsCard = z.infer<typeof goodsCard>;

export const GOODS_SORTS = ['recommended', 'sales', 'newest', 'price_asc', 'price_desc'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

export const goodsListBody = pageQuery.extend({
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  categoryId: idField.optional(),
  storeId: idField.optional(),
  sort: z.enum(GOODS_SORTS, { error: 'validation.invalidOption' }).default('recommended'),
  minPrice: z.number({ error: 'validation.type' }).int().min(0).optional(),
  maxPrice: z.number({ error: 'validation.type' }).int().min(0).optional(),
  freeShipping: z.boolean({ error: 'validation.type' }).optional(),
});

export const goodsSku = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int(),
  stock: z.number().int(),
});
export type GoodsSku = z.infer<typeof goodsSku>;

export const ratingSummary = z.object({
  average: z.number(),
  count: z.number().int(),
  withImages: z.number().int(),
  /** Counts of 5, 4, 3, 2 and 1 stars. */
  stars: z.array(z.number().int()),
});

export const storeInfo = storeCard.extend({
  cover: z.string().nullable(),
  address: z.string(),
  /** False when the store is frozen or disabled: "The merchant cannot be contacted". */
  contactable: z.boolean(),
  followed: z.boolean(),
  rating: z.number(),
  createdAt: z.string(),
});
export type StoreInfo = z.infer<typeof storeInfo>;

export const goodsInfo = z.object({
  id: z.number().int(),
  title: z.string(),
  images: z.array(z.string()),
  price: z.number().int(),
  originalPrice: z.number().int(),
  /** Shipping fee per order from this store for this product; 0 is free shipping. */
  shippingFee: z.number().int(),
  freeShipping: z.boolean(),
  /** Per-buyer limit over all of this buyer's orders (0: no limit). */
  maxPerCustomer: z.number().int(),
  /** Units this buyer has already ordered (counts against the limit). */
  boughtByMe: z.number().int(),
  sold: z.number().int(),
  stock: z.number().int(),
  skus: z.array(goodsSku),
  description: z.string(),
  category: z.object({ id: z.number().int(), name: z.string() }),
  store: storeInfo,
  rating: ratingSummary,
  deliveryDays: z.object({ min: z.number().int(), max: z.number().int() }),
  protectionDays: z.number().int(),
  returnDays: z.number().int(),
  wished: z.boolean(),
  onSale: z.boolean(),
});
export type GoodsInfo = z.infer<typeof goodsInfo>;

export const commentItem = z.object({
  id: z.number().int(),
  /** Masked for privacy: "b***r". */
  nickname: z.string(),
  score: z.number().int(),
  content: z.string(),
  images: z.array(z.string()),
  skuName: z.string(),
  createdAt: z.string(),
});
export type CommentItem = z.infer<typeof commentItem>;
export const commentListBody = pageQuery.extend({
  goodsId: idField,
  withImages: z.boolean({ error: 'validation.type' }).optional(),
});

export const storeSection = z.object({
  id: z.string(),
  title: z.string(),
  goods: z.array(goodsCard),
});
export const mallHomeData = z.object({
  banners: z.array(
    z.object({ id: z.number().int(), image: z.string(), title: z.string(), link: z.string() }),
  ),
  /** Suggested for this buyer (categories of their wish list, cart and orders; best sellers otherwise). */
  suggested: z.array(goodsCard),
  /** Store-decorated sections shown on the home page. */
  sections: z.array(storeSection.extend({ storeId: z.number().int(), storeName: z.string() })),
});
export type MallHomeData = z.infer<typeof mallHomeData>;

export const storePageData = z.object({
  store: storeInfo,
  sections: z.array(storeSection),
  banners: z.array(z.string()),
});
export type StorePageData = z.infer<typeof storePageData>;

// ---------- wish list and follows ----------

export const wishToggleBody = z.strictObject({
  goodsId: idField,
  wished: z.boolean({ error: 'validation.type' }),
});
export const wishToggleData = z.object({ wished: z.boolean() });
export const followToggleBody = z.strictObject({
  storeId: idField,
  followed: z.boolean({ error: 'validation.type' }),
});
export const followToggleData = z.object({ followed: z.boolean(), followers: z.number().int() });

// ---------- cart ----------

export const cartLineInput = z.strictObject({
  skuId: idField,
  quantity: z
    .number({ error: 'validation.quantityRequired' })
    .int({ error: 'validation.integer' })
    .min(1, { error: 'validation.quantityMin' })
    .max(ORDER_QUANTITY_MAX, { error: 'validation.quantityMax' }),
});
export type CartLineInput = z.infer<typeof cartLineInput>;

export const cartLine = z.object({
  /** Server id of the line; for a visitor's cart, the specification id. */
  id: z.number().int(),
  goodsId: z.number().int(),
  skuId: z.number().int(),
  title: z.string(),
  image: z.string(),
  skuName: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int(),
  quantity: z.number().int(),
  stock: z.number().int(),
  /** The most this buyer may still order of this product (stock and per-buyer limit). */
  maxQuantity: z.number().int(),
  selected: z.boolean(),
  /** False when the product is off sale, out of stock or its store cannot sell. */
  available: z.boolean(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartData = z.object({
  groups: z.array(
    z.object({
      store: z.object({ id: z.number().int(), name: z.string(), logo: z.string() }),
      lines: z.array(cartLine),
    }),
  ),
  /** Units in the cart (the tab badge). */
  count: z.number().int(),
  selectedCount: z.number().int(),
  /** Item total of the selected, available lines. */
  selectedTotal: z.number().int(),
});
export type CartData = z.infer<typeof cartData>;

/** A visitor's cart lives in local storage and is priced by the server without an account. */
export const cartListBody = z.strictObject({
  items: z.array(cartLineInput).max(CART_MAX_LINES, { error: 'validation.tooMany' }).optional(),
});
export const cartAddBody = cartLineInput;
export const cartUpdateBody = z.strictObject({
  id: idField,
  quantity: cartLineInput.shape.quantity.optional(),
  selected: z.boolean({ error: 'validation.type' }).optional(),
});
export const cartSelectBody = z.strictObject({
  ids: z.array(idField).max(CART_MAX_LINES).optional(),
  selected: z.boolean({ error: 'validation.type' }),
});
export const cartRemoveBody = z.strictObject({
  ids: z.array(idField).min(1, { error: 'validation.noneSelected' }).max(CART_MAX_LINES),
});
export const cartMergeBody = z.strictObject({
  items: z.array(cartLineInput).max(CART_MAX_LINES, { error: 'validation.tooMany' }),
});

// ---------- addresses ----------

export const addressInput = z.strictObject({
  id: idField.optional(),
  recipient: text(60, 'validation.recipientNameRequired'),
  phone: z
    .string({ error: 'validation.phoneRequired' })
    .trim()
    .min(1, { error: 'validation.phoneRequired' })
    .regex(/^\+?[0-9][0-9 ()-]{4,24}$/, { error: 'validation.phone' }),
  country: text(60, 'validation.countryRequired'),
  region: z.string().trim().max(100, { error: 'validation.tooLong' }).default(''),
  street: text(200, 'validation.streetRequired'),
  postcode: z.string().trim().max(20, { error: 'validation.tooLong' }).default(''),
  isDefault: z.boolean({ error: 'validation.type' }).default(false),
});
export type AddressInput = z.input<typeof addressInput>;

export const addressInfo = z.object({
  id: z.number().int(),
  recipient: z.string(),
  phone: z.string(),
  country: z.string(),
  region: z.string(),
  street: z.string(),
  postcode: z.string(),
  isDefault: z.boolean(),
});
export type AddressInfo = z.infer<typeof addressInfo>;
export const addressListData = z.object({ list: z.array(addressInfo) });

// ---------- orders ----------

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
    }),
  ),
  itemTotal: z.number().int(),
  shippingTotal: z.number().int(),
  total: z.number().int(),
  address: addressInfo.nullable(),
  balance: z.number().int(),
  /** Payments above this amount need the trade password. */
  tradePasswordOver: z.number().int(),
  hasTradePassword: z.boolean(),
  payMinutes: z.number().int(),
});
export type PreviewData = z.infer<typeof previewData>;

export const createOrderBody = checkoutSource.extend({
  addressId: idField,
  remark: z.string().trim().max(200, { error: 'validation.tooLong' }).optional(),
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
  'refunded',
  'refund_rejected',
] as const;
export type OrderEventType = (typeof ORDER_EVENTS)[number];

export const orderDetail = orderSummary.extend({
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
  /** Newest first: the logistics timeline. */
  events: z.array(z.object({ type: z.enum(ORDER_EVENTS), note: z.string(), createdAt: z.string() })),
  canRefund: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const createOrderData = z.object({ orders: z.array(orderSummary), total: z.number().int() });

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
export const adminOrder = orderDetail.extend({
  buyer: z.object({ id: z.number().int(), email: z.string() }),
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

export const adminStoreListBody = pageQuery.extend({
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
});
export const adminStore = storeCard.extend({
  ownerEmail: z.string().nullable(),
  address: z.string(),
  createdAt: z.string(),
});
export const saveStoreBody = z.strictObject({
  id: idField,
  level: z.number({ error: 'validation.type' }).int().min(1).max(10).optional(),
  status: z.enum(STORE_STATUSES, { error: 'validation.invalidOption' }).optional(),
  reason: text(200, 'validation.reasonRequired'),
});

export const adminGoodsListBody = pageQuery.extend({
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  storeId: idField.optional(),
});
export const adminGoods = goodsCard.extend({
  categoryId: z.number().int(),
  stock: z.number().int(),
  onSale: z.boolean(),
  maxPerCustomer: z.number().int(),
  shippingFee: z.number().int(),
  wholesaleCost: z.number().int(),
  description: z.string(),
  images: z.array(z.string()),
  skus: z.array(goodsSku.extend({ wholesaleCost: z.number().int() })),
});
export type AdminGoods = z.infer<typeof adminGoods>;
const minorField = z.number({ error: 'validation.type' }).int({ error: 'validation.integer' }).min(0);
export const saveGoodsBody = z.strictObject({
  id: idField.optional(),
  storeId: idField,
  categoryId: idField,
  title: text(200, 'validation.titleRequired'),
  images: z.array(z.string().max(300)).min(1, { error: 'validation.imageRequired' }).max(9),
  description: z.string().trim().max(5000, { error: 'validation.tooLong' }).default(''),
  shippingFee: minorField,
  maxPerCustomer: z.number({ error: 'validation.type' }).int().min(0).max(ORDER_QUANTITY_MAX),
  onSale: z.boolean({ error: 'validation.type' }),
  skus: z
    .array(
      z.strictObject({
        id: idField.optional(),
        name: text(60, 'validation.skuNameRequired'),
        price: minorField.min(1, { error: 'validation.amountPositive' }),
        originalPrice: minorField,
        stock: z.number({ error: 'validation.type' }).int().min(0).max(1_000_000),
        wholesaleCost: minorField,
      }),
    )
    .min(1, { error: 'validation.skuRequired' })
    .max(50),
});
export type SaveGoodsBody = z.input<typeof saveGoodsBody>;
