import type { Handlers } from '#server/context.js';
import type { VoucherSellerService } from './voucher-seller.service.js';
import type { VoucherStaffService } from './voucher-staff.service.js';
import type { VoucherService } from './voucher.service.js';

/** The vouchers' endpoints: the buyer's coupon and store vouchers, the seller's vouchers, the console's rules. */
export function voucherHandlers(
  vouchers: VoucherService,
  seller: VoucherSellerService,
  staff: VoucherStaffService,
): Handlers {
  return {
    'voucher/getFirstOrderCoupon': (_body, call) => vouchers.firstOrderCoupon(call),
    'voucher/getStoreVouchers': (body) => vouchers.storeVouchers(body),
    'store/getVoucherList': (body, call) => seller.list(body, call),
    'store/saveVoucher': (body, call) => seller.save(body, call),
    'store/endVoucher': (body, call) => seller.end(body, call),
    'admin/getVoucherSettings': () => staff.settings(),
    'admin/saveVoucherSettings': (body, call) => staff.save(body, call),
  };
}
