import { z } from 'zod';
import { idField } from '../core/common.js';
import { ORDER_QUANTITY_MAX } from '../core/config.js';
import { flag, intField, minorField, text } from '../core/fields.js';
import { pageQuery } from '../core/validation.js';
import { GOODS_PRICE_MAX_MINOR, commentItem } from './catalog.schemas.js';

/**
 * The seller center's products (spec §2 "Product list, search, upload, batch add from warehouse,
 * batch delete, pin to top"), the platform warehouse it lists from (DESIGN §2 dropshipping), staff
 * review of new products (a console switch), and the store's reviews with the seller's reply.
 */

const priceField = minorField.max(GOODS_PRICE_MAX_MINOR, { error: 'validation.amountTooLarge' });
const stockField = intField.min(0, { error: 'validation.stockRange' }).max(1_000_000, {
  error: 'validation.stockRange',
});

/** Where a product stands with staff review (DESIGN §2): live, waiting, or rejected with a reason. */
export const GOODS_REVIEW_STATES = ['live', 'reviewing', 'rejected'] as const;
export type GoodsReviewState = (typeof GOODS_REVIEW_STATES)[number];

/** The seller's product list filters (spec §2 list with search and filters). */
export const SELLER_GOODS_FILTERS = [
  'all',
  'on_sale',
  'off_sale',
  'out_of_stock',
  'reviewing',
  'rejected',
] as const;
export type SellerGoodsFilter = (typeof SELLER_GOODS_FILTERS)[number];

/** At most this many products in one batch (delete, on / off sale, add from the warehouse). */
export const GOODS_BATCH_MAX = 100;

/** A batch of the store's products: "No product selected" when empty. */
const goodsIds = z
  .array(idField, { error: 'validation.noneSelected' })
  .min(1, { error: 'validation.noneSelected' })
  .max(GOODS_BATCH_MAX, { error: 'validation.tooMany' });

export const sellerGoodsListBody = pageQuery.extend({
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  filter: z.enum(SELLER_GOODS_FILTERS, { error: 'validation.invalidOption' }).default('all'),
});

/** One of the store's products in its list. */
export const sellerGoods = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int(),
  stock: z.number().int(),
  sold: z.number().int(),
  onSale: z.boolean(),
  /** Pinned products come first on the store page, the most recently pinned first. */
  pinned: z.boolean(),
  review: z.enum(GOODS_REVIEW_STATES),
  /** Staff's reason when rejected; empty otherwise. */
  reviewReason: z.string(),
  /** Listed from the platform warehouse (the warehouse ships it after the seller's purchase). */
  fromWarehouse: z.boolean(),
  createdAt: z.string(),
});
export type SellerGoods = z.infer<typeof sellerGoods>;

/** How many of the store's products each filter holds, and the level's limit (tabs and the add button). */
export const sellerGoodsCountsData = z.object({
  counts: z.record(z.enum(SELLER_GOODS_FILTERS), z.number().int()),
  /** Products the store has (not deleted) against its level's limit. */
  used: z.number().int(),
  limit: z.number().int(),
  /** Whether staff review new products before they go on sale. */
  reviewOn: z.boolean(),
});
export type SellerGoodsCounts = z.infer<typeof sellerGoodsCountsData>;

export const sellerSku = z.object({
  id: z.number().int(),
  name: z.string(),
  price: z.number().int(),
  originalPrice: z.number().int(),
  stock: z.number().int(),
  /** What the store pays the warehouse per unit; 0 for its own stock. */
  wholesaleCost: z.number().int(),
  /** The highest price the store's level allows on a warehouse specification; null for own stock. */
  maxPrice: z.number().int().nullable(),
  /** Units the warehouse still has to give this listing; null for own stock. */
  warehouseStock: z.number().int().nullable(),
});
export type SellerSku = z.infer<typeof sellerSku>;

/** One of the store's products, as the edit form needs it. */
export const sellerGoodsInfo = sellerGoods.extend({
  categoryId: z.number().int(),
  images: z.array(z.string()),
  description: z.string(),
  shippingFee: z.number().int(),
  maxPerCustomer: z.number().int(),
  skus: z.array(sellerSku),
});
export type SellerGoodsInfo = z.infer<typeof sellerGoodsInfo>;

