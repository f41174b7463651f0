export { OrderShortcuts } from './components/order-shortcuts';
export { OrderListScreen, isOrderFilter } from './components/order-list';
export { OrderDetailScreen } from './components/order-detail';
export { useOrderInfo } from './api/orders';
export { CheckoutScreen, type CheckoutSource } from './components/checkout-screen';
export { ReviewScreen } from './components/review-form';
export { formatCountdown } from './lib/countdown';
