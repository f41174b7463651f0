// Vouchers on the buyer's side (decision 44): the first-order coupon, store vouchers, an order's discounts.
export { DiscountRows, discountLabel } from './components/discount-rows';
export { FirstOrderCouponCard, firstOrderCouponShown } from './components/coupon-card';
export { StoreVoucherStrip, VoucherTickets } from './components/store-vouchers';
export { useFirstOrderCoupon, voucherKeys } from './api/vouchers';
import './voucher.css';
