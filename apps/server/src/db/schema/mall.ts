import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StoreBackground } from '@app/contract';
import { staff, users } from './accounts.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const minor = (name: string) => bigint(name, { mode: 'number' }).notNull();
const ref = (name: string) => bigint(name, { mode: 'number' });

export const categories = pgTable(
  'categories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    parentId: ref('parent_id'),
    /** The English name; `names` holds the other languages' (decision 32). */
    name: text('name').notNull(),
    /** Locale → the name in that language, for the 19 non-English locales; a missing one is not translated yet. */
    names: jsonb('names').$type<Partial<Record<string, string>>>().notNull().default({}),
    icon: text('icon'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('categories_parent_idx').on(t.parentId, t.sort)],
);

/** A decorated section of a store page: a title and the products it shows (at most 10). */
export interface StoreSectionConfig {
  id: string;
  title: string;
  /** Locale → the title in that language (a missing one shows `title`). */
  titles?: Partial<Record<string, string>>;
  goodsIds: number[];
  /** Also shown on the marketplace home. */
  onHome?: boolean;
  /** Products per row, 1 to 5 (spec §5); missing in sections saved before decoration (decision 43). */
  columns?: number;
}

/** A store page's background (decision 43): a palette colour's key or the seller's uploaded picture. */
export type StoreBackgroundConfig = StoreBackground;

export const stores = pgTable(
  'stores',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ownerId: ref('owner_id')
      .notNull()
      .references(() => users.id),
    name: text('name').notNull(),
    logo: text('logo').notNull(),
    cover: text('cover'),
    address: text('address').notNull().default(''),
    /** The store's address on the map, in degrees: both or neither (shown at /open-location). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    phone: text('phone').notNull().default(''),
    /** The seller's WhatsApp number shown to staff and buyers' support (settings); empty when none. */
    whatsapp: text('whatsapp').notNull().default(''),
    level: integer('level').notNull().default(1),
    status: text('status', { enum: ['normal', 'exception', 'frozen', 'disabled'] })
      .notNull()
      .default('normal'),
    /** Why staff set the status (shown to the seller); empty while normal. */
    statusReason: text('status_reason').notNull().default(''),
    statusChangedAt: ts('status_changed_at'),
    /** Mail the owner when one of the store's orders is paid (store settings). */
    notifyOrders: boolean('notify_orders').notNull().default(false),
    followers: integer('followers').notNull().default(0),
    sales: integer('sales').notNull().default(0),
    visits: integer('visits').notNull().default(0),
    banners: jsonb('banners').$type<string[]>().notNull().default([]),
    sections: jsonb('sections').$type<StoreSectionConfig[]>().notNull().default([]),
    /** The decorated page's background; null for the plain page. */
    background: jsonb('background').$type<StoreBackgroundConfig>(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stores_owner_key').on(t.ownerId),
    check('stores_followers_nonneg', sql`${t.followers} >= 0`),
  ],
);

/**
 * The store level table (DESIGN §2, configurable in the console): a store reaches a level when its
 * cumulative completed sales reach `minSales`; the level sets its product limit and its margin on
 * warehouse products. Level 1 starts at zero.
 */
export const storeLevels = pgTable(
  'store_levels',
  {
    level: integer('level').primaryKey(),
    /** Cumulative completed sales (wallet minor units) that reach this level. */
    minSales: minor('min_sales'),
    productLimit: integer('product_limit').notNull(),
    /** The most a seller may price a warehouse product above its wholesale cost, in basis points. */
    marginBps: integer('margin_bps').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'store_levels_positive',
      sql`${t.level} >= 1 and ${t.minSales} >= 0 and ${t.productLimit} >= 0 and ${t.marginBps} >= 0`,
    ),
  ],
);

/**
 * Who looked at a store's pages (its page and its products') on a UTC day, and how often: the
 * seller's visitors and page views. A visitor is `u:<user id>` when signed in, else a hash of the
 * address and browser that changes daily (no address is stored).
 */
