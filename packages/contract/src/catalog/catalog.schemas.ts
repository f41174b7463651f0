import { z } from 'zod';
import { promotionTag } from '../promotion/promotion.schemas.js';
import { AUTH_STATUSES } from '../kyc/kyc.schemas.js';
import { idField } from '../core/common.js';
import { ORDER_QUANTITY_MAX } from '../core/config.js';
import { minorField, text } from '../core/fields.js';
import { pageQuery } from '../core/validation.js';
import { TRANSLATION_LOCALES, bannerItem, isImagePath } from '../content/content.schemas.js';
import { sortField } from '../core/fields.js';
import { LOCALES, type Locale } from '../core/locales.js';

/** The marketplace's catalog: categories, stores, products and their reviews, the wish list and follows. */

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
  /**
   * The promotion running now (decision 41): `price` is then the discounted price and
   * `originalPrice` the price before the discount (struck through); null when none runs.
   */
  promotion: promotionTag.nullable(),
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
  /** The address on the map (/open-location?store=), null when the store has not placed it. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  /** False when the store is frozen or disabled: "The merchant cannot be contacted". */
  contactable: z.boolean(),
  followed: z.boolean(),
  rating: z.number(),
  /** The owner's real-name status (spec §4: store authentication follows it). */
  authStatus: z.enum(AUTH_STATUSES),
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
  returnDays: z.number().int(),
  wished: z.boolean(),
  onSale: z.boolean(),
  /** The promotion running now: prices (the product's and each specification's) are discounted in it. */
  promotion: promotionTag.nullable(),
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
  /** The store's answer, shown under the review; empty until the seller replies. */
  reply: z.string(),
  repliedAt: z.string().nullable(),
});
export type CommentItem = z.infer<typeof commentItem>;
export const commentListBody = pageQuery.extend({
  goodsId: idField,
  withImages: z.boolean({ error: 'validation.type' }).optional(),
});

// ---------- store decoration (decision 43; the seller's side is in decoration.schemas.ts) ----------

/** Spec §5: "5 items per row". A section shows its products 1 to 5 per row. */
export const SECTION_COLUMNS_MAX = 5;
/** A section without a saved choice (older data) shows two per row, as the product grids do. */
export const SECTION_COLUMNS_DEFAULT = 2;

/** The background palette: soft tints that keep white product cards readable. Key → colour. */
export const STORE_BACKGROUND_COLORS = {
  mist: '#f5f6f8',
  sand: '#f7efe3',
  blush: '#fbecef',
  mint: '#e6f5ec',
  sky: '#e6f0fb',
  lavender: '#efeafa',
  lemon: '#faf5dc',
  slate: '#e3e7ec',
} as const;
export type StoreBackgroundColor = keyof typeof STORE_BACKGROUND_COLORS;
const COLOR_KEYS = Object.keys(STORE_BACKGROUND_COLORS) as [StoreBackgroundColor, ...StoreBackgroundColor[]];

/** A picture of the store page as the upload answered it (whose it is, the server checks). */
export const storeImageField = z
  .string({ error: 'validation.imageRequired' })
  .trim()
  .min(1, { error: 'validation.imageRequired' })
  .max(500, { error: 'validation.upload' });

/** The page's background: a colour of the palette or a picture the seller uploaded; null is the plain page. */
export const storeBackground = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({
      kind: z.literal('color'),
      color: z.enum(COLOR_KEYS, { error: 'validation.invalidOption' }),
    }),
    z.strictObject({ kind: z.literal('image'), image: storeImageField }),
  ],
  { error: 'validation.invalidOption' },
);
export type StoreBackground = z.infer<typeof storeBackground>;

