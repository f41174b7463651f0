/** The catalog section: categories, products, stores and the store level table. What the app shell may use. */
export const categoriesPage = () => import('./categories/components/categories-page');
export const goodsPage = () => import('./goods/components/goods-page');
export const storesPage = () => import('./stores/components/stores-page');
export const storeLevelsPage = () => import('./store-levels/components/store-levels-page');