export const SELLER_SKU_MAX = 20;

/**
 * Add or change one of the store's products. Images are the seller's own uploads (folder `goods`)
 * or the product's current ones. On a warehouse listing the specifications stay the warehouse's:
 * prices within the level's margin over wholesale cost, stock drawn from or returned to it.
 */
export const saveSellerGoodsBody = z.strictObject({
  id: idField.optional(),
  categoryId: z.number({ error: 'validation.categoryRequired' }).int().positive({
    error: 'validation.categoryRequired',
  }),
  title: text(120, 'validation.titleRequired'),
  images: z
    .array(z.string({ error: 'validation.image' }).trim().min(1).max(500), {
      error: 'validation.imageRequired',
    })
    .min(1, { error: 'validation.imageRequired' })
    .max(9, { error: 'validation.tooMany' }),
  description: z.string({ error: 'validation.type' }).trim().max(5000, { error: 'validation.tooLong' }),
  shippingFee: priceField,
  /** 0: no limit. */
  maxPerCustomer: intField.min(0).max(ORDER_QUANTITY_MAX, { error: 'validation.maxPerCustomer' }),
  onSale: flag,
  skus: z
    .array(
      z.strictObject({
        id: idField.optional(),
        name: text(60, 'validation.skuNameRequired'),
        price: priceField.min(1, { error: 'validation.amountPositive' }),
        originalPrice: priceField,
        stock: stockField,
      }),
      { error: 'validation.skuRequired' },
    )
    .min(1, { error: 'validation.skuRequired' })
    .max(SELLER_SKU_MAX, { error: 'validation.tooMany' })
    .superRefine((skus, ctx) => {
      const seen = new Set<string>();
      skus.forEach((k, i) => {
        const key = k.name.trim().toLowerCase();
        if (seen.has(key))
          ctx.addIssue({ code: 'custom', path: [i, 'name'], message: 'validation.skuDuplicate' });
        seen.add(key);
        if (k.originalPrice && k.originalPrice <= k.price) {
          ctx.addIssue({ code: 'custom', path: [i, 'originalPrice'], message: 'validation.originalPrice' });
        }
      });
    }),
});
export type SaveSellerGoodsBody = z.input<typeof saveSellerGoodsBody>;

export const goodsBatchBody = z.strictObject({ ids: goodsIds });
export const goodsOnSaleBody = z.strictObject({ ids: goodsIds, onSale: flag });
export const goodsPinBody = z.strictObject({ id: idField, pinned: flag });
export const goodsBatchData = z.object({ count: z.number().int() });

// ---------- the platform warehouse ----------

export const warehouseSku = z.object({
  id: z.number().int(),
  name: z.string(),
  wholesaleCost: z.number().int(),
  /** The list price the warehouse suggests (the struck-through price); 0 when none. */
  originalPrice: z.number().int(),
  stock: z.number().int(),
});
export type WarehouseSku = z.infer<typeof warehouseSku>;

/** A warehouse product as sellers browse it: wholesale cost, stock, and whether the store lists it. */
export const warehouseGoods = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  images: z.array(z.string()),
  categoryId: z.number().int(),
  categoryName: z.string(),
  description: z.string(),
  shippingFee: z.number().int(),
  /** The lowest wholesale cost over its specifications. */
  wholesaleCost: z.number().int(),
  stock: z.number().int(),
  skus: z.array(warehouseSku),
  /** The store's listing of it, when it has one (a product is listed once per store). */
  listedAs: z.number().int().nullable(),
  /** Stores that list it (the console's column; sellers see it too). */
  listings: z.number().int(),
  active: z.boolean(),
});
export type WarehouseGoods = z.infer<typeof warehouseGoods>;

export const warehouseListBody = pageQuery.extend({
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
  categoryId: idField.optional(),
});

/** The store's margin and what a batch may take. */
export const warehouseTermsData = z.object({
  level: z.number().int(),
  /** The most the store may price a warehouse product above its wholesale cost, in basis points. */
  marginBps: z.number().int(),
  used: z.number().int(),
  limit: z.number().int(),
});
export type WarehouseTerms = z.infer<typeof warehouseTermsData>;

