// The seller center's products (issue 13 part 5): the list with batch actions, the product form,
// batch add from the platform warehouse, and the store's reviews with the seller's reply.
export { SellerProductListScreen } from './components/product-list';
export { SellerProductScreen } from './components/product-form';
export { WarehouseScreen } from './components/warehouse';
export { SellerReviewsScreen } from './components/reviews';
export { SELLER_PRODUCT_PATHS, isSellerGoodsFilter, isSellerCommentFilter } from './paths';
import './products.css';
