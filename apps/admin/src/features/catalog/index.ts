/** The catalog section: products and stores. What the app shell may use. */
export const goodsPage = () => import('./goods/components/goods-page');
export const storesPage = () => import('./stores/components/stores-page');
