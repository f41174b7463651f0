export { OrderShortcuts } from './components/order-shortcuts';
export { OrderListScreen, isOrderFilter } from './components/order-list';
export { OrderDetailScreen } from './components/order-detail';
export { useOrderInfo } from './api/orders';
export { CheckoutScreen, type CheckoutSource } from './components/checkout-screen';
export { ReviewScreen } from './components/review-form';
export { formatCountdown } from './lib/countdown';
// The seller center's orders show the same lines, states and timeline (LAYOUT.md: index faces only).
export { OrderLineRow } from './components/order-lines';
export { OrderTimeline } from './components/order-timeline';
export { StatusLabel } from './components/status-tag';
export { OrderCardSkeleton } from './components/order-list';
export { formatDateTime } from './lib/format';