export const storeSection = z.object({
  id: z.string(),
  title: z.string(),
  /** Products per row, 1 to 5 (spec §5). */
  columns: z.number().int(),
  goods: z.array(goodsCard),
});
export const mallHomeData = z.object({
  banners: z.array(bannerItem),
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
  /** The page's background as the seller decorated it; null for the plain page. */
  background: storeBackground.nullable(),
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

// ---------- console ----------

export const adminStoreListBody = pageQuery.extend({
  keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
});
export const adminStore = storeCard.extend({
  ownerEmail: z.string().nullable(),
  address: z.string(),
  /** Why staff set the current status (shown to the seller); empty while normal. */
  statusReason: z.string(),
  createdAt: z.string(),
});
export const saveStoreBody = z.strictObject({
  id: idField,
  level: z.number({ error: 'validation.type' }).int().min(1).max(10).optional(),
  status: z.enum(STORE_STATUSES, { error: 'validation.invalidOption' }).optional(),
  reason: text(200, 'validation.reasonRequired'),
});

// ---------- console: categories ----------

export const CATEGORY_NAME_MAX = 40;
/** Levels of the category tree: a top category and its children. */
export const CATEGORY_DEPTH = 2;

const categoryName = z
  .string({ error: 'validation.nameRequired' })
  .trim()
  .max(CATEGORY_NAME_MAX, { error: 'validation.tooLong' });

/** A category's names in the other 19 languages; an empty one is not translated yet. */
export const categoryNames = z.partialRecord(
  z.enum(TRANSLATION_LOCALES as [Exclude<Locale, 'en'>, ...Exclude<Locale, 'en'>[]], {
    error: 'validation.invalidOption',
  }),
  categoryName,
);

export const adminCategory = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  /** The English name. */
  name: z.string(),
  names: z.partialRecord(z.enum(LOCALES), z.string()),
  icon: z.string().nullable(),
  sort: z.number().int(),
  /** Products filed directly under it (a category with products or children cannot be deleted). */
  goodsCount: z.number().int(),
});
export type AdminCategory = z.infer<typeof adminCategory>;
export const adminCategoryListData = z.object({ list: z.array(adminCategory) });

export const saveCategoryBody = z.strictObject({
  id: idField.optional(),
  /** A top category when left out; otherwise the top category it belongs to. */
  parentId: idField.nullable().default(null),
  name: categoryName.min(1, { error: 'validation.nameRequired' }),
  /** Left out on a change, the stored names stay. */
  names: categoryNames.optional(),
  icon: z
    .string({ error: 'validation.type' })
    .trim()
    .refine((v) => v === '' || isImagePath(v), { error: 'validation.image' })
    .default(''),
  sort: sortField.default(0),
});
export type SaveCategoryBody = z.input<typeof saveCategoryBody>;

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
  /** Staff review of a seller's product: only `live` ones are shown to buyers. */
  review: z.enum(['live', 'reviewing', 'rejected']),
  /** Deleted by its seller (kept for the orders that name it; never shown to buyers). */
  deleted: z.boolean(),
});
export type AdminGoods = z.infer<typeof adminGoods>;
/** The most a product's price, original price, wholesale cost or shipping fee may be: 1,000,000.00. */
export const GOODS_PRICE_MAX_MINOR = 100_000_000;
const priceField = minorField.max(GOODS_PRICE_MAX_MINOR, { error: 'validation.amountTooLarge' });

export const saveGoodsBody = z.strictObject({
  id: idField.optional(),
  storeId: idField,
  categoryId: idField,
  title: text(200, 'validation.titleRequired'),
  images: z.array(z.string().max(300)).min(1, { error: 'validation.imageRequired' }).max(9),
  description: z.string().trim().max(5000, { error: 'validation.tooLong' }).default(''),
  shippingFee: priceField,
  maxPerCustomer: z.number({ error: 'validation.type' }).int().min(0).max(ORDER_QUANTITY_MAX),
  onSale: z.boolean({ error: 'validation.type' }),
  skus: z
    .array(
      z.strictObject({
        id: idField.optional(),
        name: text(60, 'validation.skuNameRequired'),
        price: priceField.min(1, { error: 'validation.amountPositive' }),
        originalPrice: priceField,
        stock: z.number({ error: 'validation.type' }).int().min(0).max(1_000_000),
        wholesaleCost: priceField,
      }),
    )
    .min(1, { error: 'validation.skuRequired' })
    .max(50),
});
export type SaveGoodsBody = z.input<typeof saveGoodsBody>;

// ---------- the seller center: the seller's own store, its settings and the level table ----------

/** One row of the store level table (DESIGN §2): reached by cumulative completed sales. */
export const storeLevel = z.object({
  level: z.number().int(),
  /** Cumulative completed sales (wallet minor units) that reach the level. */
  minSales: z.number().int(),
  /** How many products a store of this level may have. */
  productLimit: z.number().int(),
  /** The most a seller may price a warehouse product above its wholesale cost, in basis points. */
  marginBps: z.number().int(),
});
export type StoreLevel = z.infer<typeof storeLevel>;
export const storeLevelListData = z.object({ list: z.array(storeLevel) });

/** The table a deployment starts with, until staff save their own in the console. */
export const DEFAULT_STORE_LEVELS: StoreLevel[] = [
  { level: 1, minSales: 0, productLimit: 50, marginBps: 2_000 },
  { level: 2, minSales: 100_000, productLimit: 100, marginBps: 2_500 },
  { level: 3, minSales: 500_000, productLimit: 200, marginBps: 3_000 },
  { level: 4, minSales: 2_000_000, productLimit: 500, marginBps: 3_500 },
  { level: 5, minSales: 5_000_000, productLimit: 1_000, marginBps: 4_000 },
];
export const STORE_LEVELS_MAX = 10;

