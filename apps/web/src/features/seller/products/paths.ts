import { SELLER_GOODS_FILTERS, SELLER_COMMENT_FILTERS, type SellerGoodsFilter } from '@app/contract';

export type SellerCommentFilter = (typeof SELLER_COMMENT_FILTERS)[number];

/** Where the seller's product screens are (routes in `app/routes/seller.tsx`). */
export const SELLER_PRODUCT_PATHS = {
  list: (filter?: SellerGoodsFilter) =>
    filter && filter !== 'all' ? `/seller/products?filter=${filter}` : '/seller/products',
  add: '/seller/products/new',
  edit: (id: number) => `/seller/products/${id}`,
  warehouse: '/seller/warehouse',
  reviews: '/seller/reviews',
  levels: '/seller/settings/levels',
};

export const isSellerGoodsFilter = (value: string | null): value is SellerGoodsFilter =>
  value !== null && (SELLER_GOODS_FILTERS as readonly string[]).includes(value);

export const isSellerCommentFilter = (value: string | null): value is SellerCommentFilter =>
  value !== null && (SELLER_COMMENT_FILTERS as readonly string[]).includes(value);
