/** The order section: orders, with refunds decided in the order. What the app shell may use. */
export const ordersPage = () => import('./orders/components/orders-page');