/**
 * The level a store reaches with `sales` of completed orders: the highest row whose threshold it
 * meets (the table is sorted by level, thresholds rising).
 */
export function levelForSales(levels: readonly StoreLevel[], sales: number): number {
  let reached = levels[0]?.level ?? 1;
  for (const row of levels) if (sales >= row.minSales) reached = row.level;
  return reached;
}

/** The store as its owner sees it in the seller center. */
export const myStoreData = z.object({
  id: z.number().int(),
  name: z.string(),
  logo: z.string(),
  address: z.string(),
  phone: z.string(),
  whatsapp: z.string(),
  notifyOrders: z.boolean(),
  status: z.enum(STORE_STATUSES),
  /** Staff's reason for the status; empty while normal. */
  statusReason: z.string(),
  statusChangedAt: z.string().nullable(),
  /** Disabled: the seller center only reads. */
  readOnly: z.boolean(),
  /** The owner's funds held while the store is frozen (open ledger holds), in minor units. */
  heldFunds: z.number().int(),
  level: z.number().int(),
  /** Cumulative completed sales (sum of completed orders' totals), what the level rises by. */
  completedSales: z.number().int(),
  /** The next level and the sales that reach it; null at the top of the table. */
  nextLevel: storeLevel.nullable(),
  /** The whole level table, as the settings page shows it. */
  levels: z.array(storeLevel),
  goodsCount: z.number().int(),
  followers: z.number().int(),
  sales: z.number().int(),
});
export type MyStoreData = z.infer<typeof myStoreData>;

export const STORE_NAME_MAX = 40;
export const STORE_ADDRESS_MAX = 200;
/** A phone number as people write it: digits with spaces, brackets and dashes, an optional leading +. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,24}$/;

/** Business info and the order notification of the seller's own store (every field sent). */
export const saveStoreSettingsBody = z.strictObject({
  name: text(STORE_NAME_MAX, 'validation.storeNameRequired'),
  /** The current logo, or a picture the owner uploaded to the `store` folder. */
  logo: z
    .string({ error: 'validation.logoRequired' })
    .trim()
    .min(1, { error: 'validation.logoRequired', abort: true })
    .max(500, { error: 'validation.tooLong' }),
  address: text(STORE_ADDRESS_MAX, 'validation.storeAddressRequired'),
  phone: z
    .string({ error: 'validation.phoneRequired' })
    .trim()
    .min(1, { error: 'validation.phoneRequired', abort: true })
    .regex(PHONE_PATTERN, { error: 'validation.phone' }),
  /** Empty when the seller has none. */
  whatsapp: z
    .string({ error: 'validation.whatsappOptional' })
    .trim()
    .refine((v) => v === '' || PHONE_PATTERN.test(v), { error: 'validation.whatsappOptional' }),
  notifyOrders: z.boolean({ error: 'validation.type' }),
});
export type SaveStoreSettingsBody = z.input<typeof saveStoreSettingsBody>;

/** The console's whole level table at once: levels 1, 2, 3… with rising thresholds. */
export const saveStoreLevelsBody = z
  .strictObject({
    levels: z
      .array(
        z.strictObject({
          level: z
            .number({ error: 'validation.type' })
            .int({ error: 'validation.integer' })
            .min(1)
            .max(STORE_LEVELS_MAX),
          minSales: minorField.max(1_000_000_000_000, { error: 'validation.tooBig' }),
          productLimit: z
            .number({ error: 'validation.type' })
            .int({ error: 'validation.integer' })
            .min(0)
            .max(100_000),
          marginBps: z
            .number({ error: 'validation.type' })
            .int({ error: 'validation.integer' })
            .min(0)
            .max(100_000),
        }),
        { error: 'validation.required' },
      )
      .min(1, { error: 'validation.required' })
      .max(STORE_LEVELS_MAX, { error: 'validation.tooMany' }),
    reason: text(200, 'validation.reasonRequired'),
  })
  .superRefine((body, ctx) => {
    body.levels.forEach((row, i) => {
      if (row.level !== i + 1) {
        ctx.addIssue({ code: 'custom', path: ['levels', i, 'level'], message: 'validation.levelOrder' });
      } else if (i === 0 && row.minSales !== 0) {
        ctx.addIssue({ code: 'custom', path: ['levels', 0, 'minSales'], message: 'validation.levelStart' });
      } else if (i > 0 && row.minSales <= body.levels[i - 1]!.minSales) {
        ctx.addIssue({ code: 'custom', path: ['levels', i, 'minSales'], message: 'validation.levelSales' });
      }
    });
  });
export type SaveStoreLevelsBody = z.input<typeof saveStoreLevelsBody>;