/** At most this many units of each specification a listing takes from the warehouse at once. */
export const WAREHOUSE_TAKE_MAX = 1_000;

/**
 * List warehouse products in the store: each specification priced at wholesale cost plus
 * `markupBps` (within the level's margin), taking up to `stock` units of each from the warehouse.
 */
export const addFromWarehouseBody = z.strictObject({
  ids: goodsIds,
  markupBps: intField.min(0, { error: 'validation.markup' }).max(100_000, { error: 'validation.markup' }),
  stock: intField.min(1, { error: 'validation.stockRange' }).max(WAREHOUSE_TAKE_MAX, {
    error: 'validation.stockRange',
  }),
  onSale: flag.default(true),
});
export type AddFromWarehouseBody = z.input<typeof addFromWarehouseBody>;

/** A price at wholesale cost plus a markup in basis points, rounded down to the minor unit. */
export function markedUpPrice(wholesaleCost: number, markupBps: number): number {
  return Math.floor((wholesaleCost * (10_000 + markupBps)) / 10_000);
}

export const saveWarehouseGoodsBody = z.strictObject({
  id: idField.optional(),
  categoryId: z.number({ error: 'validation.categoryRequired' }).int().positive({
    error: 'validation.categoryRequired',
  }),
  title: text(120, 'validation.titleRequired'),
  images: z
    .array(z.string().trim().min(1).max(500), { error: 'validation.imageRequired' })
    .min(1, { error: 'validation.imageRequired' })
    .max(9, { error: 'validation.tooMany' }),
  description: z.string({ error: 'validation.type' }).trim().max(5000, { error: 'validation.tooLong' }),
  shippingFee: priceField,
  active: flag,
  skus: z
    .array(
      z.strictObject({
        id: idField.optional(),
        name: text(60, 'validation.skuNameRequired'),
        wholesaleCost: priceField.min(1, { error: 'validation.amountPositive' }),
        originalPrice: priceField,
        stock: stockField,
      }),
      { error: 'validation.skuRequired' },
    )
    .min(1, { error: 'validation.skuRequired' })
    .max(SELLER_SKU_MAX, { error: 'validation.tooMany' }),
});
export type SaveWarehouseGoodsBody = z.input<typeof saveWarehouseGoodsBody>;

// ---------- staff review of new products ----------

export const productReviewData = z.object({ on: z.boolean() });
export const setProductReviewBody = z.strictObject({
  on: flag,
  reason: text(200, 'validation.reasonRequired'),
});

export const goodsReviewListBody = pageQuery.extend({
  state: z.enum(GOODS_REVIEW_STATES, { error: 'validation.invalidOption' }).default('reviewing'),
});
export const goodsReviewItem = sellerGoodsInfo.extend({
  storeId: z.number().int(),
  storeName: z.string(),
  categoryName: z.string(),
  updatedAt: z.string(),
});
export type GoodsReviewItem = z.infer<typeof goodsReviewItem>;

export const reviewGoodsBody = z
  .strictObject({
    id: idField,
    approve: flag,
    /** Shown to the seller; required to reject. */
    reason: z
      .string({ error: 'validation.type' })
      .trim()
      .max(200, { error: 'validation.tooLong' })
      .default(''),
  })
  .refine((b) => b.approve || b.reason.length > 0, {
    path: ['reason'],
    message: 'validation.reasonRequired',
  });

// ---------- the store's reviews and the seller's reply ----------

export const SELLER_COMMENT_FILTERS = ['all', 'unreplied', 'replied', 'low'] as const;
export const sellerCommentListBody = pageQuery.extend({
  filter: z.enum(SELLER_COMMENT_FILTERS, { error: 'validation.invalidOption' }).default('all'),
});
export const sellerComment = commentItem.extend({
  goodsId: z.number().int(),
  goodsTitle: z.string(),
  goodsImage: z.string(),
});
export type SellerComment = z.infer<typeof sellerComment>;

export const REPLY_MAX = 500;
export const replyCommentBody = z.strictObject({
  id: idField,
  reply: text(REPLY_MAX, 'validation.replyRequired'),
});