export const storeVisits = pgTable(
  'store_visits',
  {
    storeId: ref('store_id')
      .notNull()
      .references(() => stores.id),
    day: date('day', { mode: 'string' }).notNull(),
    visitor: text('visitor').notNull(),
    views: integer('views').notNull().default(0),
  },
  (t) => [uniqueIndex('store_visits_key').on(t.storeId, t.day, t.visitor)],
);

/** Bought visibility (DESIGN §2): while active, the store's products rank higher and impressions are counted. */
export const trafficPackages = pgTable(
  'traffic_packages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: ref('store_id')
      .notNull()
      .references(() => stores.id),
    name: text('name').notNull(),
    startsAt: ts('starts_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
    /** The catalogue plan bought (`traffic_plans`; plans are never deleted, only taken off sale). */
    planId: ref('plan_id'),
    /** What the owner's wallet paid, in minor units (the plan's price at purchase). */
    price: bigint('price', { mode: 'number' }).notNull().default(0),
    purchasedAt: ts('purchased_at').notNull().defaultNow(),
    /** The ledger transfer that paid it (`traffic:s<store>:<key>`): a retry finds the package it bought. */
    transferId: text('transfer_id').unique(),
  },
  (t) => [index('traffic_packages_store_idx').on(t.storeId, t.endsAt)],
);

/**
 * The platform warehouse (DESIGN §2 dropshipping): products staff keep at a wholesale cost. A
 * seller lists one in its store at its own price (within the level's margin); the listing's stock
 * is taken from the warehouse's and returned when the listing is deleted.
 */
export const warehouseGoods = pgTable(
  'warehouse_goods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id),
    title: text('title').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    description: text('description').notNull().default(''),
    shippingFee: minor('shipping_fee').default(0),
    /** Inactive products are not offered to sellers (listings already made stay). */
    active: boolean('active').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('warehouse_goods_category_idx').on(t.categoryId)],
);

export const warehouseSkus = pgTable(
  'warehouse_skus',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    warehouseGoodsId: ref('warehouse_goods_id')
      .notNull()
      .references(() => warehouseGoods.id),
    name: text('name').notNull(),
    wholesaleCost: minor('wholesale_cost'),
    originalPrice: minor('original_price').default(0),
    /** Units not yet taken by a listing. */
    stock: integer('stock').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('warehouse_skus_goods_idx').on(t.warehouseGoodsId, t.sort),
    check('warehouse_skus_stock_nonneg', sql`${t.stock} >= 0`),
  ],
);

export const goods = pgTable(
  'goods',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    storeId: ref('store_id')
      .notNull()
      .references(() => stores.id),
    categoryId: ref('category_id')
      .notNull()
      .references(() => categories.id),
    title: text('title').notNull(),
    images: jsonb('images').$type<string[]>().notNull(),
    description: text('description').notNull().default(''),
    /** Lowest price over the specifications (kept in step on save). */
    price: minor('price'),
    originalPrice: minor('original_price').default(0),
    shippingFee: minor('shipping_fee').default(0),
    maxPerCustomer: integer('max_per_customer').notNull().default(0),
    sold: integer('sold').notNull().default(0),
    ratingSum: integer('rating_sum').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    onSale: boolean('on_sale').notNull().default(true),
    /** The warehouse product this listing sells (dropshipping); null for the store's own stock. */
    warehouseGoodsId: ref('warehouse_goods_id').references(() => warehouseGoods.id),
    /** Pinned to the top of the store page; the most recently pinned first. */
    pinnedAt: ts('pinned_at'),
    /** Staff review (DESIGN §2 console switch): only `live` products are shown to buyers. */
    review: text('review', { enum: ['live', 'reviewing', 'rejected'] })
      .notNull()
      .default('live'),
    reviewReason: text('review_reason').notNull().default(''),
    /** Deleted by the seller: gone from every list; kept for the orders that name it. */
    deletedAt: ts('deleted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('goods_store_idx').on(t.storeId, t.id),
    uniqueIndex('goods_store_warehouse_key')
      .on(t.storeId, t.warehouseGoodsId)
      .where(sql`${t.deletedAt} is null and ${t.warehouseGoodsId} is not null`),
    index('goods_review_idx')
      .on(t.review, t.updatedAt)
      .where(sql`${t.review} <> 'live'`),
    index('goods_category_idx').on(t.categoryId),
    index('goods_sold_idx').on(t.sold),
  ],
);

