/** The catalog section: categories, products, the warehouse, product review, stores and the store level table. What the app shell may use. */
export const categoriesPage = () => import('./categories/components/categories-page');
export const goodsPage = () => import('./goods/components/goods-page');
export const storesPage = () => import('./stores/components/stores-page');
export const storeLevelsPage = () => import('./store-levels/components/store-levels-page');
export const warehousePage = () => import('./warehouse/components/warehouse-page');
export const goodsReviewPage = () => import('./goods-review/components/goods-review-page');
