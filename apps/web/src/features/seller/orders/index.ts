// The seller center's orders (issue 13 part 6): list by tab, detail, purchase and shipment.
export { SellerOrderListScreen } from './components/order-list';
export { SellerOrderDetailScreen } from './components/order-detail';
export { SELLER_ORDER_PATHS, isSellerOrderTab } from './paths';
import './orders.css';