/** A specification (variant) with its own price and stock; stock never goes below zero. */
export const goodsSkus = pgTable(
  'goods_skus',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    goodsId: ref('goods_id')
      .notNull()
      .references(() => goods.id),
    name: text('name').notNull(),
    price: minor('price'),
    originalPrice: minor('original_price').default(0),
    /** What the seller pays the platform warehouse per unit when purchasing (dropshipping); 0 for own stock. */
    wholesaleCost: minor('wholesale_cost').default(0),
    /** The warehouse specification a listing's specification sells (its cost and stock source). */
    warehouseSkuId: ref('warehouse_sku_id').references(() => warehouseSkus.id),
    stock: integer('stock').notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('goods_skus_goods_idx').on(t.goodsId, t.sort),
    check('goods_skus_stock_nonneg', sql`${t.stock} >= 0`),
  ],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    skuId: ref('sku_id')
      .notNull()
      .references(() => goodsSkus.id),
    quantity: integer('quantity').notNull(),
    selected: boolean('selected').notNull().default(true),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_user_sku_key').on(t.userId, t.skuId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    recipient: text('recipient').notNull(),
    phone: text('phone').notNull(),
    country: text('country').notNull(),
    region: text('region').notNull().default(''),
    street: text('street').notNull(),
    postcode: text('postcode').notNull().default(''),
    /** Picked on the map (/choose-location), in degrees: both or neither. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isDefault: boolean('is_default').notNull().default(false),
    deleted: boolean('deleted').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('addresses_user_idx').on(t.userId),
    uniqueIndex('addresses_one_default')
      .on(t.userId)
      .where(sql`${t.isDefault} and not ${t.deleted}`),
  ],
);

export const wishes = pgTable(
  'wishes',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    goodsId: ref('goods_id')
      .notNull()
      .references(() => goods.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] })],
);

export const storeFollows = pgTable(
  'store_follows',
  {
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    storeId: ref('store_id')
      .notNull()
      .references(() => stores.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.storeId] })],
);

export interface AddressSnapshot {
  recipient: string;
  phone: string;
  country: string;
  region: string;
  street: string;
  postcode: string;
  /** Absent on orders placed before addresses had a place on the map. */
  latitude?: number | null;
  longitude?: number | null;
}

