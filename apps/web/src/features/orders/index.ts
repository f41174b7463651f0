export { OrderShortcuts } from './components/order-shortcuts';
