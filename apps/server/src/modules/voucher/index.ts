// What other modules, app.ts and the seed may import from vouchers (decision 44).
export { createVoucherService, type VoucherService } from './voucher.service.js';
export { createVoucherSellerService, type VoucherSellerService } from './voucher-seller.service.js';
export { createVoucherStaffService, type VoucherStaffService } from './voucher-staff.service.js';
export { voucherHandlers } from './voucher.routes.js';
// The order flows call these at placement, completion, cancellation and refund.
export {
  applyDiscounts,
  coveredByPrize,
  discountViews,
  holdPlatformPart,
  planDiscounts,
  postDiscounts,
  releaseDiscounts,
  type PricedGroup,
} from './order-discounts.flow.js';
export { closeDueVouchers } from './close-vouchers.flow.js';
// The demo seed runs sellers through these.
export { createVoucher, endVoucher } from './store-voucher.flow.js';
export { voucherRepository } from './voucher.repository.js';
// The lottery gives a buyer a voucher of their own (decision 55).
export { grantBuyerVoucher, buyerVouchersOfDraws } from './buyer-vouchers.js';