export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderNo: text('order_no').notNull(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    storeId: ref('store_id')
      .notNull()
      .references(() => stores.id),
    /** Orders placed together from one checkout share it (the idempotency of `order/create`). */
    checkoutKey: text('checkout_key').notNull(),
    status: text('status', {
      enum: [
        'unpaid',
        'to_purchase',
        'pending',
        'shipped',
        'completed',
        'refunding',
        'refunded',
        'cancelled',
      ],
    }).notNull(),
    type: text('type', { enum: ['ordinary', 'quick_grab'] })
      .notNull()
      .default('ordinary'),
    /** A quick-grab order waiting for its group deal to reach its count: not fulfilled or refunded by request meanwhile (decision 54). */
    awaitingGroup: boolean('awaiting_group').notNull().default(false),
    itemTotal: minor('item_total'),
    shippingTotal: minor('shipping_total'),
    total: minor('total'),
    /** Taken off the total by the first-order coupon and a store voucher (`order_discounts`); the buyer pays the rest. */
    discountTotal: minor('discount_total').default(0),
    /** The platform's commission, fixed when the order is paid (basis points of the total). */
    commissionBps: integer('commission_bps').notNull(),
    wholesaleTotal: minor('wholesale_total').default(0),
    address: jsonb('address').$type<AddressSnapshot>().notNull(),
    remark: text('remark').notNull().default(''),
    /** The pending ledger transfer holding the buyer's payment. */
    escrowTransferId: ref('escrow_transfer_id'),
    carrier: text('carrier'),
    trackingNo: text('tracking_no'),
    refundReason: text('refund_reason'),
    refundRejectReason: text('refund_reject_reason'),
    /** The seller declined the refund with this reason; staff arbitrate. */
    refundSellerReason: text('refund_seller_reason'),
    /** The state a refund request came from; a rejected request returns there. */
    refundFromStatus: text('refund_from_status'),
    expiresAt: ts('expires_at'),
    paidAt: ts('paid_at'),
    shippedAt: ts('shipped_at'),
    autoConfirmAt: ts('auto_confirm_at'),
    completedAt: ts('completed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_order_no_key').on(t.orderNo),
    uniqueIndex('orders_checkout_store_key').on(t.userId, t.checkoutKey, t.storeId),
    index('orders_user_idx').on(t.userId, t.status, t.id),
    index('orders_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'unpaid'`),
    index('orders_auto_confirm_idx')
      .on(t.autoConfirmAt)
      .where(sql`${t.status} = 'shipped'`),
    index('orders_status_idx').on(t.status, t.id),
    // A store's completed sales (its level) and its orders in the seller center.
    index('orders_store_idx').on(t.storeId, t.status),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id),
    goodsId: ref('goods_id')
      .notNull()
      .references(() => goods.id),
    skuId: ref('sku_id')
      .notNull()
      .references(() => goodsSkus.id),
    title: text('title').notNull(),
    image: text('image').notNull(),
    skuName: text('sku_name').notNull(),
    price: minor('price'),
    wholesaleCost: minor('wholesale_cost').default(0),
    quantity: integer('quantity').notNull(),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId), index('order_lines_goods_idx').on(t.goodsId)],
);

export const orderEvents = pgTable(
  'order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: ref('order_id')
      .notNull()
      .references(() => orders.id),
    type: text('type').notNull(),
    note: text('note').notNull().default(''),
    staffId: ref('staff_id').references(() => staff.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('order_events_order_idx').on(t.orderId, t.id)],
);

export const comments = pgTable(
  'comments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderLineId: ref('order_line_id')
      .notNull()
      .references(() => orderLines.id),
    goodsId: ref('goods_id')
      .notNull()
      .references(() => goods.id),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    score: integer('score').notNull(),
    content: text('content').notNull(),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    skuName: text('sku_name').notNull(),
    /** The store's answer, shown under the review. */
    reply: text('reply').notNull().default(''),
    repliedAt: ts('replied_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('comments_order_line_key').on(t.orderLineId),
    index('comments_goods_idx').on(t.goodsId, t.id),
    check('comments_score_range', sql`${t.score} between 1 and 5`),
  ],
);

export const chats = pgTable(
  'chats',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: ref('user_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind', { enum: ['store', 'service'] }).notNull(),
    /** The store of a store conversation; null for customer service. */
    storeId: ref('store_id').references(() => stores.id),
    userUnread: integer('user_unread').notNull().default(0),
    peerUnread: integer('peer_unread').notNull().default(0),
    lastMessageId: ref('last_message_id'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('chats_user_store_key')
      .on(t.userId, t.storeId)
      .where(sql`${t.kind} = 'store'`),
    uniqueIndex('chats_user_service_key')
      .on(t.userId)
      .where(sql`${t.kind} = 'service'`),
    index('chats_user_idx').on(t.userId, t.updatedAt),
    index('chats_peer_idx').on(t.peerUnread, t.updatedAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chatId: ref('chat_id')
      .notNull()
      .references(() => chats.id),
    fromUser: boolean('from_user').notNull(),
    staffId: ref('staff_id').references(() => staff.id),
    type: text('type', { enum: ['text', 'image', 'goods', 'order'] }).notNull(),
    /** The text or the image's path; empty for a card. */
    content: text('content').notNull(),
    /** The product a `goods` card is about (the card is drawn from its current row). */
    goodsId: ref('goods_id').references(() => goods.id),
    /** The order an `order` card is about. */
    orderId: ref('order_id').references(() => orders.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('chat_messages_chat_idx').on(t.chatId, t.id)],
);
