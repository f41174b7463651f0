/** The loans section (issue 16): loan products, and the loans with their review queue. What the app shell may use. */
export const productsPage = () => import('./products/components/products-page');
export const loansPage = () => import('./loans/components/loans-page');
